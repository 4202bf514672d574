// A step of scripts/finish-export.ts: no page paints half-parsed.
//
// A browser paints whatever it has parsed when the parser pauses: on a slow phone, or when the
// HTML comes in more than one piece. Half a header (the theme toggle without the menu button
// beside it), a hero whose grid has one cell of two, a row of links cut short: each then moves
// when the rest is parsed, a layout shift the visitor sees (measured with 4x CPU slowdown: up to
// 0.03 on Home). `<link rel="expect" blocking="render">` holds the first paint until the parser
// has inserted the element it names (Chromium lifts it at the element's start tag): here an empty
// mark at the end of the footer, after everything the page shows (components/footer/footer-end.ts).
// Browsers without it (Firefox, Safari today) ignore the element.
//
// A page with a long grid of cards paints sooner: once the cards of the first screen are parsed
// (components/ui/first-screen.ts), not after the whole grid, so that it paints from its first
// round trip however many cards the owner has. Where the Follow Me list sits beside the first
// screen (wide screens), the link's `media` keeps the hold on the footer. What comes before the
// hold lifts fits in the first round trip (`npm run bench:size`, "before the first paint"), so
// the hold costs parsing time, not a wait for the network.
import { FOOTER_END_ID } from '../../components/footer/footer-end';
import { FIRST_SCREEN_END_ID, SIDE_COLUMN_MEDIA } from '../../components/ui/first-screen';

/** One hold: the first paint waits for the element with `id`, where `media` matches (always without). */
export interface Hold {
  id: string;
  media?: string;
}

/** The holds of an exported page: the first screen's end where the page names one, else its footer's end. */
function holdsOf(html: string): Hold[] {
  if (html.includes(`id="${FIRST_SCREEN_END_ID}"`)) return [{ id: FIRST_SCREEN_END_ID }, { id: FOOTER_END_ID, media: SIDE_COLUMN_MEDIA }];
  return [{ id: FOOTER_END_ID }];
}

/**
 * `html` with its first paint held, first thing in `<head>`; as it was when it already is, or when
 * it has none of the elements named (a browser would hold the paint to the end of the page).
 */
export function holdPaint(html: string): string {
  if (html.includes('rel="expect"')) return html;
  const links = holdsOf(html)
    .filter(({ id }) => html.includes(`id="${id}"`))
    .map(({ id, media }) => `<link rel="expect" href="#${id}" blocking="render"${media ? ` media="${media}"` : ''}/>`);
  return links.length === 0 ? html : html.replace(/<head>/i, `<head>${links.join('')}`);
}
