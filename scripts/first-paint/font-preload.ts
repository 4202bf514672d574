// A step of scripts/finish-export.ts: the headings' font is fetched as early as before, without
// holding the first paint.
//
// Chromium (RenderBlockingFonts, on by default) holds the first paint for a font preloaded from
// <head> until it has loaded, for up to 100 ms after the page is otherwise ready. On slow 4G the
// font cannot arrive before the first paint (it is a request after the HTML, ~0.56 s at the
// least), so pages painted up to 100 ms later for nothing: the headings are drawn in fallback
// faces sized to the font (app/font-fallbacks.css) and the swap shifts nothing. A preload inside
// <body> is not render-blocking (RenderBlockingResourceManager::AddPendingFontPreload returns
// once the body exists), and the preload scanner still finds it in the first round trip, so the
// font is requested at the same moment. Measured in docs/performance.md.

const FONT_PRELOAD = /<link(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/g;

/** `html` with every font preload of its <head> moved to the start of its <body>. */
export function preloadFontsFromBody(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(FONT_PRELOAD);
  if (!preloads) return html;
  const rest = html.slice(headEnd).replace(/<body[^>]*>/, (body) => body + preloads.join(''));
  return head.replace(FONT_PRELOAD, '') + rest;
}
