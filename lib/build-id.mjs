// Next's build ID, made from what the site is built from instead of Next's 21 random characters.
// The ID is written into every page (the RSC payload, and so the hash of its script in the CSP),
// and random characters do not compress: the same content weighed a few bytes more or less from
// one build to the next. A list page that lands at the first round trip's line (lib/pagination/)
// then fell on either side of it, and the same content gave different pages: the `stress` set was
// split over 24 pages in one run and 25 in the next. With the ID from the inputs, two builds of
// the same inputs write the same ID, and any change to what the site is made of (code, content,
// pictures, installed packages, settings) gives a new one, as a deploy needs: Next's router loads
// a page afresh when one it fetches was built under another ID. (Two builds of the `fixture` set
// then came out the same byte for byte, but for cv.pdf's date; of `stress`, all but one page,
// where React's renderer had put a `<!-- -->` between two texts in one build and not the other.)
// scripts/site/build-site.ts stamps each content set's export with the same ID, and skips a build
// whose ID has not changed. Plain JavaScript: next.config.mjs reads it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { variantsUrl } from './images/variants-url.mjs';

/**
 * What is not an input of the site at the project's top: installs, builds, test results, tests,
 * docs. Nor is any entry at the top whose name starts with a dot (version control, caches, CI, the
 * stamps of scripts/site/build-site.ts), but for the .env files, which hold settings.
 */
const notInputs = new Set([
  'node_modules', // the lockfile stands for what is installed (`lockfileOf`)
  'package-lock.json',
  'out',
  'coverage',
  'test-results',
  'playwright-report',
  'test',
  'e2e',
  'e2e-engines',
  'docs',
  'next-env.d.ts',
]);
/** Files the build makes before Next reads its config: the content images' variants, made from the
 * originals in public/, which are inputs (lib/images/process.ts). A set's workspace has none when
 * its build is stamped and all of them when Next asks for the ID (scripts/site/build-site.ts). */
const made = [join('public', variantsUrl.slice(1))];

/**
 * Whether `path` (a file or folder, relative to the project) is something the site is built from.
 * The one list of it: the build ID hashes these, and a content set's workspace copies them
 * (scripts/site/build-site.ts, which also leaves out the owner's content and settings).
 * @param {string} path
 */
export function isSiteInput(path) {
  const [top = '', ...rest] = path.split(sep);
  if (top.startsWith('.')) return top.startsWith('.env');
  if (notInputs.has(top) || top.endsWith('.tsbuildinfo')) return false;
  // The README and the other Markdown at the top.
  if (rest.length === 0 && top.endsWith('.md')) return false;
  // Unit tests, beside the code they test.
  if (/\.test\.[cm]?[jt]sx?$/.test(path)) return false;
  return !made.some((folder) => path === folder || path.startsWith(`${folder}${sep}`));
}

/** The settings a build reads from the environment (.env files are hashed as files too). */
const settings = ['SITE_URL', 'CONTENT_DIR', 'PUBLIC_DIR', 'BUILD_PASSES', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'];

/** Every input file below `dir`, as paths relative to `dir`, sorted. */
function inputFiles(dir, under = '') {
  return readdirSync(join(dir, under), { withFileTypes: true })
    .filter((entry) => isSiteInput(join(under, entry.name)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = under ? join(under, entry.name) : entry.name;
      if (entry.isDirectory()) return inputFiles(dir, path);
      return entry.isFile() ? [path] : [];
    });
}

/**
 * The lockfile that says what `root`'s build finds installed: its own, or, for a content set's
 * workspace inside the project (scripts/site/build-site.ts, which has none of its own and
 * resolves the project's node_modules), the project's, the nearest above it.
 * @param {string} root
 */
function lockfileOf(root) {
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package-lock.json'))) return join(dir, 'package-lock.json');
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * A digest of the build's inputs under `root` (and the content and public folders the settings
 * point to, when they lie outside it, and the lockfile), 21 characters like Next's own IDs.
 * `env`: the environment the build runs with (scripts/site/build-site.ts asks before it starts one).
 * @param {string} [root]
 * @param {Record<string, string | undefined>} [env]
 */
export function buildId(root = process.cwd(), env = process.env) {
  const hash = createHash('sha256');
  const folders = [root];
  for (const setting of ['CONTENT_DIR', 'PUBLIC_DIR']) {
    const folder = env[setting] && resolve(root, env[setting]);
    if (folder && existsSync(folder) && relative(root, folder).startsWith('..')) folders.push(folder);
  }
  for (const folder of folders) {
    for (const path of inputFiles(folder)) hash.update(`${path}\0`).update(readFileSync(join(folder, path))).update('\0');
  }
  const lockfile = lockfileOf(root);
  if (lockfile) hash.update(readFileSync(lockfile));
  for (const key of settings) hash.update(`${key}=${env[key] ?? ''}\0`);
  return hash.digest('base64url').slice(0, 21);
}
