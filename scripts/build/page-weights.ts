// After `npm run build` (build.ts): the pages without a list to split over further pages (Home,
// About, Contact) are as long as the owner's texts on them. The build names any that passes the
// first round trip, and how much of it the first paint needs, so that the owner hears of it
// rather than finding it in an audit.
import { FIRST_WINDOW } from '../../lib/first-window';
import { isListRoute } from '../../lib/pagination';
import { routes, servedPath, type Route } from '../../lib/routes';
import { weighPage } from '../bench-size';

export interface PageWeight {
  route: Route;
  /** Its HTML with the inline CSS, gzipped, as `bench:size` weighs it. */
  whole: number;
  /** Of that, what a phone's first paint waits for (up to the paint hold's mark). */
  beforePaint: number;
}

/** The pages of `out` that no split can lighten and that pass the first round trip. */
export function heavyPages(out: string, basePath: string): PageWeight[] {
  return Object.values(routes)
    .filter((route) => !isListRoute(route))
    .map((route) => {
      const { html, css, markup } = weighPage(out, `${servedPath(route).slice(1)}index.html`, basePath);
      return { route, whole: html + css, beforePaint: markup };
    })
    .filter(({ whole }) => whole > FIRST_WINDOW);
}

const bytes = (n: number) => `${n.toLocaleString('en')} bytes`;

/** The build's warning for `pages`; undefined when there are none. */
export function heavyPagesWarning(pages: readonly PageWeight[]): string | undefined {
  if (pages.length === 0) return undefined;
  const paintWaits = pages.some(({ beforePaint }) => beforePaint > FIRST_WINDOW);
  return (
    `! over the first round trip (14 KiB gzipped): ${pages.map(({ route, whole, beforePaint }) => `${servedPath(route)}: ${bytes(whole)}, of which its first paint needs ${bytes(beforePaint)}`).join('; ')}. ` +
    'Such a page takes one more round trip (about 150 ms on a slow phone connection) to arrive whole, and its scripts start that much later' +
    (paintWaits ? '; where the first paint needs more than 14 KiB, the page appears that much later too' : ', though it appears as soon') +
    '. Shorter texts on it would bring it under.'
  );
}
