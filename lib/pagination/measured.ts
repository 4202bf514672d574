// What was measured of a content's list cards, for the split lib/pagination/ makes of them: how
// many image files each card's picture lists, and how heavy the build found their words.
//
// The images step (scripts/images.ts) records each card's AVIF widths: a camera photo gets six in
// its srcset, a small one fewer, an SVG or another host's picture none, and each costs its page
// bytes (index.ts, `perWidth`). The estimate of what a card adds to its page (index.ts) is fitted
// to short texts and to long repeated ones; long, varied prose weighs several times what it gives
// such a card's text (docs/performance.md, "The build weighs its list pages"). When a built list
// page passes the first round trip, the build records how much heavier its cards' words were than
// estimated, and builds again: this file is where those figures wait for the next build, and for
// everything else that reads the split (the sitemap, `check`, `bench:size`, the browser tests),
// which must see the pages the build made.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ListRoute, Lists } from '.';

/**
 * How many times the estimate a card's words weigh, by list and by the card's place in it (from
 * 0): 1 for a card left out. Only a build writes it, for the cards of pages that passed the line.
 */
export type TextScales = Partial<Record<ListRoute, Record<number, number>>>;

/**
 * How many AVIF widths each card's picture lists, by list, in the list's order: 0 for an SVG or a
 * picture on another host, which is shown as it is. Only the images step writes it.
 */
export type CardWidths = Partial<Record<ListRoute, number[]>>;

/** What is kept for one content. */
interface Measured {
  text?: TextScales;
  widths?: CardWidths;
}

/** The folder the figures are kept in. */
export const measuredDir = () => process.env.PAGINATION_CACHE_DIR ?? join(process.cwd(), '.cache', 'pagination');

/**
 * The file the figures of `content` are kept in: one for each content they were measured on, so
 * that builds of different content (two content sets built side by side) never write the same
 * file. A content set's build (scripts/site/build-site.ts) runs in a workspace of its own and is
 * pointed at the project's folder, where the tests that read the set's split look.
 */
export const measuredFile = (content: Lists) => join(measuredDir(), `${contentKey(content)}.json`);

/**
 * What the split depends on, as a key: the lists and the words around them. Other content (Home's
 * words, say) changes what a page weighs too, and so does a photo replaced under the same name,
 * but not what the key says: the build measures again every time and starts from none, and its
 * images step records the widths again, so a stale entry lasts until the next build.
 */
function contentKey(content: Lists): string {
  const { site, socials, ui, portfolio, sponsors } = content;
  return createHash('sha256')
    .update(JSON.stringify([site, socials, ui, portfolio, sponsors]))
    .digest('hex')
    .slice(0, 16);
}

/** What `file` (a content's `measuredFile`) holds. */
function read(file: string): Measured {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Measured;
  } catch {
    // No build has measured anything of this content yet (or the file is unreadable): the estimate stands.
    return {};
  }
}

/**
 * Everything kept for `content`, read once: the figures a build measured of its words (`text`) and
 * the AVIF widths the images step made for each card (`widths`), each empty when there are none.
 */
export function measured(content: Lists): Required<Measured> {
  const { text = {}, widths = {} } = read(measuredFile(content));
  return { text, widths };
}

/** The figures a build measured on `content`, if any. */
export const measuredScales = (content: Lists): TextScales => measured(content).text;

/** Keeps `part` of what is known of `content` as `value`; none (or an empty one) forgets it. */
function record<K extends keyof Measured>(content: Lists, part: K, value: Measured[K]) {
  const file = measuredFile(content);
  // The parts this file knows, no more: what an older version kept for the content is dropped.
  const { text, widths } = read(file);
  const entry: Measured = { ...(text ? { text } : {}), ...(widths ? { widths } : {}) };
  if (value && Object.keys(value).length > 0) entry[part] = value;
  else if (part in entry) delete entry[part];
  else return;
  if (Object.keys(entry).length === 0) return rmSync(file, { force: true });
  mkdirSync(dirname(file), { recursive: true });
  // Through a temporary file: a reader (a test, the sitemap) never sees half of it.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(entry, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Keeps `scales` for `content`; none (or an empty set) forgets what was kept. */
export const recordScales = (content: Lists, scales?: TextScales) => record(content, 'text', scales);

/** Keeps the AVIF widths the images step made for the cards of `content`. */
export const recordWidths = (content: Lists, widths: CardWidths) => record(content, 'widths', widths);
