// The steps of scripts/finish-export.ts that make every page paint from its first round trip
// (docs/performance.md): unknown paths answered by Home's page, then each page's critical CSS
// inlined in place of its render-blocking stylesheet link, its largest photo preloaded from
// <head>, its first paint held until its markup is parsed, and its font preloaded without
// holding that paint. Runs before the Content-Security-Policy is added.
import { rewritePages } from '../export-pages';
import { preloadFontsFromBody } from './font-preload';
import { holdPaint } from './hold-paint';
import { preloadPriorityImages } from './image-preload';
import { writeHomeAs404 } from './home-as-404';
import { inlineCriticalCss } from './inline-critical-css';

export function prepareFirstPaint(out: string, basePath: string): void {
  writeHomeAs404(out);
  inlineCriticalCss(out, basePath);
  // Rewrites of each page's HTML alone: one pass reads and writes every page once.
  rewritePages(out, (html) => preloadFontsFromBody(holdPaint(preloadPriorityImages(html))));
}
