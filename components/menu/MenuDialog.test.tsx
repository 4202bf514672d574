import { currentMark } from './MenuDialog';

// usePathname gives the path without the base path, with the export's trailing slash.
test.each([
  ['/portfolio/', '/portfolio', 'page'],
  ['/portfolio', '/portfolio', 'page'],
  ['/', '/', 'page'],
  ['/portfolio/2/', '/portfolio', 'true'],
  ['/portfolio/2/', '/', undefined],
  ['/portfolio-archive/', '/portfolio', undefined],
  ['/about/', '/portfolio', undefined],
] as const)('on %s the menu link to %s is marked %s', (pathname, href, mark) => {
  expect(currentMark(pathname, href)).toBe(mark);
});
