import { spawnSync, type SpawnSyncOptions, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from 'node:child_process';

/**
 * `npm <args>` by the npm running this script: its own program (npm_execpath), started with this
 * node. Windows has npm as npm.cmd, which node starts only through a shell: spawnSync('npm')
 * found no program there (`npm run check` stopped before building). Without npm_execpath (the
 * script run by node itself), the `npm` on the PATH.
 */
export function spawnNpm(args: string[], options: SpawnSyncOptionsWithStringEncoding): SpawnSyncReturns<string>;
export function spawnNpm(args: string[], options?: SpawnSyncOptions): SpawnSyncReturns<string | Buffer>;
export function spawnNpm(args: string[], options: SpawnSyncOptions = {}): SpawnSyncReturns<string | Buffer> {
  const npm = process.env.npm_execpath;
  if (npm) return spawnSync(process.execPath, [npm, ...args], options);
  return spawnSync('npm', args, { ...options, shell: process.platform === 'win32' });
}
