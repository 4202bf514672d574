// `npm run bench:hydration`: when each page has been hydrated (React has taken over the
// pre-rendered HTML, so its buttons respond) on a phone over slow 4G, beside the bare Next.js
// page, and with `--against=REV` beside the site as it was at an earlier commit, interleaved. A
// report to read, not a test: it answers "does this change make the page respond later", which
// Lighthouse's time to interactive blurs (it waits for 5 s without a long task or more than two
// requests, so an idle-time import or a late photo moves it by a second). Uses out/ as it is.
//
//   npm run bench:hydration                                  every page, both themes, 5 runs each
//   npm run bench:hydration -- --against=0fbac58 --runs=7 --pages=/,/about/
//
// Served over HTTPS with HTTP/2, as GitHub Pages serves, on HYDRATION_PORT (4420) and the two after.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { withComparedExports } from './compared-exports';
import { commitOf } from './earlier-export';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { option, pagesOption, runsOption } from './cli-options';
import { localCertificate } from './local-certificate.mjs';
import { markdownTable } from './markdown-table';
import { median, spread } from './median';
import { phoneScreen, throttleLikeSlow4g } from './slow-phone';
import { themes } from '../components/theme/themes';

const runs = runsOption(5);
const pages = pagesOption();
const against = option('against');
// Checked before anything is built.
if (against) commitOf(against);
const port = Number(process.env.HYDRATION_PORT ?? 4420);
const { basePath } = resolveSiteUrl();
const tls = localCertificate('npm run bench:hydration');

// React hydrates the tree in one render and then commits it at once; that render completes an
// element after everything inside it and before its next sibling, so the last element of <body>
// (not a script) is the last to get React's own property, right before the commit. Polled from
// before the page's scripts run; a string, as the page must not see this file's compiled helpers.
const watchHydration = `(function poll() {
  const last = document.readyState === 'loading' ? undefined : [...document.body.children].filter((element) => !['SCRIPT', 'TEMPLATE', 'NEXT-ROUTE-ANNOUNCER'].includes(element.tagName)).at(-1);
  if (last && Object.keys(last).some((key) => key.startsWith('__reactFiber'))) window.__hydratedAt = performance.now();
  else setTimeout(poll, 5);
})()`;

interface Load {
  fcp: number;
  hydrated: number;
}

async function load(browser: Browser, url: string, theme: (typeof themes)[number]): Promise<Load> {
  const context = await browser.newContext({ ...phoneScreen, colorScheme: theme, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchHydration);
    await throttleLikeSlow4g(page);
    await page.goto(url, { timeout: 120_000 });
    await page.waitForFunction(() => '__hydratedAt' in window, null, { timeout: 120_000, polling: 100 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    }));
  } finally {
    await context.close();
  }
}

interface Row {
  page: string;
  theme: string;
  /** The earlier commit's page (--against), not this checkout's. */
  earlier: boolean;
  loads: Load[];
  /** The bare page's load right after each of `loads`. */
  bare: Load[];
}

function print(rows: Row[], bare: Load[]) {
  const ms = (values: number[]) => spread(values, (value) => String(Math.round(value)));
  const ratio = ({ loads, bare }: Row) => median(loads.map(({ hydrated }, index) => hydrated / bare[index]!.hydrated)).toFixed(2);
  console.log(
    markdownTable(
      [
        ['page', 'theme', 'first paint', 'hydrated', 'hydrated ÷ bare'],
        ...rows.map((row) => [row.earlier ? `${row.page} at ${against}` : row.page, row.theme, ms(row.loads.map(({ fcp }) => fcp)), ms(row.loads.map(({ hydrated }) => hydrated)), ratio(row)]),
        ['bare Next.js page', 'light', ms(bare.map(({ fcp }) => fcp)), ms(bare.map(({ hydrated }) => hydrated)), '1.00'],
      ],
      2,
    ),
  );
  console.log(`\n(ms from navigation, median (range) of ${runs} load(s); slow 4G and CPU 4× as Lighthouse's devtools throttling, 412×823 at 1.75×;`);
  console.log('÷ bare: median of each load against the bare page loaded right after it)');
}

async function main() {
  const out = resolve('out');
  if (!existsSync(join(out, 'index.html'))) throw new Error('No export in out/: run `npm run build` first.');
  const rows: Row[] = pages.flatMap((page) =>
    themes.flatMap((theme) => [false, ...(against ? [true] : [])].map((earlier) => ({ page, theme, earlier, loads: [], bare: [] }))),
  );
  const bare: Load[] = [];
  await withComparedExports({ out, port, basePath, tls, against }, async ({ site, bare: bareSite, earlier: earlierSite }) => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      // Interleaved, so that the machine's load of the moment falls on every export alike.
      for (let run = 1; run <= runs; run++) {
        for (const page of pages) {
          for (const theme of themes) {
            const own = rows.filter((row) => row.page === page && row.theme === theme);
            const loads: Load[] = [];
            for (const row of own) loads.push(await load(browser, `${row.earlier ? earlierSite!.origin : site}${page}`, theme));
            const bareLoad = await load(browser, `${bareSite}/`, 'light');
            own.forEach((row, index) => {
              row.loads.push(loads[index]!);
              row.bare.push(bareLoad);
            });
            bare.push(bareLoad);
          }
        }
        console.log(`run ${run}/${runs} done`);
      }
    } finally {
      await browser.close();
    }
  });
  print(rows, bare);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
