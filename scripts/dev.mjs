// `npm run dev`: `next dev`, with the address it prints pointing under the base path. Next prints
// http://localhost:3000, which answers 404: the site lives at http://localhost:3000/portfolio/.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { isMainModule } from './main-module.mjs';
import { loadOwnerEnv } from './owner-env.mjs';

/** Next's "Local:" and "Network:" lines with the base path added to their address; other lines as they are. */
export function withBasePath(line, basePath) {
  if (!/\b(Local|Network):/.test(line)) return line;
  return line.replace(/(https?:\/\/[^\s/]+)\/?(?=\s*$)/, `$1${basePath}/`);
}

if (isMainModule(import.meta.url)) {
  // The address `next dev` serves under, SITE_URL in .env.development.local or .env.local
  // included. Next is started with the environment as it was: it reads those files itself, and
  // reads them again when one changes, which it would not for values handed to it.
  const env = { ...process.env };
  loadOwnerEnv({ dev: true });
  const { basePath } = resolveSiteUrl();
  // Next's own script, started with this node: no shell, and no node_modules/.bin shim, which is
  // next.cmd on Windows, where node starts it only through cmd.exe. cmd.exe split its path at the
  // first space (a project in C:\Users\Jane Doe\), and Node 24 warns of the arguments it passes.
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const child = spawn(process.execPath, [next, 'dev', ...process.argv.slice(2)], {
    stdio: ['inherit', 'pipe', 'inherit'],
    // Next colours its output only for a terminal; through the pipe it would not. Next's telemetry
    // is off, as in the build (scripts/build/build.ts): nothing is sent from the owner's machine.
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  createInterface({ input: child.stdout }).on('line', (line) => console.log(withBasePath(line, basePath)));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
