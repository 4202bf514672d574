// `npm run bench:size`: how much JavaScript and CSS each exported page loads before it is
// interactive, against a bare Next.js page exported the same way (scripts/bare-next.ts).
// Deterministic (bytes, gzip level 9), so `npm test` runs it and it fails when a page's
// JavaScript is more than BUDGET times the bare page's.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageLinks, servedPath } from '../lib/routes';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { withBareExport } from './bare-next';
import { markdownTable } from './markdown-table';

export const BUDGET = 1.25;

export interface Weight {
  js: number;
  css: number;
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The first-load JavaScript and CSS of a page: its module scripts and script preloads (nomodule
 * polyfills left out; modern browsers skip them) and its stylesheets.
 */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && !/\bnomodule\b/i.test(tag)) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script')) js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  return { js: [...js], css: [...css] };
}

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Weighs one exported HTML page of `out`, whose URLs start with `basePath`. */
export function weighPage(out: string, page: string, basePath: string): Weight {
  const { js, css } = firstLoadAssets(readFileSync(join(out, page), 'utf8'));
  const file = (url: string) => join(out, new URL(url, 'http://site').pathname.slice(basePath.length));
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipped(file(url)), 0);
  return { js: sum(js), css: sum(css) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const { basePath } = resolveSiteUrl();
  const out = resolve('out');
  const pages: [string, string][] = [
    ...pageLinks.map(({ href }): [string, string] => [servedPath(href), `${servedPath(href).slice(1)}index.html`]),
    ['(404)', '404.html'],
  ];
  let weights: [string, Weight][];
  try {
    weights = pages.map(([route, page]) => [route, weighPage(out, page, basePath)]);
  } catch {
    console.error('✗ out/ is missing or incomplete: run `npm run build` first.');
    process.exit(1);
  }
  const bare = await withBareExport(basePath, (bareOut) => weighPage(bareOut, 'index.html', basePath));

  const rows = [
    ['route', 'JS (gzip)', 'CSS (gzip)', 'JS ÷ bare'],
    ['bare Next.js page', kib(bare.js), kib(bare.css), '1.00'],
    ...weights.map(([route, { js, css }]) => [route, kib(js), kib(css), (js / bare.js).toFixed(2)]),
  ];
  console.log(markdownTable(rows, 1));

  const over = weights.filter(([, { js }]) => js > bare.js * BUDGET);
  if (over.length > 0) {
    console.error(`\n✗ over the budget of ${BUDGET}× the bare page's ${kib(bare.js)}: ${over.map(([route]) => route).join(', ')}`);
    process.exit(1);
  }
  console.log(`\n✓ every page within ${BUDGET}× the bare page's JavaScript (${kib(bare.js * BUDGET)})`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/bench-size.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
