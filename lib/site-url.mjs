// The site's public URL is the one setting that decides where the export lives: its path is
// Next's basePath. Plain JavaScript, because next.config.mjs, the static server and the
// Playwright config read it before any TypeScript is compiled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function readSiteUrl(contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), 'content')) {
  if (process.env.SITE_URL) return { value: process.env.SITE_URL, from: 'SITE_URL' };
  const file = join(contentDir, 'site.json');
  let site;
  try {
    // Without the byte-order mark Windows Notepad saves: content/validate.ts accepts it too.
    site = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new Error(`content/site.json: cannot be read as JSON (${error.message})`);
  }
  return { value: site.url, from: 'content/site.json: url' };
}

/**
 * Where the site is published: `siteUrl` without a trailing slash
 * (https://you.github.io/portfolio) and `basePath`, its path ('/portfolio', or '' at a domain root).
 * SITE_URL, when set, wins over content/site.json (or `contentDir`/site.json: a test content set).
 * @param {{ contentDir?: string }} [options]
 */
export function resolveSiteUrl({ contentDir } = {}) {
  const { value, from } = readSiteUrl(contentDir);
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${from}: expected a URL such as https://you.github.io/portfolio, got ${JSON.stringify(value)}`);
  }
  if (url.search || url.hash) throw new Error(`${from}: the site URL must not have a query or a fragment`);
  const basePath = url.pathname.replace(/\/+$/, '');
  return { siteUrl: url.origin + basePath, basePath };
}
