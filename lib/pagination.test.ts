import { cardsOnPage, cardsPerPage, firstPageCards, furtherListPages, listPageParams, listPagePath, listPagePaths, pageCount, pageNumberOf, sitePages } from './pagination';

const cards = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

test.each([
  [0, 1],
  [1, 1],
  [cardsPerPage, 1],
  [cardsPerPage + 1, 2],
  [40, 4],
])('%i cards take %i page(s)', (count, pages) => {
  expect(pageCount(count)).toBe(pages);
  expect(listPagePaths('/portfolio', count)).toHaveLength(pages);
});

test('every card is on exactly one page, in order, at most twelve a page', () => {
  const all = cards(40);
  const pages = Array.from({ length: pageCount(all.length) }, (_, index) => cardsOnPage(all, index + 1));
  expect(pages.map((page) => page.length)).toEqual([12, 12, 12, 4]);
  expect(pages.flat()).toEqual(all);
});

test('the first page keeps the list\'s own URL; the others are numbered from 2', () => {
  expect(listPagePaths('/sponsors', 25)).toEqual(['/sponsors', '/sponsors/2', '/sponsors/3']);
  expect(listPagePath('/portfolio', 1)).toBe('/portfolio');
});

test('the catch-all segment gets one param set a page, and each names its own page', () => {
  const params = listPageParams(30);
  expect(params).toEqual([{ page: [] }, { page: ['2'] }, { page: ['3'] }]);
  expect(params.map(pageNumberOf)).toEqual([1, 2, 3]);
  expect(pageNumberOf({})).toBe(1);
});

test('the site\'s pages: each list followed by its further pages, in the footer\'s order', () => {
  const lists = (projects: number, sponsors: number) => ({ portfolio: { projects: cards(projects) }, sponsors: { sponsors: cards(sponsors) } });
  expect(sitePages(lists(12, 0))).toEqual(['/', '/portfolio', '/about', '/contact', '/sponsors']);
  expect(sitePages(lists(13, 25))).toEqual(['/', '/portfolio', '/portfolio/2', '/about', '/contact', '/sponsors', '/sponsors/2', '/sponsors/3']);
  expect(furtherListPages(lists(13, 25))).toEqual(['/portfolio/2', '/sponsors/2', '/sponsors/3']);
  expect(furtherListPages(lists(0, 12))).toEqual([]);
  expect(firstPageCards(lists(13, 5))).toEqual({ projects: cards(12), sponsors: cards(5) });
});
