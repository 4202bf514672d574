// The steps of scripts/finish-export.ts that make every page paint from its first round trip
// (docs/performance.md): unknown paths answered by Home's page, then each page's critical CSS
// inlined in place of its render-blocking stylesheet link, and its first paint held until its
// markup is parsed. Runs before the Content-Security-Policy is added.
import { holdPaintOfEveryPage } from './hold-paint';
import { writeHomeAs404 } from './home-as-404';
import { inlineCriticalCss } from './inline-critical-css';

export function prepareFirstPaint(out: string, basePath: string): { pages: number } {
  writeHomeAs404(out);
  const inlined = inlineCriticalCss(out, basePath);
  holdPaintOfEveryPage(out);
  return inlined;
}
