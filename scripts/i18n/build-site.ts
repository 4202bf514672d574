// Builds the site from a changed copy of content/ into its own folder, leaving out/ alone: the
// i18n browser test builds it in French and Arabic beside the English one. (A stand-in for a
// shared content-set builder: it takes a name and an edit of the JSON, and gives back out/.)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

// Not copied: dependencies (hard-linked instead), build output, VCS, reports, pictures of the
// site, and the tests, which the build does not need (changing a test rebuilds nothing).
const skipped = new Set(['node_modules', '.git', '.next', 'out', '.cache', 'test-results', 'playwright-report', 'coverage', 'docs', 'e2e']);
const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);
/** Kept from one build of a copy to the next: Next's cache makes the second build quicker. */
const kept = new Set(['node_modules', '.next']);

/** Where the copies live: outside the project, so its type checking, lint and tests never see them. */
export const sitesDir = () => process.env.SITES_DIR ?? join(tmpdir(), `portfolio-sites-${process.getuid?.() ?? 'user'}`);

const copied = (project: string) => (src: string) => !skipped.has(relative(project, src).split(sep)[0]!) && !isTest(src);

/** Every file below `dir` the copy takes, relative to `root`, in a stable order. */
function copiedFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => (dir !== root || !skipped.has(entry.name)) && !isTest(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return copiedFiles(root, path);
      return entry.isFile() ? [relative(root, path)] : [];
    });
}

/** What a build depends on: every copied file's path, size and time, the content and the edit. */
function fingerprint(project: string, contentDir: string, edit: string): string {
  const hash = createHash('sha256').update(edit);
  for (const root of [project, contentDir]) {
    for (const file of copiedFiles(root)) {
      const stat = statSync(join(root, file));
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/**
 * node_modules as hard links (2–3 s, no space): Turbopack refuses a symlink that leads out of the
 * project. Where `cp -al` is not available (macOS), a plain copy.
 */
function linkDependencies(from: string, to: string) {
  if (existsSync(to)) return;
  try {
    execFileSync('cp', ['-al', from, to], { stdio: 'ignore' });
  } catch {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

type Edit = Record<string, (json: Record<string, unknown>) => void>;

/**
 * Copies the project (content from `contentDir`, or content/), lets `edit` change its JSON files
 * (`{ 'site.json': (json) => { json.lang = 'fr' } }`), runs `npm run build` there and returns the
 * folder of the export. Built again only when the project, the content or the edit changed.
 */
export function buildSite(
  name: string,
  edit: Edit,
  { project = process.cwd(), contentDir = process.env.CONTENT_DIR ?? join(project, 'content') } = {},
): string {
  const workspace = join(sitesDir(), name);
  const out = join(workspace, 'out');
  const stamp = join(workspace, '.built-from');
  // The edited files, written after the copy; they are part of what the build depends on.
  const edited = Object.entries(edit).map(([file, change]) => {
    const json = JSON.parse(readFileSync(join(contentDir, file), 'utf8'));
    change(json);
    return [file, `${JSON.stringify(json, null, 2)}\n`] as const;
  });
  const print = fingerprint(project, contentDir, JSON.stringify(edited));
  if (existsSync(join(out, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === print) return out;

  mkdirSync(workspace, { recursive: true });
  for (const entry of readdirSync(workspace)) if (!kept.has(entry)) rmSync(join(workspace, entry), { recursive: true, force: true });
  cpSync(project, workspace, { recursive: true, filter: copied(project) });
  linkDependencies(join(project, 'node_modules'), join(workspace, 'node_modules'));
  const content = join(workspace, 'content');
  cpSync(contentDir, content, { recursive: true, filter: (src) => !src.endsWith('.ts') });
  for (const [file, text] of edited) writeFileSync(join(content, file), text);
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.CONTENT_DIR;
  try {
    execFileSync('npm', ['run', 'build'], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    throw new Error(`The ${name} site did not build (in ${workspace}):\n${stdout}\n${stderr}`);
  }
  writeFileSync(stamp, print);
  return out;
}

// `npx tsx scripts/i18n/build-site.ts ar` builds the Arabic site and prints where it is.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [name = 'fr', lang = name] = process.argv.slice(2);
  console.log(buildSite(name, { 'site.json': (json) => void (json.lang = lang) }));
}
