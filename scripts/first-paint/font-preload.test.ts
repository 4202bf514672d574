/** @jest-environment node */
import { preloadFontsFromBody } from './font-preload';

const font = '<link rel="preload" href="/p/_next/static/media/display.woff2" as="font" crossorigin="" type="font/woff2"/>';
const image = '<link rel="preload" as="image" href="/p/_img/me.avif"/>';
const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${font}${image}</head><body class="flex"><main>…</main></body></html>`;

test('moves the font preload out of <head> to the start of <body>, where it does not hold the first paint', () => {
  const moved = preloadFontsFromBody(page);
  expect(moved).toBe(`<!DOCTYPE html><html><head><meta charSet="utf-8"/>${image}</head><body class="flex">${font}<main>…</main></body></html>`);
});

test('leaves other preloads, and a page without a font preload, as they are', () => {
  const withoutFont = page.replace(font, '');
  expect(preloadFontsFromBody(withoutFont)).toBe(withoutFont);
});

test('leaves a font preload already in <body> where it is', () => {
  const once = preloadFontsFromBody(page);
  expect(preloadFontsFromBody(once)).toBe(once);
});
