/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Next reads .env.local before next.config.mjs, so a SITE_URL there decides the base path out/ is
// exported under: `npm run serve` (and the build's other steps, and the check) must read it too.
let project: string;
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'owner-env-'));
  mkdirSync(join(project, 'content'));
  mkdirSync(join(project, 'out'));
  writeFileSync(join(project, 'content', 'site.json'), JSON.stringify({ url: 'https://you.github.io/portfolio' }));
  writeFileSync(join(project, '.env.local'), 'SITE_URL=https://you.github.io/my-site\n');
  writeFileSync(join(project, 'out', 'index.html'), '<!doctype html><h1>Home</h1>');
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** What `npm run serve` says it serves, run in `project` with `env` (no NODE_ENV: Next reads .env.local only outside tests). */
function servedAddress(env: Record<string, string> = {}): Promise<string> {
  const childEnv: Record<string, string> = { PORT: '0', ...env };
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'NODE_ENV' && name !== 'SITE_URL' && !(name in childEnv)) childEnv[name] = value;
  }
  // Next's types declare NODE_ENV in every ProcessEnv; this one has none on purpose.
  const server = spawn(process.execPath, [join(process.cwd(), 'scripts', 'serve.mjs')], { cwd: project, env: childEnv as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv });
  return new Promise((done, fail) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.match(/Serving out\/ at (\S+)/);
      if (line) {
        server.kill();
        done(line[1]!);
      }
    });
    server.stderr.on('data', (chunk) => (output += chunk));
    server.on('exit', () => fail(new Error(`serve.mjs ended without serving: ${output}`)));
  });
}

test('npm run serve serves under the base path of a SITE_URL written in .env.local, not the one in site.json', async () => {
  expect(await servedAddress()).toBe('http://localhost:0/my-site/');
});

test('a SITE_URL set in the environment wins over .env.local, as in Next', async () => {
  expect(await servedAddress({ SITE_URL: 'https://example.org/elsewhere' })).toBe('http://localhost:0/elsewhere/');
});
