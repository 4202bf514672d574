// Between the passes of `npm run build` (build.ts): what each list page weighs as built, against
// the first round trip, and what the split must assume of a list's words when one passes it.
import { estimatedLine, estimatedPages, listPagePath, listRoutes, type ListPagePath, type ListRoute, type Lists } from '../../lib/pagination';
import { measuredScales, type TextScales } from '../../lib/pagination/measured';
import { servedPath } from '../../lib/routes';
import { FIRST_WINDOW } from '../../lib/first-window';
import { weighPage } from '../bench-size';

export interface ListPageWeight {
  route: ListRoute;
  path: ListPagePath;
  /** Its cards, by their places in the list (from 0). */
  cards: number[];
  /** Its HTML with the inline CSS, gzipped, as `bench:size` weighs it (no page has blocking CSS). */
  measured: number;
  /** What lib/pagination/ estimated, and of that its cards' text. */
  estimated: number;
  text: number;
}

/** Every page of each list of `content` in the export `out`, weighed. */
export function weighLists(out: string, basePath: string, content: Lists): ListPageWeight[] {
  return listRoutes.flatMap((route) =>
    estimatedPages(content, route).map(({ weight, text, cards }, index) => {
      const path = listPagePath(route, index + 1);
      const { html, css } = weighPage(out, `${servedPath(path).slice(1)}index.html`, basePath);
      return { route, path, cards, measured: html + css, estimated: weight, text };
    }),
  );
}

export const isOver = (page: ListPageWeight) => page.measured > FIRST_WINDOW;

/**
 * What the next pass should assume of the words of the cards on each page over the line: their
 * figures so far, times what makes the page's estimate what it measured, 5% over, so that the
 * pages split again land under the line rather than on it. When a page is over, so that the list
 * is split again, the cards of a page that came out heavier than estimated and past the line the
 * estimate aims at (100 bytes under it) get theirs too: split again with others, such cards can
 * make the next build's page over (the `stress` set's fourth and last build had a page of two
 * cards 2 bytes over the line before this). The cards of the other pages keep theirs: long prose
 * on one page does not take room from short cards elsewhere in the list.
 * Undefined when no page is over, or none of the over pages has words to blame (a page of one
 * card without text, say, which no split can lighten).
 */
export function nextScales(content: Lists, weights: readonly ListPageWeight[]): TextScales | undefined {
  const scales: TextScales = structuredClone(measuredScales(content));
  let changed = false;
  if (!weights.some(isOver)) return undefined;
  const nearlyOver = (page: ListPageWeight) => page.measured > estimatedLine && page.measured > page.estimated;
  for (const page of weights.filter((page) => isOver(page) || nearlyOver(page))) {
    if (page.text <= 0) continue;
    const ratio = ((page.text + page.measured - page.estimated) / page.text) * 1.05;
    if (ratio <= 1) continue;
    const list = (scales[page.route] ??= {});
    for (const index of page.cards) list[index] = Number(((list[index] ?? 1) * ratio).toFixed(3));
    changed = true;
  }
  return changed ? scales : undefined;
}
