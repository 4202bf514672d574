// `npm run build:site -- <set>`: builds a content set of test/sites into .cache/sites/<set>/out
// with the project's ordinary `npm run build`, without touching the owner's content/, public/ or out/.
//
// The workspace is a copy of the project made by exclusion (a new source folder is copied without
// anyone listing it), with the set's content/*.json and public/ in place of the owner's. It lives
// inside the project so that node and Turbopack find node_modules and the lockfile by walking up;
// it is kept between runs so Next's cache in its .next/ speeds the next build, and a build whose
// inputs have not changed since the last one is skipped.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { buildId, isSiteInput } from '../../lib/build-id.mjs';
import { cacheDir } from '../../lib/images/process';
import { isMainModule } from '../main-module.mjs';
import { loadContent } from '../../content';
import { measured, measuredDir } from '../../lib/pagination/measured';
import { assertSite, siteOut, siteSource, siteUrlOf, siteWorkspace } from './sites';

/**
 * Never copied from the project: what the site is not built from (lib/build-id.mjs: installs,
 * builds, caches, VCS, CI, tests, docs; the lockfile too, whose absence makes Turbopack take the
 * project, which holds node_modules, as its root), and the owner's own content and settings.
 */
const isExcluded = (path: string) => {
  if (!isSiteInput(path)) return true;
  const [top, ...rest] = path.split(sep);
  // .env files hold the owner's settings (EmailJS ids): the set's build must not depend on them.
  if (rest.length === 0 && top!.startsWith('.env')) return true;
  // The owner's public/ is content: the set brings its own.
  if (top === 'public') return true;
  // The owner's content files; content/'s code, schemas and json-schema/ are the project's.
  return top === 'content' && rest.length === 1 && rest[0]!.endsWith('.json');
};
/** What the build writes in the workspace: kept between runs. */
const buildOutputs = new Set(['.next', 'out', 'next-env.d.ts', 'tsconfig.tsbuildinfo', '.inputs', '.network-attempts', 'node_modules']);

/** Every file below `dir`, relative to it, skipping what `skip` says (checked on folders too). */
function files(dir: string, skip: (path: string) => boolean = () => false, under = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? join(under, entry.name) : entry.name;
    if (skip(path)) return [];
    if (entry.isDirectory()) return files(dir, skip, path);
    return entry.isFile() ? [path] : [];
  });
}

function copyIfChanged(from: string, to: string) {
  if (existsSync(to)) {
    const [a, b] = [statSync(from), statSync(to)];
    if (a.size === b.size && readFileSync(from).equals(readFileSync(to))) return;
  }
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

function writeIfChanged(text: string, to: string) {
  if (existsSync(to) && readFileSync(to, 'utf8') === text) return;
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, text);
}

/** Changes to a set's JSON files, by file name: `{ 'site.json': (site) => { site.lang = 'fr'; } }`. */
export type ContentEdit = Record<string, (json: Record<string, unknown>) => void>;

export interface SiteOptions {
  /** The set whose content and public/ the workspace takes (by default the one it is named after). */
  from?: string;
  /** Changes made to the copied JSON: a variant of a set without a second copy of its files. */
  edit?: ContentEdit;
}

/**
 * Brings the workspace to the project's sources plus the set's content, removing anything else
 * but the build's own outputs.
 */
function prepareWorkspace(name: string, { from = name, edit = {} }: SiteOptions = {}, root = process.cwd()) {
  const workspace = siteWorkspace(name);
  const source = siteSource(from);
  const wanted = new Map<string, string>();
  for (const path of files(root, isExcluded)) wanted.set(path, join(root, path));
  for (const path of files(join(source, 'content'))) wanted.set(join('content', path), join(source, 'content', path));
  for (const path of files(join(source, 'public'))) wanted.set(join('public', path), join(source, 'public', path));

  mkdirSync(workspace, { recursive: true });
  // Code may name a file in node_modules by a relative path (next/font/local does): a link makes
  // it resolve in the workspace as in the project.
  if (!existsSync(join(workspace, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(workspace, 'node_modules'), 'dir');
  for (const path of files(workspace, (path) => buildOutputs.has(path.split(sep)[0]!))) {
    if (!wanted.has(path)) rmSync(join(workspace, path));
  }
  for (const [path, file] of wanted) {
    const change = path.startsWith(`content${sep}`) ? edit[path.slice('content/'.length)] : undefined;
    if (!change) copyIfChanged(file, join(workspace, path));
    else {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      change(json);
      writeIfChanged(`${JSON.stringify(json, null, 2)}\n`, join(workspace, path));
    }
  }
}

export interface BuiltSite {
  /** The export, ready to serve. */
  out: string;
  basePath: string;
  /** false when the inputs had not changed since the last build, which was kept. */
  built: boolean;
}

/**
 * How to run a command with no network but loopback, where the system allows it: a new network
 * namespace (as root), or one inside a user namespace (unprivileged, where the kernel permits).
 */
function networkNamespace(): string[] | undefined {
  if (process.platform !== 'linux') return undefined;
  return [['unshare', '-n'], ['unshare', '-rn']].find(([command, flag]) => spawnSync(command!, [flag!, 'true']).status === 0);
}

/**
 * Builds content set `name` (see the top of this file); throws when its build fails.
 * `offline`: proves the build needs no network. It builds from scratch (no cache that could hold an
 * earlier download), with every node process refusing any lookup or connection beyond this machine
 * (deny-network.cjs) and, where the system allows it, inside a network namespace with nothing but
 * loopback; any attempt fails the build, even one the build would survive.
 */
export function buildSite(
  name: string,
  {
    force = false,
    offline = false,
    buildIn,
    passes,
    ...variant
  }: SiteOptions & { force?: boolean; offline?: boolean; buildIn?: string; passes?: number } = {},
): BuiltSite {
  assertSite(variant.from ?? name);
  // `buildIn`: variants of one set (its French, Arabic and Pashto sites) built in turn in one
  // workspace, the export then copied to the variant's own folder. Next's cache there holds the
  // code compiled by the last variant's build, so the next one compiles only what its JSON changed
  // (a first build in a new workspace compiles everything: 11–31 s against 3–6 s).
  const workspace = siteWorkspace(buildIn ?? name);
  const out = siteOut(name);
  const { basePath } = siteUrlOf(variant.from ?? name);
  // SKIP_NEXT_TYPE_CHECK: the set brings JSON, not code, so Next need not type-check the code again (next.config.mjs).
  // IMAGE_CACHE_DIR: every set shares the project's image cache (lib/images/process.ts), so a set
  // made from another (the French and Arabic builds of the fixture) encodes none of its photos again.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SKIP_NEXT_TYPE_CHECK: '1',
    // The project's own cache, asked here, in the project, before the build moves into the workspace.
    IMAGE_CACHE_DIR: cacheDir(),
    // What the build measures of the set's list pages goes where the tests that read its split
    // (from the set's own content/, in the project) look: the project's folder (lib/pagination/measured.ts).
    PAGINATION_CACHE_DIR: measuredDir(),
  };
  // CONTENT_DIR would point the build at other content than the set's.
  delete env.CONTENT_DIR;
  // `passes`: how many builds at most bring its list pages under the line (scripts/build/build.ts).
  if (passes === undefined) delete env.BUILD_PASSES;
  else env.BUILD_PASSES = String(passes);
  prepareWorkspace(buildIn ?? name, variant);
  // The inputs are those the build's ID is made from (lib/build-id.mjs), read as the build will
  // read them: an unchanged ID means an unchanged site.
  const inputs = buildId(workspace, env);
  const stamp = join(siteWorkspace(name), '.inputs');
  // What the last build measured of the set's list pages (and its images step of their pictures)
  // is an input of the tests that read its split: an export whose figures have gone (a cleared
  // .cache/pagination/) is built again.
  const figures = () => JSON.stringify(measured(loadContent(join(workspace, 'content'))));
  const last = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  // (The content is read only once the other inputs match: it may not be valid content any more.)
  if (!force && !offline && existsSync(join(out, 'index.html')) && last.startsWith(`${inputs}\n`) && last === `${inputs}\n${figures()}`) {
    return { out, basePath, built: false };
  }
  rmSync(stamp, { force: true });
  let command = ['npm', 'run', 'build'];
  const log = join(workspace, '.network-attempts');
  if (offline) {
    // The build itself must keep Next's telemetry off (scripts/build/build.ts), not the caller.
    delete env.NEXT_TELEMETRY_DISABLED;
    rmSync(join(workspace, '.next'), { recursive: true, force: true });
    rmSync(log, { force: true });
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --require ${join(process.cwd(), 'scripts', 'site', 'deny-network.cjs')}`.trim();
    env.DENY_NETWORK_LOG = log;
    const namespace = networkNamespace();
    if (namespace) command = [...namespace, 'sh', '-c', 'ip link set lo up 2>/dev/null; exec npm run build'];
    console.log(`Building "${name}" offline: ${namespace ? `${namespace.join(' ')} (loopback only) and ` : ''}every node process refusing other hosts`);
  }
  const build = spawnSync(command[0]!, command.slice(1), { cwd: workspace, env, stdio: 'inherit' });
  const attempts = offline && existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
  if (attempts) throw new Error(`the "${name}" content set's build tried to reach the network:\n${attempts}`);
  if (build.status !== 0) throw new Error(`the "${name}" content set did not build (npm run build in ${relative(process.cwd(), workspace)})`);
  // The stamp stands for the export only if it is the ID the build wrote into its pages.
  const written = readFileSync(join(workspace, '.next', 'BUILD_ID'), 'utf8').trim();
  if (written !== inputs) {
    throw new Error(
      `the "${name}" content set's build wrote build ID ${written}, not the ${inputs} asked before it: a file the build makes ` +
        'is read as an input. Leave it out in lib/build-id.mjs.',
    );
  }
  if (buildIn) {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(dirname(out), { recursive: true });
    cpSync(join(workspace, 'out'), out, { recursive: true });
  }
  writeFileSync(stamp, `${inputs}\n${figures()}`);
  return { out, basePath, built: true };
}

if (isMainModule(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const offline = args.includes('--offline');
  const names = args.filter((arg) => !arg.startsWith('--'));
  try {
    if (names.length === 0) assertSite(undefined);
    for (const name of names) {
      const started = Date.now();
      const { out, built } = buildSite(name, { force, offline });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const how = offline ? `built without network in ${seconds} s` : built ? `built in ${seconds} s` : 'unchanged since its last build';
      console.log(`✓ ${name}: ${how} → ${relative(process.cwd(), out)}`);
    }
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
}
