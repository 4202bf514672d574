// The site under test, in one place: the folder the export was written to and the content it was
// built from. Every expectation of the engine suites is read from `content`, never from the demo's
// literals, so pointing these two at another build (e.g. a fixture content set) is all it takes.
// e2e/fixtures.ts can import the same three names.
import { resolve } from 'node:path';
import { contentDir, loadContent } from '@/content';
import { resolveSiteUrl } from '@/lib/site-url.mjs';
import { pageLinks, servedPath } from '@/lib/routes';

/** The exported site: out/ unless E2E_SITE_DIR says otherwise. */
export const siteDir = resolve(process.env.E2E_SITE_DIR ?? 'out');
/** The content that site was built from: content/ unless CONTENT_DIR says otherwise. */
export const content = loadContent(contentDir());
export const { basePath } = resolveSiteUrl();

/** Every page of lib/routes.ts as served (path below the base path), plus an unknown path. */
export const pages = [
  ...pageLinks.map(({ label, href }) => ({ name: label, path: servedPath(href), status: 200 })),
  { name: 'an unknown path (404)', path: '/no/such/page/', status: 404 },
];
