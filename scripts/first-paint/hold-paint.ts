// A step of scripts/finish-export.ts: no page paints half-parsed.
//
// A browser paints whatever it has parsed when the parser pauses: on a slow phone, or when the
// HTML comes in more than one piece. Half a header (the theme toggle without the menu button
// beside it), a hero whose grid has one cell of two, a row of links cut short: each then moves
// when the rest is parsed, a layout shift the visitor sees (measured with 4x CPU slowdown: up to
// 0.03 on Home). `<link rel="expect" blocking="render">` holds the first paint until the element
// it names has been parsed: here the footer's list of pages, which follows everything the first
// screen shows. The markup before it fits in the first round trip (`npm run bench:size`), so
// this costs parsing time, not a wait for the network. Browsers without it (Firefox, Safari
// today) ignore the element.
import { SITE_LINKS_ID } from '../../components/footer/site-links';
import { rewritePages } from '../export-pages';

/** `html` with its first paint held until the element with `id` is parsed; as it was when no element has that id. */
export function holdPaintUntil(html: string, id: string): string {
  if (!html.includes(`id="${id}"`) || html.includes('rel="expect"')) return html;
  return html.replace(/<head>/i, `<head><link rel="expect" href="#${id}" blocking="render"/>`);
}

/** Holds every exported page's first paint until its footer's list of pages is parsed. */
export function holdPaintOfEveryPage(out: string): void {
  rewritePages(out, (html) => holdPaintUntil(html, SITE_LINKS_ID));
}
