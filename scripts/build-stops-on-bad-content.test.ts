/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryContentSet, validContent } from '@/test/content-set';

let set: ReturnType<typeof temporaryContentSet>;
let dir: string;

afterEach(() => set.remove());

function build() {
  return spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test('`npm run build` stops on a malformed URL and names the file and the field', () => {
  const content = validContent();
  content.portfolio.projects[2]!.link = 'not a url';
  set = temporaryContentSet(content);
  dir = set.contentDir;

  const result = build();
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('portfolio.json: projects[2] "Project 3": link: expected a URL');
  expect(result.stdout).not.toMatch(/Creating an optimized production build/);
}, 60_000);

test('`npm run build` stops on invalid JSON and shows the line and column', () => {
  set = temporaryContentSet();
  dir = set.contentDir;
  writeFileSync(join(dir, 'sponsors.json'), '{\n  "sponsors": [ }\n');
  const result = build();
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('sponsors.json:2:17: invalid JSON: unexpected "}": expected a value');
  expect(result.stderr).toContain('  2 |   "sponsors": [ }\n    |                 ^');
  expect(result.stderr).not.toMatch(/^\s+at /m);
}, 60_000);

test('the build refuses a BUILD_PASSES that is not a number of builds, before building anything', () => {
  set = temporaryContentSet();
  dir = set.contentDir;
  for (const passes of ['0', '1.5']) {
    // What `npm run build` runs, without npm's start.
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts'], {
      env: { ...process.env, CONTENT_DIR: dir, BUILD_PASSES: passes },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`BUILD_PASSES=${passes} is not a number of builds: leave it unset (4), or set 1 or more`);
    expect(result.stdout).not.toMatch(/are valid|Creating an optimized production build/);
  }
}, 60_000);
