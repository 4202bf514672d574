// A step of scripts/finish-export.ts: every exported page paints from its first round trip.
//
// Next links the site's whole stylesheet from every page, and a stylesheet link in <head> holds
// the first paint until it has arrived: one more round trip (150 ms on slow 4G) after the HTML,
// plus its download. Here each page's link becomes a <style> with the rules its markup uses
// (./critical-css.ts), so the HTML alone paints the page, with or without JavaScript, and a
// preload of the whole stylesheet, which fetches it beside the scripts without holding the paint.
// When React hydrates, it finds the stylesheet in its payload but not in the document and adds
// the <link> again; the preload has fetched it by then, so what the scripts show from then on
// (menu, dialogs, contact alerts, the typewriter, the pages reached inside the app) is styled.
// The fonts are declared once, inline (see withoutFontFaces). The printed rules are not inline:
// they go to a small `<name>.print.css` beside the stylesheet, linked with `media="print"`, which
// the browser fetches without holding the paint.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { criticalCss, printCss } from './critical-css';
import { attributeOf, rewritePages } from '../export-pages';

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;

const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[name]!);

/** Every class attribute's words in `html`. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\bclass="([^"]*)"/gi)) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Every element name in `html`. */
function htmlTags(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-z][a-z0-9-]*)/gi)].map(([, name]) => name!.toLowerCase()));
}

/** `css` from the stylesheet at `href` with its relative url()s made absolute: it moves into the page. */
export function rebase(css: string, href: string): string {
  // The lookahead also refuses a space or quote, so the regex cannot step back over the opening
  // quote of url("data:…") and take what follows for a relative URL.
  return css.replace(/url\((\s*['"]?)(?![a-z][a-z0-9+.-]*:|\/|#|['"\s])([^'")]*)/gi, (_, open: string, url: string) => {
    const absolute = new URL(url, new URL(href, 'http://site'));
    return `url(${open}${absolute.pathname}${absolute.search}${absolute.hash}`;
  });
}

/** Where the printed rules of the stylesheet at `href` are written (see printCss). */
const printHref = (href: string) => href.replace(/(\.css)?$/, '.print$1');

/** A stylesheet of the export: its text, and its printed rules (printCss), worked out once for every page. */
export interface Stylesheet {
  css: string;
  print: string;
}

export const stylesheetOf = (css: string): Stylesheet => ({ css, print: printCss(css) });

/**
 * The page with each stylesheet link replaced by the rules of that stylesheet its markup uses,
 * inline, a print-only link to its printed rules (printHref) and a preload of the whole file.
 * `read` gives a stylesheet from its URL.
 */
export function inlineInto(html: string, read: (url: string) => Stylesheet): string {
  const used = { classes: htmlClasses(html), tags: htmlTags(html), text: html };
  return html.replace(stylesheetLink, (tag) => {
    const href = attributeOf(tag, 'href');
    if (!href) return tag;
    const { css, print } = read(href);
    const printLink = print ? `<link rel="stylesheet" href="${printHref(href)}" media="print"/>` : '';
    return `<style>${rebase(criticalCss(css, used), href)}</style>${printLink}<link rel="preload" href="${href}" as="style"/>`;
  });
}

/**
 * The stylesheet without its @font-face rules. Every page declares them in its inline CSS; the
 * same rules in the stylesheet React adds after hydration would declare each font a second time,
 * and the browser would load and apply that second face then, with the page already shown: the
 * headings would change font late and move what is below them.
 */
export function withoutFontFaces(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, '');
}

/** Inlines the critical CSS of every HTML page of `out` (a static export under `basePath`). */
export function inlineCriticalCss(out: string, basePath: string): void {
  const stylesheets = new Map<string, Stylesheet>();
  const read = (url: string) => {
    const path = new URL(url, 'http://site').pathname.slice(basePath.length);
    if (!stylesheets.has(path)) stylesheets.set(path, stylesheetOf(readFileSync(join(out, path), 'utf8')));
    return stylesheets.get(path)!;
  };
  rewritePages(out, (html) => inlineInto(html, read));
  for (const [path, { css, print }] of stylesheets) {
    if (print) writeFileSync(join(out, printHref(path)), print);
    writeFileSync(join(out, path), withoutFontFaces(css));
  }
}
