/** @jest-environment node */
import { htmlClasses, inlineInto, rebase, stylesheetOf, withoutFontFaces } from './inline-critical-css';

const stylesheet = '@font-face{font-family:x;src:url(../media/x.woff2)}.used{color:red}.unused{color:blue}@media print{.used{color:black}}';
const page = (head: string) =>
  `<!DOCTYPE html><html><head>${head}<script src="/p/_next/static/chunks/a.js" async=""></script></head><body><p class="used other">Hi</p></body></html>`;

test('replaces the render-blocking stylesheet link by the rules the page uses and a preload of the whole file', () => {
  const html = inlineInto(page('<link rel="stylesheet" href="/p/_next/static/chunks/site.css" data-precedence="next"/>'), (url) => {
    expect(url).toBe('/p/_next/static/chunks/site.css');
    return stylesheetOf(stylesheet);
  });
  // No stylesheet link holds the paint: the only one left is for print.
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
  const style = /<style>([^<]*)<\/style>/.exec(html)?.[1];
  expect(style).toContain('.used{color:red}');
  expect(style).not.toContain('.unused');
  expect(style).toContain('url(/p/_next/static/media/x.woff2)');
  expect(style).not.toContain('@media print');
  expect(html).toContain('<link rel="stylesheet" href="/p/_next/static/chunks/site.print.css" media="print"/>');
  expect(html).toContain('<link rel="preload" href="/p/_next/static/chunks/site.css" as="style"/>');
  // The scripts stay where they were: nothing waits for the stylesheet any more.
  expect(html).toContain('<script src="/p/_next/static/chunks/a.js" async=""></script>');
});

test('links no print stylesheet when the site has no printed rules', () => {
  const html = inlineInto(page('<link rel="stylesheet" href="/p/site.css"/>'), () => stylesheetOf('.used{color:red}'));
  expect(html).not.toContain('media="print"');
});

test('leaves a page without a stylesheet as it is', () => {
  const html = page('<meta charSet="utf-8"/>');
  expect(inlineInto(html, () => stylesheetOf(stylesheet))).toBe(html);
});

test('reads class attributes with HTML entities', () => {
  expect([...htmlClasses('<div class="a  b&amp;c"></div><span class="d"></span>')]).toEqual(['a', 'b&c', 'd']);
});

test('makes relative url()s absolute against the stylesheet, and leaves the others', () => {
  const href = '/p/_next/static/chunks/site.css';
  expect(rebase('a{b:url(../media/x.woff2)}', href)).toBe('a{b:url(/p/_next/static/media/x.woff2)}');
  expect(rebase('a{b:url("img.png")}', href)).toBe('a{b:url("/p/_next/static/chunks/img.png")}');
  expect(rebase('a{b:url(data:image/png;base64,AAA)}', href)).toBe('a{b:url(data:image/png;base64,AAA)}');
  expect(rebase(`a{b:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")}`, href)).toBe(
    `a{b:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")}`,
  );
  expect(rebase("a{b:url( 'img.png' )}", href)).toBe("a{b:url( '/p/_next/static/chunks/img.png' )}");
  expect(rebase('a{b:url(/abs.png)}', href)).toBe('a{b:url(/abs.png)}');
  expect(rebase('a{b:url(https://x.dev/y.png)}', href)).toBe('a{b:url(https://x.dev/y.png)}');
});

test('the whole stylesheet loses its @font-face rules, which every page declares inline', () => {
  expect(withoutFontFaces('@font-face{font-family:x;src:url(x.woff2)}.a{color:red}@font-face{font-family:y Fallback;src:local(Arial)}')).toBe('.a{color:red}');
});
