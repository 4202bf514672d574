// Unknown paths show the home screen (SPEC.md §2). Static hosts answer them with 404.html, so the
// export's 404.html is Home's own page: same markup, same payload, and it hydrates there like on
// Home (the router keeps the address the visitor typed). Next's not-found boundary, which it
// would otherwise export as 404.html, stays small (app/not-found.tsx): every page carries it.
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** The pages a static host may answer for a path that is not one of the site's pages. */
export const notFoundPages = ['404.html', join('404', 'index.html'), join('_not-found', 'index.html')];

/** Makes Home's page the answer for unknown paths in `out`. */
export function writeHomeAs404(out: string): void {
  for (const page of notFoundPages) {
    if (existsSync(join(out, page)) || page === '404.html') copyFileSync(join(out, 'index.html'), join(out, page));
  }
}
