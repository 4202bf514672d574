// A step of scripts/finish-export.ts: the page's largest photo is asked for from the HTML's first
// bytes, not once the parser has read the inline CSS and reached its <picture>.
//
// The preload is written into the exported HTML here rather than by React (react-dom's preload()
// from the component): React sends such a preload as a hint inside the route's payload, and the
// payloads Next prefetches behind a page's links carry it too. Home, prefetching Portfolio and
// Sponsors behind its buttons, then fetched their photos at high priority and never showed them
// (two photos more on a phone's connection, and the browser's warning that a preload went unused).
// Written here, a preload reaches only the page it is for; a page opened inside the app asks for
// its photo as its <img> appears, which says fetchpriority="high".
import { fallbackWidth } from '@/lib/images/file-names';
import { attributeOf } from '../export-pages';

const PICTURE = /<picture\b[^>]*>([\s\S]*?)<\/picture>/gi;

/** A preload of the AVIF files of each <picture> whose <img> says fetchpriority="high", as the <source> offers them. */
function preloadsOf(html: string): string[] {
  const preloads: string[] = [];
  for (const [, inside = ''] of html.matchAll(PICTURE)) {
    const img = /<img\b[^>]*>/i.exec(inside)?.[0];
    const source = /<source\b[^>]*\btype="image\/avif"[^>]*>/i.exec(inside)?.[0];
    if (!img || !source || attributeOf(img, 'fetchPriority')?.toLowerCase() !== 'high') continue;
    const srcSet = attributeOf(source, 'srcSet');
    const sizes = attributeOf(source, 'sizes');
    if (!srcSet || !sizes) continue;
    // "url width" pairs ("…-347.avif 347w"); the href, for a browser without imagesrcset, is the
    // file of the <img>'s own width (lib/images/file-names.ts).
    const files = srcSet.split(',').map((entry) => {
      const [url = '', width = ''] = entry.trim().split(/\s+/);
      return { url, width: parseInt(width, 10) };
    });
    const middle = fallbackWidth(files.map(({ width }) => width));
    const href = files.find(({ width }) => width === middle)!.url;
    preloads.push(`<link rel="preload" as="image" type="image/avif" fetchPriority="high" href="${href}" imageSrcSet="${srcSet}" imageSizes="${sizes}"/>`);
  }
  return preloads;
}

/** `html` with a preload in <head>, after its viewport, of each photo its markup fetches at high priority. */
export function preloadPriorityImages(html: string): string {
  const preloads = preloadsOf(html);
  if (preloads.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const viewport = /<meta\b[^>]*\bname="viewport"[^>]*>/i.exec(html.slice(0, headEnd));
  const at = viewport ? viewport.index + viewport[0].length : html.indexOf('>', html.search(/<head\b/i)) + 1;
  return html.slice(0, at) + preloads.join('') + html.slice(at);
}
