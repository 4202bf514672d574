// Jest loads modules its own (CommonJS) way, so a test cannot import an ES module with top-level
// await (scripts/serve.mjs) or one that loads ES modules itself (Tailwind's PostCSS plugin). Such
// code runs in a node process of its own, which prints what the test reads.
import { spawnSync } from 'node:child_process';

/** Runs `script` as an ES module in a new node process with `args` (process.argv.slice(1)); its output, or its error thrown. */
export function runModuleScript(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}
