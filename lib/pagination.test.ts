import {
  cardsOnPage,
  cardsPerPage,
  firstPageCards,
  furtherListPages,
  listPageParams,
  listPagePath,
  listPagePaths,
  listPages,
  pageCount,
  pageNumberOf,
  pageNumbers,
  placeOf,
  sitePages,
  textBytes,
} from './pagination';

/** `count` cards of `length` characters of description (`letter` repeated), each named by its place. */
const cards = (count: number, length = 100, letter = 'a') =>
  Array.from({ length: count }, (_, index) => ({ title: `Card ${index + 1}`, description: letter.repeat(length) }));
const sizes = (pages: unknown[][]) => pages.map((page) => page.length);

describe.each(['/portfolio', '/sponsors'] as const)('the cards of %s', (route) => {
  test.each([
    [0, 1],
    [1, 1],
    [cardsPerPage, 1],
    [cardsPerPage + 1, 2],
    [40, 4],
  ])('%i short cards take %i page(s)', (count, pages) => {
    expect(pageCount(route, cards(count))).toBe(pages);
    expect(listPagePaths(route, cards(count))).toHaveLength(pages);
  });

  test('short cards go twelve a page; every card is on exactly one page, in order', () => {
    const all = cards(40);
    const pages = listPages(route, all);
    expect(sizes(pages)).toEqual([12, 12, 12, 4]);
    expect(pages.flat()).toEqual(all);
    expect(Array.from({ length: pages.length }, (_, index) => cardsOnPage(route, all, index + 1))).toEqual(pages);
  });

  test('long cards go fewer a page, every one still shown once, in order', () => {
    const all = cards(40, 2_000);
    const pages = listPages(route, all);
    expect(pages.length).toBeGreaterThan(4);
    for (const page of pages) expect(page.length).toBeLessThan(cardsPerPage);
    expect(pages.flat()).toEqual(all);
  });

  test('a text in a script of two or three bytes a letter weighs more than as many Latin letters', () => {
    expect(textBytes({ description: 'ع'.repeat(500) })).toBe(1_000);
    expect(textBytes({ description: '字'.repeat(500) })).toBe(1_500);
    expect(pageCount(route, cards(24, 1_500, '字'))).toBeGreaterThan(pageCount(route, cards(24, 1_500)));
  });

  test('a card too long for any page has one to itself, and the short ones around it share theirs', () => {
    const all = [...cards(3), { title: 'Long', description: 'x'.repeat(100_000) }, ...cards(3)];
    expect(sizes(listPages(route, all))).toEqual([3, 1, 3]);
  });

  test('placeOf finds each card on the page that shows it', () => {
    const all = cards(30, 2_000);
    const pages = listPages(route, all);
    for (const [index, card] of all.entries()) {
      const place = placeOf(route, all, index);
      expect(pages[place.page - 1]![place.index]).toBe(card);
    }
    expect(() => placeOf(route, all, 30)).toThrow(RangeError);
  });
});

test('the first page keeps the list\'s own URL; the others are numbered from 2', () => {
  expect(listPagePaths('/sponsors', cards(25))).toEqual(['/sponsors', '/sponsors/2', '/sponsors/3']);
  expect(listPagePath('/portfolio', 1)).toBe('/portfolio');
});

test('the catch-all segment gets one param set a page, and each names its own page', () => {
  const params = listPageParams('/portfolio', cards(30));
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

describe('the page numbers linked under a list', () => {
  test('up to seven pages: every number', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('more: the first, the last, this page and its neighbours, a gap (null) for the rest', () => {
    expect(pageNumbers(1, 40)).toEqual([1, 2, null, 40]);
    expect(pageNumbers(20, 40)).toEqual([1, null, 19, 20, 21, null, 40]);
    expect(pageNumbers(40, 40)).toEqual([1, null, 39, 40]);
  });

  test('a gap of one page shows that page rather than an ellipsis', () => {
    expect(pageNumbers(3, 11)).toEqual([1, 2, 3, 4, null, 11]);
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
    expect(pageNumbers(9, 11)).toEqual([1, null, 8, 9, 10, 11]);
  });
});
