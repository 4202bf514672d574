// `npm run bench:first-frame`: where the main thread's time goes before each page's first paint,
// beside the bare Next.js page's, on a phone's CPU (4× slower) with the page's JavaScript held back
// until after the paint, as on slow 4G where it arrives later than the HTML. A report to read:
// it answers "what would make the first frame cheaper", which Lighthouse's whole-load breakdown
// does not. Run `npm run build` first; it measures out/ as it is.
//
//   npm run bench:first-frame                         every page, 5 runs each, interleaved with the bare page
//   npm run bench:first-frame -- --runs=9 --pages=/portfolio/
//   npm run bench:first-frame -- --themes=light,dark   each page in both themes, in the same runs
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { withBareExport } from './bare-next';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { themes as siteThemes, type Theme } from '../components/theme/themes';
import { choicesOption, pagesOption, runsOption } from './cli-options';
import { markdownTable } from './markdown-table';
import { median } from './median';
import { withServer } from './serve.mjs';
import { phoneScreen } from './slow-phone';
import { type Frame, columns, firstFrame } from './first-frame-trace';

const runs = runsOption(5);
const port = Number(process.env.FIRST_FRAME_PORT ?? 4410);
const { basePath } = resolveSiteUrl();
const pages = pagesOption();
// As the visitor's system asks for it; the no-flash script turns it into the page's theme.
const themes = choicesOption('themes', siteThemes);
const measuredName = (page: string, theme: string) => (themes.length > 1 ? `${page} ${theme}` : page);

async function measure(browser: Browser, url: string, colorScheme: Theme = 'light'): Promise<Frame> {
  const context = await browser.newContext({ ...phoneScreen, colorScheme });
  try {
    const page = await context.newPage();
    // On slow 4G the scripts arrive after the HTML has painted; served locally they would run
    // before the paint and be counted in it.
    await page.route(/\/_next\/static\/chunks\//, (route) => new Promise((done) => setTimeout(() => done(route.continue().catch(() => {})), 3_000)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'loading', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    return firstFrame(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  } finally {
    await context.close();
  }
}

function print(measured: Map<string, Frame[]>) {
  const bare = measured.get('bare')!;
  const bareToPaint = median(bare.map(({ toPaint }) => toPaint));
  const ms = (value: number) => `${Math.round(value)}`;
  const row = (name: string, frames: Frame[]) => {
    const toPaint = median(frames.map(({ toPaint }) => toPaint));
    const spent = columns.map((kind) => median(frames.map(({ spent }) => spent[kind] ?? 0)));
    return [name, ms(toPaint), (toPaint / bareToPaint).toFixed(2), ...spent.map(ms), ms(spent.reduce((sum, value) => sum + value, 0))];
  };
  console.log(
    markdownTable(
      [
        ['page', 'parse start → first paint', '÷ bare', ...columns, 'main thread'],
        ...[...measured].filter(([name]) => name !== 'bare').map(([name, frames]) => row(name, frames)),
        row('bare Next.js page', bare),
      ],
      1,
    ),
  );
  console.log(`\n(ms, median of ${runs} run(s), CPU 4× slower, 412×823 at 1.75×, JavaScript held back; main thread: the kinds' sum)`);
}

async function main() {
  const out = resolve('out');
  if (!existsSync(join(out, 'index.html'))) throw new Error('No export in out/: run `npm run build` first.');
  const measured = new Map<string, Frame[]>([...pages.flatMap((page) => themes.map((theme) => [measuredName(page, theme), []] as [string, Frame[]])), ['bare', []]]);
  await withBareExport(basePath, (bareOut) =>
    withServer({ root: out, port, basePath }, () =>
      withServer({ root: bareOut, port: port + 1, basePath }, async () => {
        const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
        try {
          // Interleaved, so that the machine's load of the moment falls on the page and the bare page alike.
          for (let run = 1; run <= runs; run++) {
            for (const page of pages) {
              for (const theme of themes) {
                measured.get(measuredName(page, theme))!.push(await measure(browser, `http://localhost:${port}${basePath}${page}`, theme));
                measured.get('bare')!.push(await measure(browser, `http://localhost:${port + 1}${basePath}/`));
              }
            }
            console.log(`run ${run}/${runs} done`);
          }
        } finally {
          await browser.close();
        }
      }),
    ),
  );
  print(measured);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
