// `npm run bench:size`: what each exported page sends before its first paint and before it is
// interactive, against a bare Next.js page exported the same way (scripts/bare-next.ts).
// Deterministic (bytes, gzip level 9), so `npm test` runs it and it fails when a page's
// JavaScript is more than BUDGET times the bare page's, or when what it needs for its first
// paint (its HTML with the inline CSS, plus any render-blocking stylesheet) passes FIRST_WINDOW,
// or when its RSC payload carries a prop of ours left undefined (bytes for nothing).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadContent, type SiteContent } from '../content';
import { FIRST_WINDOW } from '../lib/first-window';
import { sitePages } from '../lib/pagination';
import { servedPath } from '../lib/routes';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { withBareExport } from './bare-next';
import { attributeOf } from './export-pages';
import { isMainModule } from './main-module.mjs';
import { markdownTable } from './markdown-table';
import { loadSiteContent, readSiteArgs, siteOut, siteUrlOf } from './site/sites';

export const BUDGET = 1.15;

export interface Weight {
  /** The page's HTML, with its inline CSS. */
  html: number;
  /**
   * The part of `html` a phone's first paint waits for: the head with the inline CSS, and the
   * markup up to the element the paint hold names (scripts/first-paint/hold-paint.ts), or before
   * React's payload (the inline `self.__next_f` scripts at the end of the body) on a page without
   * one. Reported, not held to the budget: it says whether the first paint fits the first round
   * trip even where the whole HTML does not.
   */
  markup: number;
  /** Render-blocking stylesheets. */
  css: number;
  js: number;
  /** The props of ours its RSC payload writes out as undefined (`undefinedProps`). */
  undefinedProps: string[];
}

/**
 * The first-load JavaScript and CSS of a page: its module scripts and script preloads (nomodule
 * polyfills left out; modern browsers skip them) and its stylesheets (not those for print only,
 * which do not hold the paint).
 */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attributeOf(tag, 'src');
    if (src && !/\bnomodule\b/i.test(tag)) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attributeOf(tag, 'rel');
    const href = attributeOf(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload' || (rel === 'preload' && attributeOf(tag, 'as') === 'script')) js.add(href);
    if (rel === 'stylesheet' && attributeOf(tag, 'media')?.trim().toLowerCase() !== 'print') css.add(href);
  }
  return { js: [...js], css: [...css] };
}

const gzipped = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** The HTML before its first RSC payload script (all of it when there is none). */
export function markupBeforePayload(html: string): string {
  const at = html.search(/<script>\(?self\.__next_f/);
  return at === -1 ? html : html.slice(0, at);
}

/**
 * The HTML a phone's first paint waits for: up to the end of the start tag of the element its
 * paint hold names (the hold for every screen, not one with `media`), where Chromium lifts the
 * hold; before the payload on a page without a hold.
 */
export function markupBeforePaint(html: string): string {
  const hold = /<link rel="expect" href="#([^"]+)" blocking="render"\/?>/.exec(html);
  const element = hold ? new RegExp(`<[a-z][^>]*\\bid="${hold[1]}"[^>]*>`, 'i').exec(html) : null;
  return element ? html.slice(0, element.index + element[0].length) : markupBeforePayload(html);
}

/**
 * Keys Next itself writes as `$undefined` into every page's RSC payload: the router state's
 * one-letter fields, its boundaries' options and its own script and stylesheet props.
 */
const NEXT_UNDEFINED_KEYS = new Set(['a', 'd', 'l', 'm', 'p', 'r', 's', 'crossOrigin', 'nonce', 'error', 'errorScripts', 'errorStyles', 'forbidden', 'notFound', 'templateScripts', 'templateStyles', 'unauthorized']);

/**
 * The props of ours that a page's RSC payload writes out though they are undefined
 * (`"lang":"$undefined"`): a Server Component that hands on `lang={uiLang}` writes it on every
 * page where the site has no `uiLang`, where leaving it out says the same (lib/defined-props.ts).
 * The payload sits in the HTML inside script strings, its quotes escaped.
 */
export function undefinedProps(html: string): string[] {
  const keys = new Set<string>();
  for (const [, key] of html.matchAll(/\\"([^"\\]+)\\":\\"\$undefined\\"/g)) if (!NEXT_UNDEFINED_KEYS.has(key!)) keys.add(key!);
  return [...keys];
}

/** Weighs one exported HTML page of `out`, whose URLs start with `basePath`. */
export function weighPage(out: string, page: string, basePath: string): Weight {
  const html = readFileSync(join(out, page), 'utf8');
  const { js, css } = firstLoadAssets(html);
  const file = (url: string) => join(out, new URL(url, 'http://site').pathname.slice(basePath.length));
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipped(readFileSync(file(url))), 0);
  return { html: gzipped(html), markup: gzipped(markupBeforePaint(html)), js: sum(js), css: sum(css), undefinedProps: undefinedProps(html) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What is wrong with the weights of `pages` against the bare page's JavaScript; empty when nothing. */
export function overBudget(pages: readonly [string, Weight][], bareJs: number): string[] {
  const problems: string[] = [];
  for (const [route, { html, css, js, undefinedProps: props }] of pages) {
    if (html + css > FIRST_WINDOW)
      problems.push(`${route}: ${kib(html + css)} of HTML with inline CSS${css > 0 ? ', plus render-blocking CSS' : ''}, over the first round trip's ${kib(FIRST_WINDOW)}`);
    if (js > bareJs * BUDGET) problems.push(`${route}: ${kib(js)} of JavaScript, over ${BUDGET}× the bare page's ${kib(bareJs)}`);
    if (props.length > 0) problems.push(`${route}: its RSC payload writes ${props.map((prop) => `"${prop}"`).join(', ')} left undefined: leave such props out (lib/defined-props.ts)`);
  }
  return problems;
}

/** A site to weigh: its export, base path and content, and the name it is reported under. */
interface SiteToWeigh {
  name: string;
  out: string;
  basePath: string;
  content: SiteContent;
}

/**
 * `npm run bench:size`: out/, the owner's site as `npm run build` left it; `-- --site <set>`: a
 * content set of test/sites as `npm run build:site` left it, and `--site` again for more than one
 * (sets under the same base path are weighed against one bare page, whose build is most of the
 * run). npm test weighs the fixture set, a full site whose content does not change, so that the
 * budget holds the code to account, and the stress set, whose long lists must split into pages
 * that each fit.
 */
export function sitesToWeigh(args: string[]): SiteToWeigh[] {
  const { sets: names, rest } = readSiteArgs(args);
  // A mistyped option would otherwise weigh out/ as if nothing had been asked.
  if (rest.length > 0) throw new Error(`unknown argument ${rest.join(' ')}: bench:size takes --site <set>, once for each set`);
  if (names.length === 0) return [{ name: 'out/', out: resolve('out'), basePath: resolveSiteUrl().basePath, content: loadContent() }];
  return names.map((name) => ({ name, out: siteOut(name), basePath: siteUrlOf(name).basePath, content: loadSiteContent(name) }));
}

/** Every page of `site` weighed, its list pages and 404 page included; exits when its export is missing. */
function weighSite({ out, basePath, content }: SiteToWeigh): [string, Weight][] {
  // Every page the content makes, each list's further pages included (lib/pagination/).
  const pages: [string, string][] = [
    ...sitePages(content).map((page): [string, string] => [servedPath(page), `${servedPath(page).slice(1)}index.html`]),
    ['(404)', '404.html'],
  ];
  try {
    return pages.map(([route, page]) => [route, weighPage(out, page, basePath)]);
  } catch {
    console.error(`✗ ${out} is missing or incomplete: run \`npm run build\` (or \`npm run build:site -- <set>\`) first.`);
    process.exit(1);
  }
}

async function main() {
  let sites: SiteToWeigh[];
  try {
    sites = sitesToWeigh(process.argv.slice(2));
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
  const weighed = sites.map((site) => ({ site, weights: weighSite(site) }));
  // One bare page for each base path the sites are under (npm test's two sets are under two).
  const bareOf = new Map<string, Weight>();
  for (const { basePath } of sites) {
    if (!bareOf.has(basePath)) bareOf.set(basePath, await withBareExport(basePath, (bareOut) => weighPage(bareOut, 'index.html', basePath)));
  }

  let failed = false;
  for (const { site, weights } of weighed) {
    const bare = bareOf.get(site.basePath)!;
    if (sites.length > 1) console.log(`\n${site.name}:\n`);
    const rows = [
      ['route', 'HTML + inline CSS (gzip)', 'of it, before the first paint', 'blocking CSS (gzip)', 'JS (gzip)', 'JS ÷ bare'],
      ['bare Next.js page', kib(bare.html), kib(bare.markup), kib(bare.css), kib(bare.js), '1.00'],
      ...weights.map(([route, { html, markup, css, js }]) => [route, kib(html), kib(markup), kib(css), kib(js), (js / bare.js).toFixed(2)]),
    ];
    console.log(markdownTable(rows, 1));

    const problems = overBudget(weights, bare.js);
    if (problems.length > 0) {
      console.error(`\n✗ ${site.name} over budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
      failed = true;
      continue;
    }
    console.log(
      `\n✓ ${site.name}: every page's HTML fits the first round trip's ${kib(FIRST_WINDOW)}, and every page loads at most ${BUDGET}× the bare page's JavaScript (${kib(bare.js * BUDGET)})`,
    );
  }
  if (failed) process.exit(1);
}

if (isMainModule(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
