/** @jest-environment node */
import { FIRST_WINDOW } from '../lib/first-window';
import { BUDGET, firstLoadAssets, markupBeforePaint, markupBeforePayload, overBudget } from './bench-size';

test('counts module scripts, script preloads and stylesheets; not nomodule polyfills, other preloads or print stylesheets', () => {
  const html = `<head>
    <link rel="preload" href="/p/_next/static/media/font.woff2" as="font" crossorigin=""/>
    <link rel="preload" as="image" href="/p/images/me.webp"/>
    <link rel="stylesheet" href="/p/_next/static/chunks/a.css" data-precedence="next"/>
    <link rel="stylesheet" href="/p/_next/static/chunks/a.print.css" media="print"/>
    <link rel="preload" as="script" fetchPriority="low" href="/p/_next/static/chunks/b.js"/>
    <link rel="modulepreload" href="/p/_next/static/chunks/c.js"/>
    <script src="/p/_next/static/chunks/d.js" async=""></script>
    <script src="/p/_next/static/chunks/polyfills.js" noModule=""></script>
    <script src="/p/_next/static/chunks/d.js" async=""></script>
    <script>self.__next_f.push([0])</script>
  </head>`;
  expect(firstLoadAssets(html)).toEqual({
    js: ['/p/_next/static/chunks/d.js', '/p/_next/static/chunks/b.js', '/p/_next/static/chunks/c.js'],
    css: ['/p/_next/static/chunks/a.css'],
  });
});

test('flags a page whose HTML needs more than the first round trip, or too much JavaScript', () => {
  const bareJs = 100_000;
  const fits = { html: FIRST_WINDOW - 1000, markup: FIRST_WINDOW - 3000, css: 0, js: bareJs * BUDGET };
  expect(overBudget([['/', fits]], bareJs)).toEqual([]);
  expect(overBudget([['/a/', { ...fits, html: FIRST_WINDOW + 1 }]], bareJs)).toEqual([expect.stringMatching(/^\/a\/: .* of HTML with inline CSS, over the first round trip/)]);
  // A render-blocking stylesheet is part of what the first paint waits for.
  expect(overBudget([['/b/', { ...fits, css: 1001 }]], bareJs)).toEqual([expect.stringMatching(/^\/b\/: .*render-blocking CSS/)]);
  expect(overBudget([['/c/', { ...fits, js: bareJs * BUDGET + 1 }]], bareJs)).toEqual([expect.stringMatching(/^\/c\/: .* of JavaScript/)]);
});

test('tells the markup the browser paints from the RSC payload after it', () => {
  const html = '<html><head><style>p{}</style></head><body><p>Hi</p><script>self.__next_f.push([1,"x"])</script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';
  expect(markupBeforePayload(html)).toBe('<html><head><style>p{}</style></head><body><p>Hi</p>');
  expect(markupBeforePayload('<p>no payload</p>')).toBe('<p>no payload</p>');
});

test('tells the markup a phone\'s first paint waits for: up to the start of the element the paint hold names', () => {
  const held =
    '<html><head><link rel="expect" href="#first-screen-end" blocking="render"/><link rel="expect" href="#footer-end" blocking="render" media="(min-width: 80rem)"/></head>' +
    '<body><ul><li>1</li><li id="first-screen-end" class="flex">10</li></ul><footer><nav></nav><p>©<span id="footer-end"></span></p></footer><script>self.__next_f.push([1,"x"])</script></body></html>';
  expect(markupBeforePaint(held)).toMatch(/<li>1<\/li><li id="first-screen-end" class="flex">$/);
  // Without a hold, everything before the payload.
  expect(markupBeforePaint('<html><body><p>Hi</p><script>self.__next_f.push([1,"x"])</script></body></html>')).toBe('<html><body><p>Hi</p>');
});
