/** The site's pages, as paths relative to the base path (next/link adds it). */
export const routes = {
  home: '/',
  portfolio: '/portfolio',
  about: '/about',
  contact: '/contact',
  sponsors: '/sponsors',
} as const;

export type Route = (typeof routes)[keyof typeof routes];

/** A route as the export serves it: with the trailing slash of its <route>/index.html. */
export const servedPath = (route: Route) => (route === '/' ? '/' : `${route}/`);

/** A route relative to the base path, as a page URL resolves it ('./', 'about/'): for Playwright's baseURL. */
export const relativePath = (route: Route) => (route === '/' ? './' : servedPath(route).slice(1));

export interface PageLink {
  label: string;
  href: Route;
}

/**
 * Every page, in the order the footer lists them: the one list of pages. The footer, the sitemap,
 * the tests, the check, the reports and the screenshots all read it.
 */
export const pageLinks = [
  { label: 'Home', href: routes.home },
  { label: 'Portfolio', href: routes.portfolio },
  { label: 'About', href: routes.about },
  { label: 'Contact', href: routes.contact },
  { label: 'Sponsors', href: routes.sponsors },
] as const satisfies readonly PageLink[];

export type PageLabel = (typeof pageLinks)[number]['label'];

/** The pages the menu lists; Sponsors is reached from the home page (SPEC.md §2). */
export const menuLinks: readonly PageLink[] = pageLinks.filter(({ href }) => href !== routes.sponsors);
