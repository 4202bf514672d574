// The site under test, in one place: the folder the export was written to and the content it was
// built from. Every expectation of the engine suites is read from `content`, never from the demo's
// literals.
import { firstPageCards, furtherListPages } from '@/lib/pagination';
import { pageLinks, servedPath } from '@/lib/routes';
import { loadSiteWithSponsors, siteOut, siteUrlOf } from '@/scripts/site/sites';

/** The content set the browser tests run against (test/sites/fixture), as e2e/fixtures.ts does. */
const site = 'fixture';
/** Its export, built by `npm run build:site -- fixture` (the step before these suites in npm test). */
export const siteDir = siteOut(site);
/** The content that site was built from. */
export const content = loadSiteWithSponsors(site);
export const { basePath } = siteUrlOf(site);

/** The projects and sponsors the first page of each list shows (lib/pagination/). */
export const firstPage = firstPageCards(content);

/** Every page of lib/routes.ts as served (path below the base path), each list's further pages, and an unknown path. */
export const pages = [
  ...pageLinks.map(({ page, href }) => ({ name: content.ui.pages[page], path: servedPath(href), status: 200 })),
  ...furtherListPages(content).map((path) => ({ name: `${path} (a list's further page)`, path: servedPath(path), status: 200 })),
  { name: 'an unknown path (404)', path: '/no/such/page/', status: 404 },
];
