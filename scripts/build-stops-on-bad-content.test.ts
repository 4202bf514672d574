/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build() {
  return spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test('`npm run build` stops on a malformed URL and names the file and the field', () => {
  const portfolio = JSON.parse(readFileSync(join(dir, 'portfolio.json'), 'utf8'));
  portfolio.projects[3].link = 'not a url';
  writeFileSync(join(dir, 'portfolio.json'), JSON.stringify(portfolio));

  const result = build();
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('portfolio.json: projects[3].link: expected a URL');
  expect(result.stdout).not.toMatch(/Creating an optimized production build/);
}, 60_000);

test('`npm run build` stops on invalid JSON and names the file', () => {
  writeFileSync(join(dir, 'sponsors.json'), '{ "sponsors": [ }');
  const result = build();
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(/sponsors\.json: invalid JSON/);
}, 60_000);
