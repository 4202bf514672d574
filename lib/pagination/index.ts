import { cardGridColumns } from '../card-grid';
import { FIRST_WINDOW } from '../first-window';
import { pageLinks, routes, type PageLink, type Route } from '../routes';
import { measured } from './measured';

/**
 * The most cards one page of a list shows: SPEC.md's twelve project cards and twelve sponsor
 * cards. A longer list goes on over further pages (`/portfolio/2/`, …).
 */
export const cardsPerPage = 12;

/** The pages whose cards come from a list in content/ and are split over pages. */
export const listRoutes = [routes.portfolio, routes.sponsors] as const;
export type ListRoute = (typeof listRoutes)[number];
export const isListRoute = (href: string): href is ListRoute => (listRoutes as readonly string[]).includes(href);

/** One page of a list, relative to the base path: the list's own route, then `<route>/2`, … */
export type ListPagePath = ListRoute | `${ListRoute}/${number}`;

/**
 * What a card adds to its page's gzipped HTML, and how much of that a page has room for. A page
 * must come whole in the first round trip (14 KiB gzipped; `bench:size` holds every page to it).
 * Fitted to 41 list pages near the line, built from the `fixture`, `stress` and demo content with
 * 1 to 12 cards, in English, French and Arabic, with short and long words around the cards, with
 * and without page links (docs/performance-log.md, "How many cards a page holds"): a page with no
 * card weighs 8,744 bytes (Portfolio) or 9,287 (Sponsors) plus the words around it; a card adds
 * its markup, classes and image sources (`perCard`, with the demo's number of image files:
 * `perWidth` below), and its text (every string its item holds, in UTF-8 bytes) at
 * `perTextByte`. Text is written twice (the HTML and the RSC payload), and gzip finds the second
 * copy only when it is near, so what long texts cost scatters: 0.095 bytes a text
 * byte fits the pages best, and they scatter ±370 bytes around it. `perTextByte` is set higher so
 * that text-heavy pages, where the scatter lies, stay inside the line; a page of short cards
 * pays little for it.
 * `room` is what a page leaves its cards, 100 bytes short of the line, with words around them as
 * heavy as `fixture`'s (`roomsMeasuredAround`); a longer list's pages also hold a row of page
 * links (`pageLinksCost`).
 * Short cards (the demo's, 150–380 bytes of text) fit twelve to a page of their own, nine to
 * eleven beside page links; long ones (the `stress` set's 2,500–6,000 bytes) two to four.
 * Not right for long, varied prose: a card of 1,200 such characters costs about 1,200 bytes, and
 * this gives it 500. No estimate from the texts alone was found that is (docs/performance-log.md,
 * "Long, varied prose: the estimate falls short"), so the build weighs the pages it made, and
 * where one passes the line, multiplies the `perTextByte` of that page's cards by what they
 * weighed over the estimate and builds again (`measured.ts`, scripts/build/build.ts).
 */
const cardCost: Record<ListRoute, { perCard: number; perTextByte: number; room: number }> = {
  [routes.portfolio]: { perCard: 318, perTextByte: 0.13, room: 4_282 },
  [routes.sponsors]: { perCard: 247, perTextByte: 0.12, room: 3_739 },
};

/**
 * What each file a card's picture lists in its srcset adds to its page: its URL in the HTML and its
 * width in the payload's props, 9 bytes gzipped (taking two of the six widths out of each card of
 * `fixture`'s Portfolio page of nine, 1,600 px camera photos, made it 157 bytes lighter). `perCard`
 * above holds the demo's (`widthsIn`): its projects' 800 px photos get four widths, its sponsors'
 * logos two. A card with more widths costs more, with fewer (a small photo, an SVG or a picture on
 * another host, which have none) less, by what the images step made (`measured.ts`); when it has
 * not run on the content (a unit test, `next build` alone), every card counts the demo's.
 */
const perWidth = 9;
const widthsIn: Record<ListRoute, number> = { [routes.portfolio]: 4, [routes.sponsors]: 2 };

/**
 * What the row of page links under a list's cards costs each page of a list longer than one, by
 * how many links its fullest page shows (`linksOnFullestPage`): 420 bytes for the three of a list
 * of two pages (`fixture`'s Portfolio with a thirteenth project weighed 423 bytes more than with
 * twelve and no links; 415 in French, 424 in Arabic), and 75 for each link more (the `stress`
 * set's pages, whose rows show four to nine).
 */
const pageLinksCost = (links: number) => 420 + 75 * Math.max(0, links - 3);

/**
 * The most places the row under a list of `count` pages has on one of them: its page numbers and
 * gaps (`pageNumbers`, which PageNav shows), and the previous and next links.
 */
const linksOnFullestPage = (count: number) =>
  Math.max(...Array.from({ length: count }, (_, index) => pageNumbers(index + 1, count).length + (index > 0 ? 1 : 0) + (index < count - 1 ? 1 : 0)));

/**
 * The words around the cards take room from them: every page carries the owner's name, title and
 * description (site.json) and the list's own words (`ownWords`), the social links
 * (`socialLinks`), and the site's own words in its language (content/ui/, `siteWords`), in its
 * HTML and again in its payload. Gzipped bytes per UTF-8 byte of each, measured with
 * `bench:size` on `fixture` with the `stress` set's site.json (+472 bytes on Portfolio for 452
 * more bytes of text), with six longer social links (+94 for 194), and in French (+116 for 260)
 * and Arabic (+407 for 883) (docs/performance-log.md, "The words around the cards").
 */
const surroundingCost = { ownWords: 1.05, socialLinks: 0.5, siteWords: 0.47 };

/**
 * The weight of the words around the cards that the rooms above count on: `fixture`'s (1,208 on
 * Portfolio, 1,209 on Sponsors). Heavier words take what they weigh over it from the room for
 * cards; lighter ones give none, as no page with lighter words was measured near the line.
 */
const roomsMeasuredAround = 1_210;

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** The UTF-8 bytes of every string a card's item holds (title, description, alt text, URLs, …). */
export function textBytes(card: unknown): number {
  // Counted by hand: neither Buffer nor TextEncoder is in every place this runs (jsdom has neither).
  if (typeof card === 'string') return [...card].reduce((sum, letter) => sum + utf8Length(letter.codePointAt(0)!), 0);
  if (card === null || typeof card !== 'object') return 0;
  return Object.values(card).reduce((sum: number, value) => sum + textBytes(value), 0);
}

/**
 * What `listPages` reads of the content: the two lists, and the words every page carries around
 * their cards. Sponsors may be left out (no sponsors.json: the site has no Sponsors page).
 */
export interface Lists<Project = unknown, Sponsor = unknown> {
  site: unknown;
  socials: unknown;
  ui: unknown;
  portfolio: { projects: readonly Project[] };
  sponsors?: { sponsors: readonly Sponsor[] };
}

/** A card of the list at `R`: a project on Portfolio, a sponsor on Sponsors. */
export type CardOf<C extends Lists, R extends ListRoute> = R extends typeof routes.portfolio
  ? C['portfolio']['projects'][number]
  : NonNullable<C['sponsors']>['sponsors'][number];

/**
 * The list at `route` in content/ (portfolio.json's or sponsors.json's), and the items its cards
 * show; undefined for a list whose file the owner left out, which has no page.
 */
function listAt<C extends Lists, R extends ListRoute>(content: C, route: R): { list: object; cards: readonly CardOf<C, R>[] } | undefined {
  if (route === routes.portfolio) return { list: content.portfolio, cards: content.portfolio.projects as readonly CardOf<C, R>[] };
  return content.sponsors && { list: content.sponsors, cards: content.sponsors.sponsors as readonly CardOf<C, R>[] };
}

/** Whether the site has the page at `route`: not a list whose file the owner left out. */
export const hasPage = (content: Lists, route: Route): boolean => !isListRoute(route) || listAt(content, route) !== undefined;

/** How much the words around the cards of the list at `route` weigh (`surroundingCost`). */
export function surroundingWeight(content: Lists, route: ListRoute): number {
  const { list, cards } = listAt(content, route) ?? { list: {}, cards: [] };
  const ownWords = textBytes(content.site) + textBytes(list) - textBytes(cards);
  return (
    surroundingCost.ownWords * ownWords + surroundingCost.socialLinks * textBytes(content.socials) + surroundingCost.siteWords * textBytes(content.ui)
  );
}

/**
 * The cards of the list at `route`, page by page, in order, over as few pages as they fit: each
 * page's cards fit its room (`cardCost`, less what heavy words around them take) and number twelve
 * at most, and the pages before the last end with a full row where they can (`arrange`); a card
 * too long for any page has one to itself. A list with no card still has one page (it says so); a
 * list whose file the owner left out has none.
 */
export function listPages<C extends Lists, R extends ListRoute>(content: C, route: R): CardOf<C, R>[][] {
  const cards = listAt(content, route)?.cards ?? [];
  return split(content, route).pages.map((page) => page.map((index) => cards[index]!));
}

/**
 * What each card of the list at `route` costs, by its place in the list: its markup with its
 * picture's files (`perWidth`), and its text at `perTextByte`, times what the build measured of it
 * when it sat on a page that passed the line (`measured.ts`; 1 otherwise).
 */
function cardCosts(content: Lists, route: ListRoute, cards: readonly unknown[]): { markup: number[]; text: number[] } {
  const { perCard, perTextByte } = cardCost[route];
  const { text, widths } = measured(content);
  const scales = text[route] ?? {};
  const files = widths[route] ?? [];
  return {
    markup: cards.map((_, index) => perCard + perWidth * ((files[index] ?? widthsIn[route]) - widthsIn[route])),
    text: cards.map((card, index) => perTextByte * (scales[index] ?? 1) * textBytes(card)),
  };
}

/**
 * The split of the list at `route`: each page's cards by their places in the list, the room they
 * had, and what each card cost (`cardCosts`).
 */
function split(content: Lists, route: ListRoute): { pages: number[][]; room: number; markup: number[]; text: number[] } {
  const at = listAt(content, route);
  if (!at) return { pages: [], room: cardCost[route].room, markup: [], text: [] };
  const { markup, text } = cardCosts(content, route, at.cards);
  const costs = text.map((cost, index) => markup[index]! + cost);
  const roomForCards = cardCost[route].room - Math.max(0, surroundingWeight(content, route) - roomsMeasuredAround);
  let room = roomForCards;
  let pages = splitInto(costs, room);
  // A list over more than one page has the row of page links under its cards, on every page, and
  // the room they take can make more pages, whose row is longer: split again until it holds.
  for (let count = 1; pages.length > count; ) {
    count = pages.length;
    room = roomForCards - pageLinksCost(linksOnFullestPage(count));
    pages = splitInto(costs, room);
  }
  return { pages: arrange(costs, room, pages.length), room, markup, text };
}

/** The line `room` is measured against: 100 bytes short of the first round trip (14 KiB gzipped). */
export const estimatedLine = FIRST_WINDOW - 100;

/**
 * What each page of the list at `route` is estimated to weigh (gzipped bytes of its HTML), how
 * much of that is its cards' text, and its cards by their places in the list: what the build
 * compares with what it measured.
 */
export function estimatedPages(content: Lists, route: ListRoute): { weight: number; text: number; cards: number[] }[] {
  const { pages, room, markup, text: textOf } = split(content, route);
  const sum = (cards: number[], of: number[]) => cards.reduce((total, index) => total + of[index]!, 0);
  return pages.map((cards) => {
    const text = sum(cards, textOf);
    return { weight: estimatedLine - room + sum(cards, markup) + text, text, cards };
  });
}

/**
 * Cards of `costs`, in order, page by page (by their places): each page takes the next while they
 * fit `room`, `most` at most (twelve unless told), or a card alone. With twelve this makes the
 * fewest pages (no page could take a card more), which `arrange` then shares out.
 */
function splitInto(costs: readonly number[], room: number, most = cardsPerPage): number[][] {
  const pages: number[][] = [[]];
  let used = 0;
  for (const [index, cost] of costs.entries()) {
    const page = pages.at(-1)!;
    if (page.length > 0 && (page.length === most || used + cost > room)) {
      pages.push([index]);
      used = cost;
    } else {
      page.push(index);
      used += cost;
    }
  }
  return pages;
}

/** The grid's column counts past one (lib/card-grid.ts). */
const gridColumns = [...new Set(Object.values(cardGridColumns))].filter((columns) => columns > 1);

/**
 * The empty places a visitor sees at the end of the grids of `pages` but the last (whose part row
 * ends the list), at two and at three columns: a page of ten leaves two at three columns, one of
 * nine one at two.
 */
const emptyPlaces = (pages: readonly number[][]) =>
  pages.slice(0, -1).reduce((sum, page) => sum + gridColumns.reduce((places, columns) => places + ((columns - (page.length % columns)) % columns), 0), 0);

/**
 * Cards of `costs`, in order, over `count` pages (the fewest they fit, which `splitInto` finds):
 * each page takes the next while they fit and number at most `most`, for the `most` that leaves the
 * fewest empty places in the pages before the last, the largest of those. Twelve short cards and a
 * thirteenth still go 12 and 1 (SPEC.md's twelve a page), but twelve long ones of which eight fit a
 * page go 6 and 6, not 8 and 4, and thirteen of which eleven fit 9 and 4, not 11 and 2.
 */
function arrange(costs: readonly number[], room: number, count: number): number[][] {
  let chosen = splitInto(costs, room);
  let fewest = emptyPlaces(chosen);
  for (let most = cardsPerPage - 1; most > 0; most--) {
    const pages = splitInto(costs, room, most);
    // Fewer a page never makes fewer pages: past the first that makes more, every one does.
    if (pages.length > count) break;
    const empty = emptyPlaces(pages);
    if (empty < fewest) [chosen, fewest] = [pages, empty];
  }
  return chosen;
}

/** How many pages the list's cards take: one, even when there is none; none when its file was left out. */
export const pageCount = (content: Lists, route: ListRoute) => listPages(content, route).length;

/** The cards page `page` (from 1) shows. */
export const cardsOnPage = <C extends Lists, R extends ListRoute>(content: C, route: R, page: number): CardOf<C, R>[] => listPages(content, route)[page - 1] ?? [];

/** Where the `index`-th card of the list (from 0) is shown: its page (from 1) and its place there (from 0). */
export function placeOf(content: Lists, route: ListRoute, index: number): { page: number; index: number } {
  let before = 0;
  for (const [at, page] of listPages(content, route).entries()) {
    if (index < before + page.length) return { page: at + 1, index: index - before };
    before += page.length;
  }
  throw new RangeError(`The list at ${route} has no card ${index}`);
}

/**
 * The page numbers the links under a list show on page `page` of `count`: every one up to seven
 * pages; past that the first, the last, and this page with its neighbours, `null` standing for the
 * numbers left out between them (a single one left out is shown instead). A long list of short
 * pages keeps its row of links to one or two lines on a phone.
 */
export function pageNumbers(page: number, count: number): (number | null)[] {
  const all = Array.from({ length: count }, (_, index) => index + 1);
  if (count <= 7) return all;
  const kept = all.filter((number) => number === 1 || number === count || Math.abs(number - page) <= 1);
  return kept.flatMap((number, at): (number | null)[] => {
    const gap = at === 0 ? 0 : number - kept[at - 1]! - 1;
    return gap === 0 ? [number] : gap === 1 ? [number - 1, number] : [null, number];
  });
}

/** Page `page` of the list at `route`: the route itself for the first, so its URL never changes. */
export const listPagePath = (route: ListRoute, page: number): ListPagePath => (page === 1 ? route : `${route}/${page}`);

/**
 * The params of a list's optional catch-all segment (`app/portfolio/[[...page]]`), one for each
 * page: none for the first (`/portfolio`), then ['2'], ['3'], … The export writes exactly these.
 */
export const listPageParams = (content: Lists, route: ListRoute): { page: string[] }[] =>
  Array.from({ length: pageCount(content, route) }, (_, index) => ({ page: index === 0 ? [] : [String(index + 1)] }));

/** The params Next hands a list's page (app/portfolio/[[...page]], app/sponsors/[[...page]]). */
export interface ListPageProps {
  params: Promise<{ page?: string[] }>;
}

/** The page number the segment's params name: 1 for none. */
export function pageNumberOf(params: { page?: string[] }): number {
  const [page] = params.page ?? [];
  return page === undefined ? 1 : Number(page);
}

/** Every page of the list at `route`, first to last. */
export const listPagePaths = (content: Lists, route: ListRoute): ListPagePath[] =>
  Array.from({ length: pageCount(content, route) }, (_, index) => listPagePath(route, index + 1));

/** The pages of `pageLinks` this content has, in the footer's order: all but a list whose file was left out. */
export const sitePageLinks = (content: Lists): PageLink[] => pageLinks.filter(({ href }) => hasPage(content, href));

/** The pages of `pageLinks` this content does not have (Sponsors without sponsors.json): nothing links to them, and the host answers 404. */
export const absentPages = (content: Lists): Route[] => pageLinks.flatMap(({ href }) => (hasPage(content, href) ? [] : [href]));

/**
 * Every page of the site, in the footer's order, each list followed by its further pages: the
 * sitemap's list, and the tests'. How many there are depends on the content.
 */
export function sitePages(content: Lists): (Route | ListPagePath)[] {
  return sitePageLinks(content).flatMap(({ href }): (Route | ListPagePath)[] =>
    isListRoute(href) ? listPagePaths(content, href) : [href],
  );
}

/** The projects and sponsors the first page of each list shows. */
export const firstPageCards = <C extends Lists>(content: C) => ({
  projects: cardsOnPage(content, routes.portfolio, 1),
  sponsors: cardsOnPage(content, routes.sponsors, 1),
});

/** The pages of `sitePages` past each list's first: none when every list fits one page. */
export const furtherListPages = (content: Lists): ListPagePath[] =>
  sitePages(content).filter((path): path is ListPagePath => !pageLinks.some(({ href }) => href === path));
