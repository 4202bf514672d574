// `npm run bench:font-swap`: layout shift on a phone on slow 4G, the conditions Lighthouse's
// devtools throttling sets (Moto G Power screen 412×823, 562.5 ms request latency, 1.44 Mbit/s,
// CPU 4× slower), a fresh browser context per load, light and dark theme. A report, not a test:
// it prints each load's CLS, when the heading font arrived against the first paint, and what
// moved. Exports given as label=folder are measured interleaved (default: this=out):
//
//   npm run bench:font-swap -- before=/tmp/old-out after=out --runs=3 --pages=/,/about/
//
// Each export is served as GitHub Pages serves it, on FONT_SWAP_PORT (4300) and the ports after it.
import { chromium, type Browser } from '@playwright/test';
import { resolve } from 'node:path';
import { layoutShifts, recordLayoutShifts } from '../layout-shift';
import { resolveSiteUrl } from '../../lib/site-url.mjs';
import { chromiumArgs, findChromium } from '../find-chromium.mjs';
import { pagesOption, runsOption } from '../cli-options';
import { median } from '../median';
import { markdownTable } from '../markdown-table';
import { withServer } from '../serve.mjs';
import { phoneScreen, throttleLikeSlow4g } from '../slow-phone';
import { themes } from '../../components/theme/themes';

const runs = runsOption();
const pages = pagesOption(['/', '/about/']);
const exports = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => {
    const [label, folder] = arg.includes('=') ? arg.split('=') : [arg, arg];
    return { label: label!, folder: resolve(folder!) };
  });
if (exports.length === 0) exports.push({ label: 'this', folder: resolve('out') });
const firstPort = Number(process.env.FONT_SWAP_PORT ?? 4300);
const { basePath } = resolveSiteUrl();

interface Load {
  cls: number;
  fcp: number;
  font: number;
  report: string;
}

async function load(browser: Browser, url: string, theme: (typeof themes)[number]): Promise<Load> {
  const context = await browser.newContext({ ...phoneScreen, colorScheme: theme });
  const page = await context.newPage();
  await throttleLikeSlow4g(page);
  await recordLayoutShifts(page);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // Whatever comes after the network is quiet (hydration's last effects, a late font) has time to land.
  await page.waitForTimeout(2000);
  const { total, report } = await layoutShifts(page);
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    font: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.endsWith('.woff2'))?.responseEnd ?? NaN,
  }));
  await context.close();
  return { cls: total, ...timing, report };
}

/** Serves each export (the first on `firstPort`, the next on the port after it…) while `run` runs. */
const servingExports = (index: number, run: () => Promise<void>): Promise<void> =>
  index === exports.length ? run() : withServer({ root: exports[index]!.folder, port: firstPort + index, basePath }, () => servingExports(index + 1, run));

const results = new Map<string, Load[]>();
await servingExports(0, async () => {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const path of pages) {
        for (const theme of themes) {
          for (const [index, { label }] of exports.entries()) {
            const url = `http://localhost:${firstPort + index}${basePath}${path}`;
            const result = await load(browser, url, theme);
            const key = `${path}\t${theme}\t${label}`;
            results.set(key, [...(results.get(key) ?? []), result]);
            console.log(`${label} ${path} ${theme} run ${run + 1}: CLS ${result.cls.toFixed(4)}, first paint ${Math.round(result.fcp)} ms, font ${Math.round(result.font)} ms`);
            if (result.cls > 0) console.log(`  ${result.report.replace(/\n/g, '\n  ')}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
});

const rows = [...results].map(([key, loads]) => {
  const [path, theme, label] = key.split('\t');
  return [
    path!,
    theme!,
    label!,
    loads.map((entry) => entry.cls.toFixed(4)).join(' / '),
    String(Math.round(median(loads.map((entry) => entry.fcp)))),
    String(Math.round(median(loads.map((entry) => entry.font)))),
  ];
});
console.log(`\n${runs} loads each; first paint and font arrival: medians in ms\n`);
console.log(markdownTable([['page', 'theme', 'export', 'CLS per load', 'first paint', 'font arrived'], ...rows], 4));
