import { pageLinks, routes, type Route } from './routes';

/**
 * The cards one page of a list shows: SPEC.md's twelve project cards and twelve sponsor cards. A
 * longer list goes on over further pages (`/portfolio/2/`, …): a page stays a few screens of grid
 * on a phone, and its HTML near the first round trip (docs/performance.md), where forty projects
 * on one page made 27 KiB of gzipped HTML.
 */
export const cardsPerPage = 12;

/** The pages whose cards come from a list in content/ and are split over pages. */
export type ListRoute = typeof routes.portfolio | typeof routes.sponsors;

/** One page of a list, relative to the base path: the list's own route, then `<route>/2`, … */
export type ListPagePath = ListRoute | `${ListRoute}/${number}`;

/** How many pages `cards` cards take: one, even when there is none (the page says so). */
export const pageCount = (cards: number) => Math.max(1, Math.ceil(cards / cardsPerPage));

/** The cards page `page` (from 1) shows. */
export const cardsOnPage = <T>(cards: readonly T[], page: number): T[] => cards.slice((page - 1) * cardsPerPage, page * cardsPerPage);

/** Page `page` of the list at `route`: the route itself for the first, so its URL never changes. */
export const listPagePath = (route: ListRoute, page: number): ListPagePath => (page === 1 ? route : `${route}/${page}`);

/**
 * The params of a list's optional catch-all segment (`app/portfolio/[[...page]]`), one for each
 * page: none for the first (`/portfolio`), then ['2'], ['3'], … The export writes exactly these.
 */
export const listPageParams = (cards: number): { page: string[] }[] =>
  Array.from({ length: pageCount(cards) }, (_, index) => ({ page: index === 0 ? [] : [String(index + 1)] }));

/** The params Next hands a list's page (app/portfolio/[[...page]], app/sponsors/[[...page]]). */
export interface ListPageProps {
  params: Promise<{ page?: string[] }>;
}

/** The page number the segment's params name: 1 for none. */
export function pageNumberOf(params: { page?: string[] }): number {
  const [page] = params.page ?? [];
  return page === undefined ? 1 : Number(page);
}

/** Every page of the list at `route` with `cards` cards, first to last. */
export const listPagePaths = (route: ListRoute, cards: number): ListPagePath[] =>
  Array.from({ length: pageCount(cards) }, (_, index) => listPagePath(route, index + 1));

/** What `sitePages` needs of the content: the two lists. */
interface Lists {
  portfolio: { projects: readonly unknown[] };
  sponsors: { sponsors: readonly unknown[] };
}

/**
 * Every page of the site, in the footer's order, each list followed by its further pages: the
 * sitemap's list, and the tests'. How many there are depends on the content.
 */
export function sitePages({ portfolio, sponsors }: Lists): (Route | ListPagePath)[] {
  const cards: Record<ListRoute, number> = { [routes.portfolio]: portfolio.projects.length, [routes.sponsors]: sponsors.sponsors.length };
  return pageLinks.flatMap(({ href }): (Route | ListPagePath)[] =>
    href === routes.portfolio || href === routes.sponsors ? listPagePaths(href, cards[href]) : [href],
  );
}

/** The projects and sponsors the first page of each list shows. */
export const firstPageCards = <Project, Sponsor>({ portfolio, sponsors }: { portfolio: { projects: readonly Project[] }; sponsors: { sponsors: readonly Sponsor[] } }) => ({
  projects: cardsOnPage(portfolio.projects, 1),
  sponsors: cardsOnPage(sponsors.sponsors, 1),
});

/** The pages of `sitePages` past each list's first: none when every list fits one page. */
export const furtherListPages = (lists: Lists): ListPagePath[] =>
  sitePages(lists).filter((path): path is ListPagePath => !pageLinks.some(({ href }) => href === path));
