// A page whose content the owner left out (no sponsors.json: no Sponsors page) is still exported:
// `output: export` stops at a route with no page at all, so its one page is the not-found page
// (app/sponsors/[[...page]]/page.tsx). Taken out of out/ here, its address gets what every unknown
// one gets from the host: 404.html.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { absentPages, type Lists } from '../lib/pagination';
import { servedPath } from '../lib/routes';

/** Removes each absent page's folder from `out`; returns their paths ('/sponsors/'). */
export function removeAbsentPages(out: string, content: Lists): string[] {
  return absentPages(content).map((route) => {
    rmSync(join(out, servedPath(route)), { recursive: true, force: true });
    return servedPath(route);
  });
}
