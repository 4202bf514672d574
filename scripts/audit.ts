// `npm run audit`: Lighthouse (mobile, simulated throttling) on every page, in the light and the
// dark theme, against the export served as GitHub Pages serves it. A report to read, not a test:
// simulated timings move a little from run to run and machine to machine.
//
// The site is built first for the address it is audited at (http://localhost:PORT + base path),
// so that its canonical URLs point where Lighthouse finds it. `npm run build` (or `npm start`)
// builds it for its real address again.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageLinks, servedPath } from '../lib/routes';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { withBareExport } from './bare-next';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { markdownTable } from './markdown-table';
import { startServer } from './serve.mjs';

const port = Number(process.env.AUDIT_PORT ?? 4400);
const { basePath } = resolveSiteUrl();
const siteUrl = `http://localhost:${port}${basePath}`;

const pages = pageLinks.map(({ href }) => servedPath(href));
// prefers-color-scheme decides the theme on a first visit, and Lighthouse visits with empty storage.
const themes = { light: [], dark: ['--blink-settings=preferredColorScheme=0'] } as const;

interface Row {
  page: string;
  theme: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

function build() {
  console.log(`Building the site for ${siteUrl}/ …`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SITE_URL: siteUrl } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function audit(url: string, flags: readonly string[]): Promise<Omit<Row, 'page' | 'theme'>> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs, ...flags],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${audits[ref.id]?.title}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

function print(rows: Row[]) {
  const table = [
    ['page', 'theme', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS'],
    ...rows.map((row) => [
      row.page,
      row.theme,
      String(row.performance),
      String(row.accessibility),
      String(row.bestPractices),
      String(row.seo),
      `${(row.lcp / 1000).toFixed(2)} s`,
      `${Math.round(row.tbt)} ms`,
      row.cls.toFixed(3),
    ]),
  ];
  console.log(markdownTable(table, 2));
  for (const row of rows.filter(({ failing }) => failing.length > 0)) {
    console.log(`\n${row.page} (${row.theme}), below full marks:\n${row.failing.map((title) => `  - ${title}`).join('\n')}`);
  }
}

/** Serves `root` under the base path while `run` runs. */
async function serving<T>(root: string, run: () => Promise<T>): Promise<T> {
  const server = await startServer({ root, port, basePath });
  try {
    return await run();
  } finally {
    server.close();
  }
}

async function main() {
  build();
  const rows: Row[] = [];
  await serving(resolve('out'), async () => {
    for (const page of pages) {
      for (const [theme, flags] of Object.entries(themes)) {
        console.log(`Auditing ${page} (${theme}) …`);
        rows.push({ page, theme, ...(await audit(`${siteUrl}${page}`, flags)) });
      }
    }
  });
  // The same audit of a bare Next.js page, in the same run: the floor to compare with.
  console.log('Auditing a bare Next.js page …');
  const bare = await withBareExport(basePath, (bareOut) => serving(bareOut, () => audit(`${siteUrl}/`, themes.light)));
  rows.push({ page: 'bare Next.js page', theme: 'light', ...bare });
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling\n`);
  print(rows);
}

await main();
