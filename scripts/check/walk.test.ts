/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { socialCardProblems } from './social-card';
import type { PageResult, PageToWalk } from './walk';

// The check must see what a visitor on a small phone would: each page below is broken in one way.
jest.setTimeout(60_000);

let out: string;

/** Runs the walker as the check does, under tsx (the static server is an ES module jest cannot load). */
function walkSite({ out, basePath, pages }: { out: string; basePath: string; pages: PageToWalk[] }): PageResult[] {
  const driver = join(out, 'walk.mts');
  writeFileSync(
    driver,
    `import { walkSite } from ${JSON.stringify(join(process.cwd(), 'scripts/check/walk.ts'))};
    console.log(JSON.stringify(await walkSite(${JSON.stringify({ out, basePath, pages })})));`,
  );
  const run = spawnSync(process.execPath, [join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), driver], { encoding: 'utf8', timeout: 50_000 });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}
const png = (width: number, height: number, drawn: boolean) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(drawn ? [{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="300" cy="300" r="200" fill="#123"/></svg>`) }] : [])
    .png()
    .toBuffer();

function page(path: string, body: string, head = '') {
  const file = path.endsWith('.html') ? join(out, path) : join(out, path, 'index.html');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `<!doctype html><html><head><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,">${head}</head><body>${body}</body></html>`);
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'walk-'));
  writeFileSync(join(out, 'dot.png'), await png(4, 4, false));
  page('', '<h1>Fine</h1><img src="/b/dot.png" alt="">');
  page('wide', '<div style="width:900px">too wide</div>');
  page('broken-image', '<img src="/b/missing.webp" alt="gone">');
  page('outside', '<img src="/elsewhere.png" alt="">');
  // The home page by the base path alone, as Next links it under a base path with a dot in it.
  page('home-link', '<h1>Home link</h1><link rel="prefetch" href="/b">');
  page('error', '<script>console.error("boom")</script>');
  page('policy', '<script>window.x = 1</script>', `<meta http-equiv="Content-Security-Policy" content="script-src 'none'">`);
  page('404.html', '<h1>Not found</h1>');
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

test('a page that is fine passes; each broken page is reported with what is wrong', () => {
  const results = walkSite({
    out,
    basePath: '/b',
    pages: ['/', '/home-link/', '/wide/', '/broken-image/', '/outside/', '/error/', '/policy/'].map((path) => ({ path, status: 200 })).concat({ path: '/nope/', status: 404 }),
  });
  const problems = Object.fromEntries(results.map(({ url, problems }) => [new URL(url).pathname, problems.join('\n')]));
  expect(problems['/b/']).toBe('');
  expect(problems['/b/home-link/']).toBe('');
  expect(problems['/b/nope/']).toBe('');
  expect(problems['/b/wide/']).toMatch(/\d+ px wide on a 320 px screen/);
  expect(problems['/b/broken-image/']).toContain('404 for /b/missing.webp');
  expect(problems['/b/broken-image/']).toContain('image not shown: http://localhost');
  expect(problems['/b/outside/']).toContain('request outside the base path /b/: /elsewhere.png');
  expect(problems['/b/error/']).toContain('console error: boom');
  expect(problems['/b/policy/']).toMatch(/Content-Security-Policy blocked inline \(script-src/);
});

test('a page that should be there and is not fails', () => {
  const [result] = walkSite({ out, basePath: '/b', pages: [{ path: '/gone/', status: 200 }] });
  expect(result!.problems).toContain('answered 404, expected 200');
});

test('the social card must be a drawn 1200×630 PNG', async () => {
  expect(await socialCardProblems(out)).toEqual(['/og.png is missing from the export']);
  writeFileSync(join(out, 'og.png'), await png(1200, 630, false));
  expect(await socialCardProblems(out)).toEqual(['/og.png is blank: one flat colour']);
  writeFileSync(join(out, 'og.png'), await png(600, 315, true));
  expect(await socialCardProblems(out)).toEqual(['/og.png is 600×315, the pages announce 1200×630']);
  writeFileSync(join(out, 'og.png'), await png(1200, 630, true));
  expect(await socialCardProblems(out)).toEqual([]);
});
