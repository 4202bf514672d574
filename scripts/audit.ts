// `npm run audit`: Lighthouse (mobile: Moto G Power screen, slow 4G) on every page, in the light
// and the dark theme, against the export served as GitHub Pages serves it, each run followed by
// a run on a bare Next.js page served beside it. A report to read, not a test: timings move from
// run to run and machine to machine, so it runs each page several times and prints medians and
// ranges.
//
//   npm run audit                                      simulated throttling (Lantern), 3 runs
//   npm run audit -- --throttling-method=devtools      real throttling: 150 ms RTT, 1.6 Mbps, CPU 4× slower
//   npm run audit -- --runs=5 --pages=/,/portfolio/    more runs, fewer pages
//   npm run audit -- --protocol=http1.1                plain HTTP/1.1, as the audit served before
//   npm run audit -- --against=REV                     also the site as it was at commit REV, in the same runs
//
// Both are served over HTTPS with HTTP/2, as GitHub Pages serves them (a throwaway certificate the
// browser is told to accept): over HTTP/1.1, Lantern's simulation gives each origin six
// connections, and a page whose first screen has a photo waited for one behind its scripts
// (docs/performance.md). The site is built first for the address it is audited at
// (https://localhost:PORT + base path), so that its canonical URLs point where Lighthouse finds
// it. `npm run build` (or `npm start`) builds it for its real address again.
import { resolve } from 'node:path';
import { spawnNpm } from './npm-run';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { FIRST_WINDOW } from '../lib/first-window';
import { weighPage } from './bench-size';
import { BARE_PHOTO_PAGE, barePhotoBytes } from './bare-next';
import { localOrigin, withComparedExports } from './compared-exports';
import { commitOf } from './earlier-export';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { choiceOption, option, pagesOption, runsOption } from './cli-options';
import { localCertificate } from './local-certificate.mjs';
import { median, spread } from './median';
import { markdownTable } from './markdown-table';

const throttlingMethod = choiceOption('throttling-method', ['simulate', 'devtools']);
const runs = runsOption();
const port = Number(process.env.AUDIT_PORT ?? 4400);
const against = option('against');
// Checked before anything is built.
if (against) commitOf(against);
const { basePath } = resolveSiteUrl();
const http2 = choiceOption('protocol', ['h2', 'http1.1']) === 'h2';
const tls = http2 ? localCertificate("npm run audit's HTTPS server") : undefined;
const siteUrl = localOrigin(port, basePath, tls);

const pages = pagesOption();
// prefers-color-scheme decides the theme on a first visit, and Lighthouse visits with empty storage.
const themes = { light: [], dark: ['--blink-settings=preferredColorScheme=0'] } as const;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  tti: number;
  /** When the whole stylesheet finished arriving (React adds it back after hydration), or NaN. */
  stylesheet: number;
  /** Whether the largest paint was a photo (an `<img>`), which no page paints before its own request comes back. */
  lcpIsPhoto: boolean;
  failing: string[];
}

function build() {
  console.log(`Building the site for ${siteUrl}/ …`);
  const result = spawnNpm(['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SITE_URL: siteUrl } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function audit(url: string, flags: readonly string[]): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    // The certificate is made on the spot: only this browser, on this machine, is told to accept it.
    chromeFlags: ['--headless=new', ...(tls ? ['--ignore-certificate-errors'] : []), ...chromiumArgs, ...flags],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const failing = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${audits[ref.id]?.title}`),
    );
    const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string; networkEndTime?: number }[] })?.items ?? [];
    // The whole stylesheet, not its print-only part (scripts/first-paint/), fetched last on purpose.
    const stylesheet = requests.find((request) => request.resourceType === 'Stylesheet' && !request.url.endsWith('.print.css'))?.networkEndTime ?? NaN;
    const lcpElement = (audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] })?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      tti: value('interactive'),
      stylesheet,
      lcpIsPhoto: lcpElement.startsWith('<img'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);

interface Measured {
  page: string;
  theme: string;
  runs: Run[];
  /** The bare page's run right after each of `runs`. */
  bare: Run[];
  /** After each of `runs` whose largest paint was a photo, the bare page with one photo's run. */
  barePhoto: (Run | undefined)[];
  html?: number;
  /** With --against: the same page of the earlier commit, run between each of `runs` and its `bare`. */
  earlier?: { runs: Run[]; html?: number };
}

function print(measured: Measured[], bareRuns: Run[], photoKiB: number) {
  const ms = (value: number) => `${Math.round(value)} ms`;
  /** One row's cells from a page's runs: Perf, FCP, LCP, TBT, CLS, TTI, CSS done (median (range) each). */
  const cells = (runs: Run[]) => ({
    performance: spread(runs.map(({ performance }) => performance), String),
    fcp: spread(runs.map(({ fcp }) => fcp), seconds),
    lcp: spread(runs.map(({ lcp }) => lcp), seconds),
    tbt: spread(runs.map(({ tbt }) => tbt), ms),
    cls: spread(runs.map(({ cls }) => cls), (value) => value.toFixed(3)),
    tti: spread(runs.map(({ tti }) => tti), seconds),
    stylesheet: spread(runs.map(({ stylesheet }) => stylesheet), seconds),
  });
  const bareCells = cells(bareRuns);
  const barePhotoRuns = measured.flatMap(({ barePhoto }) => barePhoto.filter((run) => run !== undefined));
  const barePhotoCells = cells(barePhotoRuns);
  const rows = measured.flatMap(({ page, theme, runs, bare, barePhoto, html, earlier }) => [
    { page, theme, own: runs, bare, barePhoto, html },
    ...(earlier ? [{ page: `${page} at ${against}`, theme, own: earlier.runs, bare, barePhoto, html: earlier.html }] : []),
  ]);
  /** Median of `own`'s LCP against the photo page's run after it, over the runs that had one; "–" if none did. */
  const againstPhoto = (own: Run[], barePhoto: (Run | undefined)[]) => {
    const ratios = own.flatMap(({ lcp }, index) => (barePhoto[index] ? [lcp / barePhoto[index].lcp] : []));
    return ratios.length === 0 ? '–' : median(ratios).toFixed(2);
  };
  const table = [
    ['page', 'theme', 'Perf', 'FCP', 'FCP ÷ bare', 'LCP', 'LCP ÷ bare', 'LCP ÷ bare with photo', 'TBT', 'CLS', 'TTI', 'CSS done', 'HTML (gzip)'],
    ...rows.map(({ page, theme, own, bare, barePhoto, html }) => {
      const row = cells(own);
      return [
        page,
        theme,
        row.performance,
        row.fcp,
        median(own.map(({ fcp }, index) => fcp / bare[index]!.fcp)).toFixed(2),
        row.lcp,
        median(own.map(({ lcp }, index) => lcp / bare[index]!.lcp)).toFixed(2),
        againstPhoto(own, barePhoto),
        row.tbt,
        row.cls,
        row.tti,
        row.stylesheet,
        html === undefined ? '–' : `${(html / 1024).toFixed(1)} KiB ${html <= FIRST_WINDOW ? '✓' : '✗'}`,
      ];
    }),
    ['bare Next.js page', 'light', bareCells.performance, bareCells.fcp, '1.00', bareCells.lcp, '1.00', '–', bareCells.tbt, bareCells.cls, bareCells.tti, '–', '–'],
    ...(barePhotoRuns.length === 0
      ? []
      : [['bare page with one photo', 'light', barePhotoCells.performance, barePhotoCells.fcp, '–', barePhotoCells.lcp, '–', '1.00', barePhotoCells.tbt, barePhotoCells.cls, barePhotoCells.tti, '–', '–']]),
  ];
  console.log(markdownTable(table, 2));
  console.log(`\n(median (range) of ${runs} run(s); ÷ bare: median of each run against the bare page's run right after it;`);
  console.log(`÷ bare with photo: where the largest paint was a photo, against the bare page with one ${photoKiB.toFixed(1)} KiB photo, run next;`);
  console.log(`HTML: gzipped, inline CSS included, against the first round trip's ${(FIRST_WINDOW / 1024).toFixed(1)} KiB)`);
  const scores = [
    ['page', 'theme', 'A11y', 'BP', 'SEO'],
    ...measured.map(({ page, theme, runs: own }) => [
      page,
      theme,
      String(Math.min(...own.map(({ accessibility }) => accessibility))),
      String(Math.min(...own.map(({ bestPractices }) => bestPractices))),
      String(Math.min(...own.map(({ seo }) => seo))),
    ]),
  ];
  console.log(`\nLowest scores over the runs:\n\n${markdownTable(scores, 2)}`);
  for (const { page, theme, runs: own } of measured) {
    const failing = [...new Set(own.flatMap(({ failing }) => failing))];
    if (failing.length > 0) console.log(`\n${page} (${theme}), below full marks in some run:\n${failing.map((title) => `  - ${title}`).join('\n')}`);
  }
}

async function main() {
  build();
  const out = resolve('out');
  const measured: Measured[] = pages.flatMap((page) =>
    Object.keys(themes).map((theme) => ({ page, theme, runs: [], bare: [], barePhoto: [], html: weighPage(out, `${page.slice(1)}index.html`, basePath).html })),
  );
  const bareRuns: Run[] = [];
  const brief = ({ performance, fcp, lcp, tbt, cls, tti }: Run) =>
    `${performance} FCP ${seconds(fcp)} LCP ${seconds(lcp)} TBT ${Math.round(tbt)} ms CLS ${cls.toFixed(3)} TTI ${seconds(tti)}`;
  // Interleaved: each page's run, the earlier commit's, and the bare page's next run share the
  // machine's load of the moment.
  let photoKiB = NaN;
  await withComparedExports({ out, port, basePath, tls, against }, async ({ site, bare: bareSite, bareOut, earlier: earlierSite }) => {
    photoKiB = barePhotoBytes(bareOut) / 1024;
    if (earlierSite) {
      for (const entry of measured) entry.earlier = { runs: [], html: weighPage(earlierSite.out, `${entry.page.slice(1)}index.html`, basePath).html };
    }
    for (let run = 1; run <= runs; run++) {
      for (const entry of measured) {
        console.log(`Run ${run}/${runs}: ${entry.page} (${entry.theme})${entry.earlier ? `, then at ${against}` : ''}, then the bare page …`);
        const own = await audit(`${site}${entry.page}`, themes[entry.theme as keyof typeof themes]);
        const earlier = earlierSite && (await audit(`${earlierSite.origin}${entry.page}`, themes[entry.theme as keyof typeof themes]));
        const bare = await audit(`${bareSite}/`, themes.light);
        // A photo cannot paint before its own request comes back, a round trip after the HTML's:
        // the bare page with a photo of about the same weight shows how soon a bare page paints one.
        const barePhoto = own.lcpIsPhoto ? await audit(`${bareSite}${BARE_PHOTO_PAGE}`, themes.light) : undefined;
        entry.runs.push(own);
        if (earlier) entry.earlier?.runs.push(earlier);
        entry.bare.push(bare);
        entry.barePhoto.push(barePhoto);
        bareRuns.push(bare);
        console.log(`  page ${brief(own)}${earlier ? ` | at ${against} ${brief(earlier)}` : ''} | bare ${brief(bare)}${barePhoto ? ` | bare with photo ${brief(barePhoto)}` : ''}`);
      }
    }
  });
  const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
  const method = throttlingMethod === 'devtools' ? 'devtools throttling (150 ms RTT, 1.6 Mbps, CPU 4×)' : 'simulated throttling';
  const served = http2 ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1';
  console.log(`\nLighthouse ${version}, mobile (Moto G Power), ${method}, all served over ${served}\n`);
  print(measured, bareRuns, photoKiB);
}

await main();
