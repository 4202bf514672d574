import { menuLabels, pageLabels } from './routes';

test("the menu is handed the names of the pages it lists, and not Sponsors' (reached from Home, and absent without sponsors.json)", () => {
  const labels = pageLabels({ home: 'Accueil', portfolio: 'Projets', about: 'À propos', contact: 'Contact', sponsors: 'Sponsors' });
  expect(menuLabels(labels)).toEqual({ '/': 'Accueil', '/portfolio': 'Projets', '/about': 'À propos', '/contact': 'Contact' });
});
