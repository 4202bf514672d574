/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildId, isSiteInput } from './build-id.mjs';

// A project of a few files in a folder of its own: what a build of it would be made from.
let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const { SITE_URL, CONTENT_DIR } = process.env;
beforeEach(() => {
  delete process.env.SITE_URL;
  delete process.env.CONTENT_DIR;
  root = mkdtempSync(join(tmpdir(), 'build-id-'));
  write('app/page.tsx', 'export default function Page() { return null; }\n');
  write('content/site.json', '{ "name": "Jordan Lee" }\n');
  write('public/images/me.jpg', 'a photo');
  write('package-lock.json', '{}\n');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  if (SITE_URL === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = SITE_URL;
  if (CONTENT_DIR === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = CONTENT_DIR;
});

it('is the same for two builds of the same inputs, in the shape of Next’s own IDs', () => {
  const id = buildId(root);
  expect(id).toMatch(/^[\w-]{21}$/);
  expect(buildId(root)).toBe(id);
});

it.each([
  ['a word of the content', 'content/site.json', '{ "name": "Jordan Leigh" }\n'],
  ['a picture', 'public/images/me.jpg', 'another photo'],
  ['the code', 'app/page.tsx', 'export default function Page() { return 1; }\n'],
  ['what is installed', 'package-lock.json', '{ "lockfileVersion": 3 }\n'],
  ['a setting in .env', '.env.local', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_1\n'],
  ['a new page', 'app/about/page.tsx', 'export default function About() { return null; }\n'],
])('changes with %s', (_, path, text) => {
  const before = buildId(root);
  write(path, text);
  expect(buildId(root)).not.toBe(before);
});

it('follows what is installed from the project it sits in, as a content set’s workspace does', () => {
  // .cache/sites/<set>/ inside the project has no lockfile of its own (scripts/site/build-site.ts).
  const workspace = join(root, '.cache', 'sites', 'fixture');
  mkdirSync(join(workspace, 'content'), { recursive: true });
  writeFileSync(join(workspace, 'content', 'site.json'), '{ "name": "Ada" }\n');
  const before = buildId(workspace);
  write('package-lock.json', '{ "lockfileVersion": 3 }\n');
  expect(buildId(workspace)).not.toBe(before);
});

it('changes with the site’s address set in the environment', () => {
  const before = buildId(root);
  process.env.SITE_URL = 'https://jordan.example/portfolio';
  expect(buildId(root)).not.toBe(before);
});

it('reads the settings from the environment it is given: the one a content set’s build will run with', () => {
  // scripts/site/build-site.ts stamps a set's build with its ID before it starts the build.
  const env = { SITE_URL: 'https://jordan.example/portfolio' };
  expect(buildId(root, env)).not.toBe(buildId(root, {}));
  process.env.SITE_URL = env.SITE_URL;
  expect(buildId(root)).toBe(buildId(root, env));
});

it('follows content kept outside the project (CONTENT_DIR)', () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'build-id-content-'));
  try {
    writeFileSync(join(elsewhere, 'site.json'), '{ "name": "Ada" }\n');
    process.env.CONTENT_DIR = elsewhere;
    const before = buildId(root);
    writeFileSync(join(elsewhere, 'site.json'), '{ "name": "Ada Lovelace" }\n');
    expect(buildId(root)).not.toBe(before);
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
});

it.each([
  ['the export', 'out/index.html'],
  ['Next’s own output and cache', '.next/cache/x'],
  ['the project’s caches', '.cache/pagination/0123456789abcdef.json'],
  ['installed packages', 'node_modules/react/index.js'],
  ['the tests and their content sets', 'test/sites/fixture/content/site.json'],
  ['the browser tests', 'e2e/pages.spec.ts'],
  ['a unit test beside the code', 'app/page.test.tsx'],
  ['the README', 'README.md'],
  ['the docs', 'docs/performance.md'],
  ['version control', '.git/HEAD'],
  ['a content set’s build stamp', '.inputs'],
  ['the files the build makes from the content’s photos', 'public/_img/me-1a2b3c4d-320.avif'],
])('does not change with %s, which the site is not made from', (_, path) => {
  const before = buildId(root);
  write(path, 'written by a build or a tool');
  expect(buildId(root)).toBe(before);
});

it('answers for a file inside a folder it leaves out as for the folder', () => {
  // build-site.ts and buildId ask for each folder before its files, but a caller may ask for a file.
  expect(isSiteInput(join('public', '_img'))).toBe(false);
  expect(isSiteInput(join('public', '_img', 'me-1a2b3c4d-320.avif'))).toBe(false);
  expect(isSiteInput(join('public', 'images', 'me.jpg'))).toBe(true);
  expect(isSiteInput(join('node_modules', 'react', 'index.js'))).toBe(false);
});
