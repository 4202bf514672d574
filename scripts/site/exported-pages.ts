import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageLinks, servedPath } from '../../lib/routes';

/**
 * Every page an export holds, as served below its base path ('/', '/portfolio/', '/portfolio/2/',
 * …), in the footer's order with each list's further pages (lib/pagination.ts) after its first:
 * how many there are depends on the content, so they are read from `out` rather than listed. The
 * pages of lib/routes.ts are listed whether or not they were exported: one that is missing is
 * then reported missing, not skipped.
 */
export function exportedPages(out: string): string[] {
  return pageLinks.flatMap(({ href }) => {
    const first = servedPath(href);
    const folder = join(out, first);
    const further =
      href === '/' || !existsSync(folder)
        ? []
        : readdirSync(folder, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && /^[1-9]\d*$/.test(entry.name) && existsSync(join(folder, entry.name, 'index.html')))
            .map((entry) => Number(entry.name))
            .sort((a, b) => a - b)
            .map((page) => `${first}${page}/`);
    return [first, ...further];
  });
}
