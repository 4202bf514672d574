// `npm run bench:images`: what visitors download when the owner drops camera photos in.
// Builds a copy of the site (in a temporary folder, with its own content/ and public/) whose
// portrait is a 3000×3000 PNG and whose projects and sponsors are 4000×3000 camera-sized JPEGs,
// times the image step cold, cached and with one photo added, then loads Home and every page of
// Portfolio and Sponsors in Chromium on a 390 px phone at 3× and a 1280 px desktop and prints the
// bytes of every image transferred against its original, and runs Lighthouse on Home and the
// first page of each list beside a bare Next.js page. Fails when a content image is over 150 KB or
// is not AVIF or WebP, or when a photo was not loaded.
//
// BENCH_PORT (default 4131) is where the copy is served; BENCH_PHOTOS (default 40) how many
// camera photos; KEEP_BENCH=1 keeps the copy and prints where it is.
import { spawnSync } from 'node:child_process';
import { spawnNpm } from './npm-run';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import sharp from 'sharp';
import { withBareExport } from './bare-next';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { routes } from '../lib/routes';
import { loadContent } from '../content';
import { sitePages } from '../lib/pagination';
import { markdownTable } from './markdown-table';
import { withServer } from './serve.mjs';

const port = Number(process.env.BENCH_PORT ?? 4131);
const photos = Number(process.env.BENCH_PHOTOS ?? 40);
const sponsors = 6;
const basePath = '/portfolio';
const siteUrl = `http://localhost:${port}${basePath}`;
const limit = 150 * 1024;
const root = resolve('.');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sensor grain, made once: the part of a photo that compresses worst. */
let grain: Int8Array | undefined;
function grainOf(length: number): Int8Array {
  if (!grain || grain.length < length) {
    grain = new Int8Array(length);
    let state = 12345;
    for (let i = 0; i < length; i++) {
      // Two uniform draws summed: roughly gaussian, within ±24.
      state = (state * 1103515245 + 12345) >>> 0;
      const a = state >>> 24;
      state = (state * 1103515245 + 12345) >>> 0;
      grain[i] = ((a + (state >>> 24)) >> 4) - 16;
    }
  }
  return grain;
}

/** Photo-like pixels: smooth colour fields (noise, upscaled), a light falling across, and grain. */
async function cameraPhoto(path: string, width: number, height: number, seed: number) {
  const small = { width: 12 + (seed % 7), height: 9 + (seed % 5) };
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${small.width}" height="${small.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const fields = await sharp({ create: { ...small, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + (seed % 5) * 10, sigma: 50 } } })
    .composite([{ input: light }])
    .modulate({ saturation: 0.6 })
    .png()
    .toBuffer();
  const pixels = await sharp(fields).resize(width, height, { kernel: 'cubic' }).removeAlpha().raw().toBuffer();
  const noise = grainOf(pixels.length);
  const offset = (seed * 7919) % 1000;
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.min(255, Math.max(0, pixels[i]! + noise[(i + offset) % noise.length]!));
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  await (path.endsWith('.png') ? image.png() : image.jpeg({ quality: 92 })).toFile(path);
}

function run(dir: string, script: string): { output: string; seconds: number } {
  const started = performance.now();
  const result = spawnNpm(['run', script], { cwd: dir, encoding: 'utf8', env: { ...process.env, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: '1' } });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`npm run ${script} failed in the copy:\n${output}`);
  return { output, seconds: (performance.now() - started) / 1000 };
}
const imageLine = (output: string) => /✓ images: .*/.exec(output)?.[0] ?? '(no image step line)';

/** A copy of the project with its own content/ and public/ (node_modules hard-linked, so it builds like the original). */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  const skip = new Set(['node_modules', '.next', 'out', '.cache', '.git', 'test-results', 'playwright-report', join('public', '_img')]);
  cpSync(root, dir, { recursive: true, filter: (source) => !skip.has(relative(root, source)) });
  const link = spawnSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  if (link.status !== 0) cpSync(join(root, 'node_modules'), join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  return dir;
}

async function writeContent(dir: string) {
  const folder = join(dir, 'public', 'images', 'bench');
  mkdirSync(folder, { recursive: true });
  const started = performance.now();
  await cameraPhoto(join(folder, 'portrait.png'), 3000, 3000, 0);
  for (let i = 1; i <= photos + 1; i++) await cameraPhoto(join(folder, `photo-${String(i).padStart(2, '0')}.jpg`), 4000, 3000, i);
  console.log(`Generated ${photos + 1} 4000×3000 JPEGs and a 3000×3000 PNG in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const json = (name: string) => JSON.parse(readFileSync(join(dir, 'content', `${name}.json`), 'utf8'));
  const save = (name: string, data: unknown) => writeFileSync(join(dir, 'content', `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  const home = json('home');
  home.profile.img = '/images/bench/portrait.png';
  save('home', home);
  const portfolio = json('portfolio');
  const template = portfolio.projects[0];
  portfolio.projects = Array.from({ length: photos - sponsors }, (_, i) => ({
    ...template,
    title: `${template.title} ${i + 1}`,
    img: `/images/bench/photo-${String(i + 1).padStart(2, '0')}.jpg`,
    alt: `Photo ${i + 1}`,
  }));
  save('portfolio', portfolio);
  const sponsorList = json('sponsors');
  const sponsor = sponsorList.sponsors[0];
  sponsorList.sponsors = Array.from({ length: sponsors }, (_, i) => ({
    ...sponsor,
    name: `${sponsor.name} ${i + 1}`,
    img: `/images/bench/photo-${String(photos - sponsors + i + 1).padStart(2, '0')}.jpg`,
    alt: `Sponsor photo ${i + 1}`,
  }));
  save('sponsors', sponsorList);
  return { home, portfolio, sponsors: sponsorList };
}

interface Transfer {
  page: string;
  screen: string;
  image: string;
  original: number;
  type: string;
  width: number;
  bytes: number;
}

const screens = {
  'phone 390 px 3×': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  'desktop 1280 px': { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
const benchPages = { Home: '/', Portfolio: '/portfolio/', Sponsors: '/sponsors/' };

/** Every page that shows content photos: Home and each page of the two lists, as the export writes them. */
const photoPages = (lists: Parameters<typeof sitePages>[0]): string[] =>
  sitePages(lists)
    .filter((path) => path === routes.home || path.startsWith(routes.portfolio) || path.startsWith(routes.sponsors))
    .map((path) => (path.endsWith('/') ? path : `${path}/`));

async function measureTransfers(paths: string[], originals: Map<string, { src: string; bytes: number }>): Promise<Transfer[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const transfers: Transfer[] = [];
  try {
    for (const [screen, options] of Object.entries(screens)) {
      for (const path of paths) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const bodies = new Map<string, { type: string; bytes: number }>();
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'image') return;
          const body = await response.body().catch(() => Buffer.alloc(0));
          bodies.set(new URL(response.url()).pathname, { type: response.headers()['content-type'] ?? '?', bytes: body.length });
        });
        await page.goto(`${siteUrl}${path}`);
        // Down the whole page, so that every lazy image loads.
        const images = page.locator('main img');
        for (let i = 0; i < (await images.count()); i++) {
          await images.nth(i).scrollIntoViewIfNeeded();
          await images.nth(i).evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((done) => img.addEventListener('load', done, { once: true }))));
        }
        await page.waitForLoadState('networkidle');
        for (const { alt, url } of await images.evaluateAll((nodes) =>
          nodes.map((node) => ({ alt: node.getAttribute('alt') ?? '', url: new URL((node as HTMLImageElement).currentSrc).pathname })),
        )) {
          const original = originals.get(alt);
          const body = bodies.get(url);
          if (!original || !body) continue;
          transfers.push({ page: path, screen, image: original.src.split('/').pop()!, original: original.bytes, type: body.type, width: Number(/-(\d+)\.\w+$/.exec(url)?.[1] ?? 0), bytes: body.bytes });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return transfers;
}

const lighthouseAudits = ['uses-responsive-images', 'modern-image-formats', 'uses-optimized-images', 'image-delivery-insight'];

async function runLighthouse(url: string, preset: 'mobile' | 'desktop') {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const findings = lighthouseAudits.filter((id) => audits[id] && audits[id].score !== null && audits[id].score! < 1);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      findings,
      present: lighthouseAudits.filter((id) => audits[id]),
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  console.log(`Copying the project for the benchmark …`);
  const dir = copyProject();
  try {
    const content = await writeContent(dir);
    const originals = new Map<string, { src: string; bytes: number }>();
    const note = (img: string, alt: string) => originals.set(alt, { src: img, bytes: statSync(join(dir, 'public', img)).size });
    note(content.home.profile.img, content.home.profile.alt);
    for (const item of [...content.portfolio.projects, ...content.sponsors.sponsors]) note(item.img, item.alt);

    console.log('Building the copy, cold (no image cache) …');
    const cold = run(dir, 'build');
    console.log('Building it again, nothing changed …');
    const warm = run(dir, 'build');
    // One photo added: only it is processed.
    const portfolio = JSON.parse(readFileSync(join(dir, 'content', 'portfolio.json'), 'utf8'));
    portfolio.projects.push({ ...portfolio.projects[0], title: 'One more', img: `/images/bench/photo-${String(photos + 1).padStart(2, '0')}.jpg`, alt: 'One more photo' });
    writeFileSync(join(dir, 'content', 'portfolio.json'), JSON.stringify(portfolio));
    const added = run(dir, 'images');
    portfolio.projects.pop();
    writeFileSync(join(dir, 'content', 'portfolio.json'), JSON.stringify(portfolio));
    run(dir, 'images');

    console.log(`\nBuild, ${photos} camera JPEGs (4000×3000) and one 3000×3000 PNG:\n`);
    console.log(
      markdownTable(
        [
          ['build', 'image step', 'whole `npm run build`'],
          ['cold (empty cache)', imageLine(cold.output), `${cold.seconds.toFixed(1)} s`],
          ['again, nothing changed', imageLine(warm.output), `${warm.seconds.toFixed(1)} s`],
          ['one photo added (`npm run images`)', imageLine(added.output), `${added.seconds.toFixed(1)} s`],
        ],
        1,
      ),
    );

    const lighthouseRows: string[][] = [];
    let lighthouseFindings: string[] = [];
    // The copy's whole content, as its build read it: how its lists split depends on every word.
    const paths = photoPages(loadContent(join(dir, 'content')));
    const transfers: Transfer[] = await withServer({ root: join(dir, 'out'), port, basePath }, async () => {
      const measured = await measureTransfers(paths, originals);
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const [name, path] of Object.entries(benchPages)) {
          console.log(`Lighthouse (${preset}) on ${name} …`);
          const row = await runLighthouse(`${siteUrl}${path}`, preset);
          lighthouseRows.push([name, preset, String(row.performance), `${(row.lcp / 1000).toFixed(2)} s`, row.cls.toFixed(3), row.findings.join(', ') || 'none']);
          lighthouseFindings = [...lighthouseFindings, ...row.findings.map((id) => `${name} (${preset}): ${id}`)];
          if (row.present.length === 0) console.warn('  (none of the image audits ran)');
        }
      }
      return measured;
    });
    console.log('Lighthouse on a bare Next.js page …');
    const bare = await withBareExport(basePath, (bareOut) => withServer({ root: bareOut, port, basePath }, () => runLighthouse(`${siteUrl}/`, 'mobile')));
    lighthouseRows.push(['bare Next.js page', 'mobile', String(bare.performance), `${(bare.lcp / 1000).toFixed(2)} s`, bare.cls.toFixed(3), bare.findings.join(', ') || 'none']);

    console.log('\nEvery content image transferred, against its original:\n');
    console.log(
      markdownTable(
        [
          ['page', 'screen', 'original', 'original size', 'served', 'width', 'transferred'],
          ...transfers.map((t) => [t.page, t.screen, t.image, kb(t.original), t.type, `${t.width} px`, kb(t.bytes)]),
        ],
        3,
      ),
    );
    console.log('\nPer page:\n');
    const summary: string[][] = [['page', 'screen', 'images', 'originals', 'transferred', 'largest']];
    for (const screen of Object.keys(screens)) {
      for (const name of paths) {
        const rows = transfers.filter((t) => t.page === name && t.screen === screen);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        summary.push([name, screen, String(rows.length), kb(sum(rows.map((r) => r.original))), kb(sum(rows.map((r) => r.bytes))), kb(Math.max(0, ...rows.map((r) => r.bytes)))]);
      }
    }
    console.log(markdownTable(summary, 3));
    console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} on the copy (image findings: ${lighthouseAudits.join(', ')}):\n`);
    console.log(markdownTable([['page', 'preset', 'Perf', 'LCP', 'CLS', 'image findings'], ...lighthouseRows], 2));

    const problems = [
      ...transfers.filter((t) => t.bytes > limit).map((t) => `${t.page} (${t.screen}): ${t.image} transferred ${kb(t.bytes)}, over ${kb(limit)}`),
      ...transfers.filter((t) => !/^image\/(avif|webp)$/.test(t.type)).map((t) => `${t.page} (${t.screen}): ${t.image} served as ${t.type}`),
      ...lighthouseFindings,
      ...lighthouseRows.filter((row) => row[0] !== 'bare Next.js page' && Number(row[4]) !== 0).map((row) => `${row[0]} (${row[1]}): CLS ${row[4]}`),
    ];
    const expected = Object.keys(screens).length * originals.size;
    if (transfers.length !== expected) problems.push(`measured ${transfers.length} image loads, expected ${expected}`);
    if (problems.length > 0) {
      console.error(`\n✗ ${problems.join('\n✗ ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\n✓ every content image AVIF or WebP and at most ${kb(limit)}; no Lighthouse image finding; CLS 0`);
    }
  } finally {
    if (process.env.KEEP_BENCH) console.log(`The copy is kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();
