// Unknown paths show the home screen (SPEC.md §2). Static hosts answer them with 404.html, so the
// export's 404.html is Home's own page: same markup, same payload, and it hydrates there like on
// Home (the router keeps the address the visitor typed). Next's not-found boundary, which it
// would otherwise export as 404.html, stays small (app/not-found.tsx): every page carries it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pages a static host may answer for a path that is not one of the site's pages. */
const notFoundPages = ['404.html', join('404', 'index.html'), join('_not-found', 'index.html')];

/**
 * What tells search engines not to index a page. Home's copies need it: GitHub Pages answers
 * 404.html with status 404, which engines already leave out, but /404/ and /_not-found/ (folders
 * Next exports) with 200, and each would be Home a second time under another address. Next gives
 * its own not-found page this tag; Home's copies lose it, so it is written into them here. React
 * leaves a tag in <head> it did not render where it is when it hydrates.
 */
export const noindex = '<meta name="robots" content="noindex"/>';

/** `html` (a copy of Home) with `noindex` first in its <head>, once. */
function withNoindex(html: string): string {
  return html.includes(noindex) ? html : html.replace(/<head>/, `<head>${noindex}`);
}

/** Makes Home's page the answer for unknown paths in `out`, one search engines do not index. */
export function writeHomeAs404(out: string): void {
  for (const page of notFoundPages) {
    if (!existsSync(join(out, page)) && page !== '404.html') continue;
    writeFileSync(join(out, page), withNoindex(readFileSync(join(out, 'index.html'), 'utf8')));
  }
}
