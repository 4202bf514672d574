/** @jest-environment jsdom */
import { validContent, type ContentInput } from '@/test/content-set';
import { render } from '@/test/render-page';

// An item the owner wrote in another language than the site's carries its `lang` (WCAG 3.1.2,
// language of parts): a screen reader reads an English project on a French site with an English
// voice. The site's own words around it (the link, the button, the table's headers) stay French.

// The picture's language is passed on like its description (checked in the browser, e2e/i18n.spec.ts).
jest.mock('@/components/ui/ContentImage', () => jest.requireActual('@/test/content-image-stand-in').contentImageStandIn);

/** A French site whose second project, first sponsor and first job are in English. */
function frenchSiteWithEnglishItems(): ContentInput {
  const content = validContent();
  content.site.lang = 'fr';
  content.portfolio.projects[1]!.lang = 'en';
  content.sponsors.sponsors[0]!.lang = 'en';
  content.about.timeline[0]!.lang = 'en-GB';
  return content;
}

/** The language `element` is read in: its own lang or its nearest ancestor's (the page's when none in it says). */
function languageOf(element: Element | null | undefined): string {
  if (!element) throw new Error('no such element on the page');
  return element.closest('[lang]')?.getAttribute('lang') ?? '(the page’s)';
}

function page(html: string) {
  const body = document.createElement('body');
  body.innerHTML = html;
  /** The innermost element whose whole text is `text`. */
  const withText = (text: string) => [...body.querySelectorAll('*')].reverse().find((element) => element.textContent?.trim() === text);
  return { body, withText };
}

test('Portfolio: an English project on a French site is read in English, its title, story and picture, and nothing else', async () => {
  const content = frenchSiteWithEnglishItems();
  const { body, withText } = page(await render('portfolio', content));
  const [first, second] = content.portfolio.projects;
  // The heading, and the title inside the link's name ("voir le projet : {project}").
  const titles = [...body.querySelectorAll('h2, a span')].filter((element) => element.textContent === second!.title);
  expect(titles).toHaveLength(2);
  for (const title of titles) expect(languageOf(title)).toBe('en');
  expect(languageOf(withText(second!.description))).toBe('en');
  expect(languageOf(body.querySelector(`img[alt="${second!.alt}"]`))).toBe('en');
  // Its neighbour says nothing, so it is read in the page's language.
  expect(languageOf(withText(first!.title))).toBe('(the page’s)');
  expect(languageOf(withText(first!.description))).toBe('(the page’s)');
  // The card's link is the site's words, in French, around the title.
  const link = body.querySelectorAll('article')[1]!.querySelector('a')!;
  expect(languageOf(link)).toBe('(the page’s)');
  expect(link.textContent).toMatch(/^voir le projet/i);
});

test('Sponsors: an English sponsor on a French site is read in English, its name, story and logo, not the button to become one', async () => {
  const content = frenchSiteWithEnglishItems();
  const { body, withText } = page(await render('sponsors', content));
  const [first, second] = content.sponsors.sponsors;
  expect(languageOf(withText(first!.name))).toBe('en');
  expect(languageOf(withText(first!.description))).toBe('en');
  expect(languageOf(body.querySelector(`img[alt="${first!.alt}"]`))).toBe('en');
  expect(languageOf(withText(second!.description))).toBe('(the page’s)');
  // The site's words in the card: its one link's note that it opens a new tab, beside the name's
  // heading in the link (components/sponsors/SponsorCard.tsx), and the button.
  const card = body.querySelector('article')!;
  const notes = [...card.querySelectorAll('a .sr-only')];
  expect(notes.map((note) => note.textContent)).toEqual([expect.stringContaining('nouvel onglet')]);
  expect(languageOf(notes[0])).toBe('(the page’s)');
  expect(languageOf(card.querySelector('button'))).toBe('(the page’s)');
});

test('About: an English job in a French timeline is read in English, and the table’s headers in French', async () => {
  const content = frenchSiteWithEnglishItems();
  const { body, withText } = page(await render('about', content));
  const [first, second] = content.about.timeline;
  expect(languageOf(withText(first!.jobtitle))).toBe('en-GB');
  expect(languageOf(withText(first!.where))).toBe('en-GB');
  expect(languageOf(withText(first!.date))).toBe('en-GB');
  expect(languageOf(withText(second!.jobtitle))).toBe('(the page’s)');
  for (const header of body.querySelectorAll('th')) expect(languageOf(header)).toBe('(the page’s)');
});
