import type { ListPagePath } from './pagination';

/** The site's pages, as paths relative to the base path (next/link adds it). */
export const routes = {
  home: '/',
  portfolio: '/portfolio',
  about: '/about',
  contact: '/contact',
  sponsors: '/sponsors',
} as const;

export type Route = (typeof routes)[keyof typeof routes];

/** A page as the export serves it: with the trailing slash of its <route>/index.html. */
export const servedPath = (route: Route | ListPagePath) => (route === '/' ? '/' : `${route}/`);

/**
 * A page's public address, as its canonical link, the sitemap and the CV give it: `siteUrl` (the
 * site's URL without a trailing slash, as content/ holds it) and the path the export serves. Home
 * is `https://you.github.io/portfolio/`: without the slash GitHub Pages answers with a redirect.
 */
export const pageUrl = (siteUrl: string, route: Route | ListPagePath) => `${siteUrl}${servedPath(route)}`;

/** A route relative to the base path, as a page URL resolves it ('./', 'about/'): for Playwright's baseURL. */
export const relativePath = (route: Route) => (route === '/' ? './' : servedPath(route).slice(1));

export type PageName = keyof typeof routes;

export interface PageLink {
  page: PageName;
  href: Route;
}

/**
 * Every page, in the order the footer lists them: the one list of pages. Portfolio and Sponsors go
 * on over further pages when their lists are long (lib/pagination/). The footer, the sitemap,
 * the tests, the check, the reports and the screenshots all read it; their names are in
 * content/ui/ (`pages`).
 */
export const pageLinks: readonly PageLink[] = (Object.keys(routes) as PageName[]).map((page) => ({ page, href: routes[page] }));

/** A page the menu lists: every one but Sponsors, which is reached from the home page (SPEC.md §2). */
export type MenuRoute = Exclude<Route, typeof routes.sponsors>;

/** The pages the menu lists, in the footer's order. */
export const menuLinks = pageLinks.filter((link): link is PageLink & { href: MenuRoute } => link.href !== routes.sponsors);

/** The names of the menu's pages, out of every page's: all the menu (a client component) is handed. */
export const menuLabels = (labels: Record<Route, string>) => Object.fromEntries(menuLinks.map(({ href }) => [href, labels[href]])) as Record<MenuRoute, string>;

/** Each page's name in the site's language, by route: what the footer and the menu show. */
export function pageLabels(names: Record<PageName, string>): Record<Route, string> {
  return Object.fromEntries(pageLinks.map(({ page, href }) => [href, names[page]])) as Record<Route, string>;
}
