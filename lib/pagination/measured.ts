// What the build measured of a list's pages, for the split it makes next (scripts/build/build.ts).
// The estimate of what a card adds to its page (index.ts) is fitted to short texts and to long
// repeated ones; long, varied prose weighs several times what it gives such a card's text
// (docs/performance.md, "The build weighs its list pages"). When a built list page passes the first
// round trip, the build records how much heavier its cards' words were than estimated, and builds
// again: this file is where those figures wait for the next build, and for everything else that
// reads the split (the sitemap, `check`, `bench:size`, the browser tests), which must see the pages
// the build made.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ListRoute, Lists } from '.';

/**
 * How many times the estimate a card's words weigh, by list and by the card's place in it (from
 * 0): 1 for a card left out. Only a build writes it, for the cards of pages that passed the line.
 */
export type TextScales = Partial<Record<ListRoute, Record<number, number>>>;

/**
 * The file the figures are kept in, one entry for each content they were measured on. A content
 * set's build (scripts/site/build-site.ts) runs in a workspace of its own and is pointed at the
 * project's file, where the tests that read the set's split look.
 */
export const measuredFile = () => join(process.env.PAGINATION_CACHE_DIR ?? join(process.cwd(), '.cache', 'pagination'), 'measured.json');

/**
 * What the split depends on, as a key: the lists and the words around them. Other content (Home's
 * words, say) changes what a page weighs too, but not what the key says: the build measures again
 * every time and starts from none, so a stale entry lasts until the next build.
 */
export function contentKey(content: Lists): string {
  const { site, socials, ui, portfolio, sponsors } = content;
  return createHash('sha256')
    .update(JSON.stringify([site, socials, ui, portfolio, sponsors]))
    .digest('hex')
    .slice(0, 16);
}

function readAll(): Record<string, TextScales> {
  try {
    return JSON.parse(readFileSync(measuredFile(), 'utf8')) as Record<string, TextScales>;
  } catch {
    // No build has measured anything yet (or the file is unreadable): the estimate stands.
    return {};
  }
}

/** The figures a build measured on `content`, if any. */
export const measuredScales = (content: Lists): TextScales => readAll()[contentKey(content)] ?? {};

/** Keeps `scales` for `content`; none (or an empty set) forgets what was kept. */
export function recordScales(content: Lists, scales?: TextScales) {
  const all = readAll();
  const key = contentKey(content);
  if (scales && Object.keys(scales).length > 0) all[key] = scales;
  else if (key in all) delete all[key];
  else return;
  mkdirSync(dirname(measuredFile()), { recursive: true });
  writeFileSync(measuredFile(), `${JSON.stringify(all, null, 2)}\n`);
}
