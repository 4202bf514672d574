/** @jest-environment node */
import { validContent, type ContentInput } from '@/test/content-set';
import en from '@/content/ui/en.json';
import { listPageNumber } from '@/lib/pagination/list-page-number';
import { routes } from '@/lib/routes';
import { render, titleOf } from '@/test/render-page';

// Portfolio and Sponsors show twelve cards a page (SPEC.md), fewer when their texts (or the words
// around them, or the row of page links) are long, and a longer list goes on over further pages
// linked under the cards (lib/pagination/).

// Only the cards and the links between pages matter here.
jest.mock('@/components/ui/ContentImage', () => jest.requireActual('@/test/content-image-stand-in').contentImageStandIn);

/** `content` with `count` projects and `count` sponsors, each named by its place in the list. */
function withCards(count: number): ContentInput {
  const content = validContent();
  const [project] = content.portfolio.projects;
  const [sponsor] = content.sponsors.sponsors;
  content.portfolio.projects = Array.from({ length: count }, (_, index) => ({ ...project!, title: `Project number ${index + 1}` }));
  content.sponsors.sponsors = Array.from({ length: count }, (_, index) => ({ ...sponsor!, description: `Sponsor number ${index + 1}.` }));
  return content;
}

/** The number of each card, in order (a card names its item more than once: heading, link's name). */
const cardNumbers = (html: string, what: 'Project' | 'Sponsor') =>
  html
    .split('<article')
    .slice(1)
    .map((card) => Number(card.match(new RegExp(`${what} number (\\d+)`))?.[1]));
const pageLinks = (html: string) => html.match(/<nav aria-label="Pages".*?<\/nav>/s)?.[0];

test.each(['portfolio', 'sponsors'] as const)('%s with twelve cards shows them all on one page, with no links to others', async (page) => {
  const html = await render(page, withCards(12));
  expect(cardNumbers(html, page === 'portfolio' ? 'Project' : 'Sponsor')).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  expect(pageLinks(html)).toBeUndefined();
});

test.each([
  ['portfolio', 'Project', '/portfolio'],
  ['sponsors', 'Sponsor', '/sponsors'],
] as const)('%s with 30 cards shows them ten to twelve a page, in order, and links each page to the others', async (page, what, route) => {
  const content = withCards(30);
  const first = await render(page, content, 1);
  const second = await render(page, content, 2);
  const last = await render(page, content, 3);
  const numbers = [first, second, last].map((html) => cardNumbers(html, what));
  // Each page goes on where the one before it ended, and together they show every card once.
  expect(numbers.flat()).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  // Short cards: twelve a page at most, and no fewer than ten (the row of page links takes room too).
  for (const shown of numbers.slice(0, 2)) expect(shown.length).toBeGreaterThanOrEqual(10);

  // Under the base path (next/link adds it in the export, not here): the first page keeps its URL.
  const links = (html: string) => [...pageLinks(html)!.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, text]) => ({ text, href: attributes!.match(/href="([^"]*)"/)![1], current: attributes!.includes('aria-current="page"') }));
  expect(links(second)).toEqual([
    { text: 'Previous', href: route, current: false },
    { text: '1', href: route, current: false },
    { text: '2', href: `${route}/2`, current: true },
    { text: '3', href: `${route}/3`, current: false },
    { text: 'Next', href: `${route}/3`, current: false },
  ]);
  // No "Previous" on the first page, no "Next" on the last.
  expect(links(first).map(({ text }) => text)).toEqual(['1', '2', '3', 'Next']);
  expect(links(last).map(({ text }) => text)).toEqual(['Previous', '1', '2', '3']);
  // Each number is read as a page, not a bare number.
  expect(pageLinks(second)).toContain('aria-label="Page 3"');
});

test.each(['portfolio', 'sponsors'] as const)("%s's further pages each have a title of their own", async (page) => {
  const content = withCards(13);
  const first = await titleOf(page, content, 1);
  expect(first).not.toMatch(/page \d/);
  expect(await titleOf(page, content, 2)).toBe(`${String(first)} (page 2 of 2)`);
});

test("the page numbers are written as the site's words write numbers, in the links and the titles, the addresses keeping ASCII digits", async () => {
  // Egyptian Arabic writes Arabic-Indic digits, with the words of ar.json.
  const arabic = withCards(30);
  arabic.site.lang = 'ar-EG';
  const nav = (await render('portfolio', arabic, 2)).match(/<nav aria-label="الصفحات".*?<\/nav>/s)![0];
  expect([...nav.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map(([, text]) => text)).toEqual(['السابقة', '١', '٢', '٣', 'التالية']);
  expect(nav).toMatch(/aria-label="الصفحة ٣" [^>]*href="\/portfolio\/3"/);
  expect(await titleOf('portfolio', arabic, 2)).toMatch(/ \(الصفحة ٢ من ٣\)$/);
  // Pashto, which writes ۲ ۳, has no words file: the English words write ASCII digits, as English does.
  const pashto = withCards(30);
  pashto.site.lang = 'ps';
  expect(pageLinks(await render('portfolio', pashto, 2))).toContain('aria-label="Page 3"');
  expect(await titleOf('portfolio', pashto, 2)).toMatch(/ \(page 2 of 3\)$/);
});

test('long projects go fewer a page, and past seven pages the links skip the far ones with an ellipsis', async () => {
  const content = validContent();
  const [project] = content.portfolio.projects;
  // An owner's 40 projects of 3,000 characters: twelve of them would not fit the first round trip.
  content.portfolio.projects = Array.from({ length: 40 }, (_, index) => ({ ...project!, title: `Project number ${index + 1}`, description: 'Long story. '.repeat(250) }));
  const first = await render('portfolio', content, 1);
  const perPage = cardNumbers(first, 'Project').length;
  expect(perPage).toBeGreaterThan(0);
  expect(perPage).toBeLessThan(12);
  const pages = Math.ceil(40 / perPage);
  expect(pages).toBeGreaterThan(7);

  const fifth = await render('portfolio', content, 5);
  expect(cardNumbers(fifth, 'Project')[0]).toBe(4 * perPage + 1);
  const nav = pageLinks(fifth)!;
  const numbers = [...nav.matchAll(/aria-label="Page (\d+)"/g)].map(([, number]) => Number(number));
  expect(numbers).toEqual([1, 4, 5, 6, pages]);
  // The ellipses stand between them, out of the accessibility tree: the numbers say it all.
  expect(nav.match(/<li aria-hidden="true"[^>]*>…<\/li>/g)).toHaveLength(2);
  expect(await titleOf('portfolio', content, 5)).toMatch(new RegExp(`\\(page 5 of ${pages}\\)$`));
});

test.each(['portfolio', 'sponsors'] as const)(
  "%s's page past the last is not found, not a crash: `next dev` still answers a page the list had before the owner shortened it",
  async (page) => {
    // Thirteen cards made two pages; with twelve, the owner on page 2 reloads it. The export has
    // no such page, but `next dev` remembers it and rendered it: a TypeError, and "page 2 of 1".
    const content = withCards(12);
    const notFound = expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    await expect(render(page, content, 2)).rejects.toEqual(notFound);
    await expect(titleOf(page, content, 2)).rejects.toEqual(notFound);
    await expect(render(page, content, 0)).rejects.toEqual(notFound);
  },
);

test('under `next dev`, a list page is at the addresses the export writes alone: not /portfolio/1, /portfolio/02 or /portfolio/2/x', () => {
  // The words around the cards count towards a page's size, as on the site.
  const content = { ...withCards(13), ui: en };
  expect(listPageNumber(content, routes.portfolio, {})).toBe(1);
  expect(listPageNumber(content, routes.portfolio, { page: ['2'] })).toBe(2);
  for (const page of [['1'], ['02'], ['2', 'x'], ['2.0'], ['3']]) {
    expect(() => listPageNumber(content, routes.portfolio, { page })).toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
  }
});
