// `--against=REV` of `npm run audit` and `npm run bench:hydration`: the site as it was at an
// earlier commit, built beside this checkout, so that a change can be measured against what it
// replaced in the same run (the machine's speed moves more between hours than most changes do).
import { execFileSync, spawnSync } from 'node:child_process';
import { spawnNpm } from './npm-run';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The commit `rev` names (a hash, a tag, a branch); a wrong one ends the run with a message, before anything is built. */
export function commitOf(rev: string): string {
  const found = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { encoding: 'utf8' });
  if (found.status !== 0) {
    console.error(`--against=${rev}: no such commit in this repository (give a hash, a tag or a branch)`);
    process.exit(1);
  }
  return found.stdout.trim();
}

/**
 * Checks `rev` out into a temporary git worktree, builds it there for `siteUrl` with its own
 * `npm run build`, hands its out/ to `withOut`, and removes the worktree after. The worktree gets
 * this checkout's node_modules as hard links: no install, and Turbopack, which refuses a symlinked
 * node_modules outside the project, sees a folder of its own. An earlier commit that needs a
 * package this checkout no longer has fails to build, with the build's own message.
 */
export async function withEarlierExport<T>(rev: string, siteUrl: string, withOut: (out: string) => T | Promise<T>): Promise<T> {
  const root = resolve('.');
  const commit = commitOf(rev);
  const dir = join(mkdtempSync(join(tmpdir(), 'earlier-export-')), 'site');
  try {
    execFileSync('git', ['worktree', 'add', '--detach', '--quiet', dir, commit], { stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
    console.log(`Building ${commit.startsWith(rev) ? rev : `${rev} (${commit.slice(0, 7)})`} for ${siteUrl}/ …`);
    const build = spawnNpm(['run', 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, SITE_URL: siteUrl } });
    if (build.status !== 0) throw new Error(`${rev} did not build:\n${build.stdout}\n${build.stderr}`);
    return await withOut(join(dir, 'out'));
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    rmSync(resolve(dir, '..'), { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { stdio: 'ignore' });
  }
}
