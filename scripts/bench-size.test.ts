/** @jest-environment node */
import { FIRST_WINDOW } from '../lib/first-window';
import { BUDGET, firstLoadAssets, markupBeforePaint, markupBeforePayload, overBudget, sitesToWeigh, undefinedProps } from './bench-size';
import { siteUrlOf } from './site/sites';

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

test('flags a page whose HTML needs more than the first round trip, too much JavaScript, or a payload with props of ours left undefined', () => {
  const bareJs = 100_000;
  const fits = { html: FIRST_WINDOW - 1000, markup: FIRST_WINDOW - 3000, css: 0, js: bareJs * BUDGET, undefinedProps: [] };
  expect(overBudget([['/', fits]], bareJs)).toEqual([]);
  expect(overBudget([['/a/', { ...fits, html: FIRST_WINDOW + 1 }]], bareJs)).toEqual([expect.stringMatching(/^\/a\/: .* of HTML with inline CSS, over the first round trip/)]);
  // A render-blocking stylesheet is part of what the first paint waits for.
  expect(overBudget([['/b/', { ...fits, css: 1001 }]], bareJs)).toEqual([expect.stringMatching(/^\/b\/: .*render-blocking CSS/)]);
  expect(overBudget([['/c/', { ...fits, js: bareJs * BUDGET + 1 }]], bareJs)).toEqual([expect.stringMatching(/^\/c\/: .* of JavaScript/)]);
  expect(overBudget([['/d/', { ...fits, undefinedProps: ['lang'] }]], bareJs)).toEqual([expect.stringMatching(/^\/d\/: its RSC payload writes "lang" left undefined/)]);
});

test("finds the props of ours a page's RSC payload writes out as undefined, not Next's own", () => {
  // As Next writes the payload into the HTML: JSON inside a script's string, its quotes escaped.
  const page = (payload: string) => `<p>Hi</p><script>self.__next_f.push([1,${JSON.stringify(payload)}])</script>`;
  const ours = '9:["$","a",null,{"href":"#main","lang":"$undefined","aria-label":"$undefined","className":"sr-only","children":"Skip"}]\n';
  const nexts = '0:{"P":null,"m":"$undefined","c":["",""]}\n1:["$","link","0",{"rel":"stylesheet","crossOrigin":"$undefined","nonce":"$undefined"}]\n';
  expect(undefinedProps(page(ours + nexts))).toEqual(['lang', 'aria-label']);
  expect(undefinedProps(page(nexts))).toEqual([]);
  // Words that only look like one, in the owner's text, are not props.
  expect(undefinedProps(page('2:["$","p",null,{"children":"lang: $undefined"}]\n'))).toEqual([]);
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

test('weighs every set named with --site, in order, and stops when a --site names none or an argument is unknown', () => {
  expect(sitesToWeigh(['--site', 'minimal', '--site', 'stress']).map(({ name, basePath }) => [name, basePath])).toEqual([
    ['minimal', siteUrlOf('minimal').basePath],
    ['stress', siteUrlOf('stress').basePath],
  ]);
  expect(() => sitesToWeigh(['--site'])).toThrow(/name a content set/);
  expect(() => sitesToWeigh(['--site', 'no-such-set'])).toThrow(/no content set "no-such-set"/);
  expect(() => sitesToWeigh(['--sites', 'stress'])).toThrow(/unknown argument --sites stress/);
});
