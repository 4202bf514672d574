/** @jest-environment node */
import { firstLoadAssets } from './bench-size';

test('counts module scripts, script preloads and stylesheets; not nomodule polyfills or other preloads', () => {
  const html = `<head>
    <link rel="preload" href="/p/_next/static/media/font.woff2" as="font" crossorigin=""/>
    <link rel="preload" as="image" href="/p/images/me.webp"/>
    <link rel="stylesheet" href="/p/_next/static/chunks/a.css" data-precedence="next"/>
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
