import {
  absentPages,
  cardsOnPage,
  cardsPerPage,
  estimatedPages,
  firstPageCards,
  furtherListPages,
  hasPage,
  listPageParams,
  listPagePath,
  listPagePaths,
  listPages,
  pageCount,
  pageNumberOf,
  pageNumbers,
  placeOf,
  sitePageLinks,
  sitePages,
  surroundingWeight,
  textBytes,
  type ListRoute,
} from '.';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measured, measuredFile, measuredScales, recordScales, recordWidths } from './measured';

/** `count` cards of `length` characters of description (`letter` repeated), each named by its place. */
const cards = (count: number, length = 100, letter = 'a') =>
  Array.from({ length: count }, (_, index) => ({ title: `Card ${index + 1}`, description: letter.repeat(length) }));
const sizes = (pages: unknown[][]) => pages.map((page) => page.length);

/** A short site's words around the cards: a name, no social link, a few of the site's own words. */
const light = { site: { name: 'Li Wei' }, socials: {}, ui: { home: 'Home' } };
/** Content whose list at `route` holds `items` (the other list empty), with `around` the words around them. */
const listing = <T>(route: ListRoute, items: T[], around: { site: unknown; socials: unknown; ui: unknown } = light) => ({
  ...around,
  portfolio: { projects: route === '/portfolio' ? items : [] },
  sponsors: { sponsors: route === '/sponsors' ? items : [] },
});

/**
 * The most cards of `length` characters a page of a two-page list at `route` holds: twice that
 * many have no other way to go than that many a page.
 */
const mostOnPage = (route: ListRoute, length: number) =>
  Array.from({ length: cardsPerPage }, (_, index) => cardsPerPage - index).find((most) => {
    const split = sizes(listPages(listing(route, cards(2 * most, length)), route));
    return split.length === 2 && split[0] === most;
  }) ?? 0;

describe.each(['/portfolio', '/sponsors'] as const)('the cards of %s', (route) => {
  test.each([
    [0, 1],
    [1, 1],
    [cardsPerPage, 1],
    [cardsPerPage + 1, 2],
    [40, 4],
  ])('%i short cards take %i page(s)', (count, pages) => {
    expect(pageCount(listing(route, cards(count)), route)).toBe(pages);
    expect(listPagePaths(listing(route, cards(count)), route)).toHaveLength(pages);
  });

  test('short cards go twelve to a page of their own, ten to twelve a page with page links; every card on exactly one page, in order', () => {
    expect(sizes(listPages(listing(route, cards(cardsPerPage)), route))).toEqual([cardsPerPage]);
    const all = cards(40);
    const pages = listPages(listing(route, all), route);
    for (const page of pages.slice(0, -1)) expect(page.length).toBeGreaterThanOrEqual(10);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(cardsPerPage);
    expect(pages.flat()).toEqual(all);
    expect(Array.from({ length: pages.length }, (_, index) => cardsOnPage(listing(route, all), route, index + 1))).toEqual(pages);
  });

  test('long cards go fewer a page, every one still shown once, in order', () => {
    const all = cards(40, 2_000);
    const pages = listPages(listing(route, all), route);
    expect(pages.length).toBeGreaterThan(4);
    for (const page of pages) expect(page.length).toBeLessThan(cardsPerPage);
    expect(pages.flat()).toEqual(all);
  });

  test('a text in a script of two or three bytes a letter weighs more than as many Latin letters', () => {
    expect(textBytes({ description: 'ع'.repeat(500) })).toBe(1_000);
    expect(textBytes({ description: '字'.repeat(500) })).toBe(1_500);
    expect(pageCount(listing(route, cards(24, 1_500, '字')), route)).toBeGreaterThan(pageCount(listing(route, cards(24, 1_500)), route));
  });

  test('a card too long for any page has one to itself, and the short ones around it share theirs', () => {
    const all = [...cards(3), { title: 'Long', description: 'x'.repeat(100_000) }, ...cards(3)];
    expect(sizes(listPages(listing(route, all), route))).toEqual([3, 1, 3]);
  });

  test('placeOf finds each card on the page that shows it', () => {
    const all = cards(30, 2_000);
    const pages = listPages(listing(route, all), route);
    for (const [index, card] of all.entries()) {
      const place = placeOf(listing(route, all), route, index);
      expect(pages[place.page - 1]![place.index]).toBe(card);
    }
    expect(() => placeOf(listing(route, all), route, 30)).toThrow(RangeError);
  });

  test('long words around the cards leave room for fewer: a long name, title and description, long social links, the site in Arabic', () => {
    const heavy = {
      site: { name: 'Łucja Ōkafor-Αλεξίου 中村 🚀', title: 'Инженер · مهندسة برمجيات · '.repeat(4), description: 'Supercalifragilistic-'.repeat(20) },
      socials: { github: `https://github.com/${'lucja-okafor-'.repeat(8)}`, linkedin: `https://www.linkedin.com/in/${'lucja-okafor-'.repeat(8)}` },
      ui: { home: 'الصفحة الرئيسية'.repeat(60) },
    };
    expect(surroundingWeight(listing(route, [], heavy), route)).toBeGreaterThan(surroundingWeight(listing(route, []), route) + 1_000);
    const twelve = cards(cardsPerPage, 250);
    expect(pageCount(listing(route, twelve), route)).toBe(1);
    const pages = listPages(listing(route, twelve, heavy), route);
    expect(pages.length).toBe(2);
    expect(pages[0]!.length).toBeLessThan(cardsPerPage);
    expect(pages.flat()).toEqual(twelve);
  });

  test('a list longer than one page makes room on each for its row of page links', () => {
    expect(pageCount(listing(route, cards(cardsPerPage, 250)), route)).toBe(1);
    const pages = listPages(listing(route, cards(cardsPerPage + 1, 250)), route);
    expect(pages[0]!.length).toBeLessThan(cardsPerPage);
    expect(pages.flat()).toEqual(cards(cardsPerPage + 1, 250));
  });

  test('a list of many pages makes room for its longer row of page links', () => {
    const many = cards(100, 250);
    const pages = listPages(listing(route, many), route);
    expect(pages.length).toBeGreaterThan(7);
    expect(Math.max(...sizes(pages))).toBeLessThan(mostOnPage(route, 250));
    expect(pages.flat()).toEqual(many);
  });

  describe('the pages before the last end with a full row where they can', () => {
    // Card lengths at which a page of a two-page list holds at most `most` cards.
    const lengthsFor = (most: number) => Array.from({ length: 60 }, (_, index) => 50 + 50 * index).filter((length) => mostOnPage(route, length) === most);

    test('twelve cards of which eight fit a page go six and six (two full rows at three columns, three at two), not eight and four', () => {
      expect(lengthsFor(8).length).toBeGreaterThan(0);
      for (const length of lengthsFor(8)) expect(sizes(listPages(listing(route, cards(cardsPerPage, length)), route))).toEqual([6, 6]);
    });

    test('thirteen of which eleven fit go nine and four: nine leave one place empty at two columns, eleven would leave one at each, ten two at three', () => {
      expect(lengthsFor(11).length).toBeGreaterThan(0);
      for (const length of lengthsFor(11)) expect(sizes(listPages(listing(route, cards(cardsPerPage + 1, length)), route))).toEqual([9, 4]);
    });

    test('thirteen that fit twelve to a page still go twelve and one, as many pages as before, every card once, in order', () => {
      expect(sizes(listPages(listing(route, cards(cardsPerPage + 1, 10)), route))).toEqual([cardsPerPage, 1]);
      for (const length of [100, 500, 1_200, 2_000]) {
        const all = cards(40, length);
        const pages = listPages(listing(route, all), route);
        expect(pages.flat()).toEqual(all);
        // No fewer pages would do: two neighbours together never fit one page.
        const most = mostOnPage(route, length);
        expect(most).toBeGreaterThan(0);
        for (const [index, page] of pages.slice(1).entries()) expect(page.length + pages[index]!.length).toBeGreaterThan(most);
      }
    });
  });

  test('short words around the cards give no more than twelve a page, and no more room than measured', () => {
    const none = { site: {}, socials: {}, ui: {} };
    // Cards of 1,000 characters fill a page before twelve; with nothing around them, still as many.
    const long = cards(12, 1_000);
    const pages = sizes(listPages(listing(route, long, none), route));
    expect(pages[0]).toBeLessThan(cardsPerPage);
    expect(pages).toEqual(sizes(listPages(listing(route, long), route)));
    expect(pageCount(listing(route, cards(13), none), route)).toBe(2);
  });
});

test('the first page keeps the list\'s own URL; the others are numbered from 2', () => {
  expect(listPagePaths(listing('/sponsors', cards(25)), '/sponsors')).toEqual(['/sponsors', '/sponsors/2', '/sponsors/3']);
  expect(listPagePath('/portfolio', 1)).toBe('/portfolio');
});

test('the catch-all segment gets one param set a page, and each names its own page', () => {
  const params = listPageParams(listing('/portfolio', cards(30)), '/portfolio');
  expect(params).toEqual([{ page: [] }, { page: ['2'] }, { page: ['3'] }]);
  expect(params.map(pageNumberOf)).toEqual([1, 2, 3]);
  expect(pageNumberOf({})).toBe(1);
});

test('the site\'s pages: each list followed by its further pages, in the footer\'s order', () => {
  const lists = (projects: number, sponsors: number) => ({ ...light, portfolio: { projects: cards(projects) }, sponsors: { sponsors: cards(sponsors) } });
  expect(sitePages(lists(12, 0))).toEqual(['/', '/portfolio', '/about', '/contact', '/sponsors']);
  expect(sitePages(lists(13, 25))).toEqual(['/', '/portfolio', '/portfolio/2', '/about', '/contact', '/sponsors', '/sponsors/2', '/sponsors/3']);
  expect(furtherListPages(lists(13, 25))).toEqual(['/portfolio/2', '/sponsors/2', '/sponsors/3']);
  expect(furtherListPages(lists(0, 12))).toEqual([]);
  expect(firstPageCards(lists(12, 5))).toEqual({ projects: cards(12), sponsors: cards(5) });
  expect(firstPageCards(lists(13, 0)).projects).toEqual(listPages(lists(13, 0), '/portfolio')[0]);
});

test('without sponsors.json the site has no Sponsors page: not in its pages, its links or the sitemap\'s list, and named absent', () => {
  const withoutSponsors = { ...light, portfolio: { projects: cards(13) } };
  expect(sitePages(withoutSponsors)).toEqual(['/', '/portfolio', '/portfolio/2', '/about', '/contact']);
  expect(sitePageLinks(withoutSponsors).map(({ href }) => href)).toEqual(['/', '/portfolio', '/about', '/contact']);
  expect(absentPages(withoutSponsors)).toEqual(['/sponsors']);
  expect(pageCount(withoutSponsors, '/sponsors')).toBe(0);
  expect(listPageParams(withoutSponsors, '/sponsors')).toEqual([]);
  expect(firstPageCards(withoutSponsors).sponsors).toEqual([]);
  // An empty list still has its page, which says so.
  const emptyList = { ...withoutSponsors, sponsors: { sponsors: [] } };
  expect(hasPage(emptyList, '/sponsors')).toBe(true);
  expect(absentPages(emptyList)).toEqual([]);
  expect(pageCount(emptyList, '/sponsors')).toBe(1);
});

describe('what a build measured of the pages (measured.ts)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'measured-'));
    process.env.PAGINATION_CACHE_DIR = dir;
  });
  afterEach(() => {
    delete process.env.PAGINATION_CACHE_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  test('cards measured heavier than estimated go fewer to a page; the other cards, and other content, keep their split', () => {
    const all = cards(36, 300);
    const content = listing('/portfolio', all);
    const before = listPages(content, '/portfolio');
    expect(sizes(before)[0]).toBeGreaterThan(6);
    // The cards of the second page onwards weighed three times the estimate.
    const heavy = all.map((_, index) => index).filter((index) => index >= before[0]!.length);
    recordScales(content, { '/portfolio': Object.fromEntries(heavy.map((index) => [index, 3])) });
    expect(measuredScales(content)).toEqual({ '/portfolio': Object.fromEntries(heavy.map((index) => [String(index), 3])) });
    const after = listPages(content, '/portfolio');
    // The first page's cards were not measured: it holds as many, but for room the longer row of
    // links under a list of more pages takes.
    expect(after[0]!.length).toBeGreaterThanOrEqual(before[0]!.length - 1);
    expect(after.length).toBeGreaterThan(before.length);
    for (const page of after.slice(1, -1)) expect(page.length).toBeLessThan(before[1]!.length);
    expect(after.flat()).toEqual(all);
    // Its estimate says the same: the heavy cards' text weighs three times as much.
    const estimates = estimatedPages(content, '/portfolio');
    const perCard = ({ text, cards: onPage }: { text: number; cards: number[] }) => text / onPage.length;
    expect(perCard(estimates.at(-1)!) / perCard(estimates[0]!)).toBeCloseTo(3, 1);
    // Other content is not what was measured: its split is the estimate's.
    const other = listing('/portfolio', cards(36, 301));
    expect(sizes(listPages(other, '/portfolio'))[1]).toBe(before[1]!.length);
    // Forgotten, the estimate stands again.
    recordScales(content);
    expect(listPages(content, '/portfolio')).toEqual(before);
  });

  test('each content keeps its figures in a file of its own: builds of two sets side by side never write the same file', () => {
    const one = listing('/portfolio', cards(20, 300));
    const other = listing('/portfolio', cards(20, 301));
    recordScales(one, { '/portfolio': { 0: 2 } });
    recordWidths(other, { '/portfolio': cards(20).map(() => 6) });
    expect(measuredFile(one)).not.toBe(measuredFile(other));
    expect(JSON.parse(readFileSync(measuredFile(one), 'utf8'))).toEqual({ text: { '/portfolio': { 0: 2 } } });
    expect(JSON.parse(readFileSync(measuredFile(other), 'utf8'))).toEqual({ widths: { '/portfolio': cards(20).map(() => 6) } });
    // Forgetting all that was kept of a content removes its file.
    recordScales(one);
    expect(existsSync(measuredFile(one))).toBe(false);
    expect(measured(other).widths).toEqual({ '/portfolio': cards(20).map(() => 6) });
  });

  test('cards whose pictures list more files go fewer to a page, cards with none more; the widths and the words are kept apart', () => {
    for (const route of ['/portfolio', '/sponsors'] as const) {
      // Twelve cards that fill one page with the demo's number of files: camera photos' six do not fit.
      const twelve = listing(route, cards(cardsPerPage, 260));
      expect(pageCount(twelve, route)).toBe(1);
      recordWidths(twelve, { [route]: cards(cardsPerPage).map(() => 6) });
      expect(sizes(listPages(twelve, route))[0]).toBeLessThan(cardsPerPage);
      // Thirteen, over two pages: SVGs or pictures on another host (no files) leave room for more.
      const all = cards(cardsPerPage + 1, 260);
      const thirteen = listing(route, all);
      const before = sizes(listPages(thirteen, route));
      recordWidths(thirteen, { [route]: all.map(() => 0) });
      const none = sizes(listPages(thirteen, route));
      expect(none[0]).toBeGreaterThan(before[0]!);
      expect(listPages(thirteen, route).flat()).toEqual(all);
      // What the build measured of the words is kept beside the widths, and forgotten on its own.
      recordScales(thirteen, { [route]: { 0: 2 } });
      expect(measured(thirteen).widths).toEqual({ [route]: all.map(() => 0) });
      recordScales(thirteen);
      expect(measuredScales(thirteen)).toEqual({});
      expect(sizes(listPages(thirteen, route))).toEqual(none);
    }
  });
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
