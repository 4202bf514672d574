// The yardstick of the size and Lighthouse reports: a bare Next.js App Router page (one layout,
// one page with a heading and a paragraph) exported with this project's Next and base path.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Builds the bare page in a temporary folder and hands its out/ to `withOut`; removes it after. */
export async function withBareExport<T>(basePath: string, withOut: (out: string) => T | Promise<T>): Promise<T> {
  const root = resolve('.');
  const dir = mkdtempSync(join(tmpdir(), 'bare-next-'));
  try {
    mkdirSync(join(dir, 'app'));
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), '{ "name": "bare-next", "private": true }\n');
    writeFileSync(
      join(dir, 'next.config.mjs'),
      // Turbopack's root must hold the symlinked node_modules too.
      `export default ${JSON.stringify({ output: 'export', basePath, trailingSlash: true, turbopack: { root: '/' } })};\n`,
    );
    writeFileSync(
      join(dir, 'app', 'layout.jsx'),
      'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
    );
    writeFileSync(
      join(dir, 'app', 'page.jsx'),
      'export default function Page() {\n  return <main><h1>Hello</h1><p>A bare page.</p></main>;\n}\n',
    );
    const build = spawnSync(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`the bare page did not build:\n${build.stdout}\n${build.stderr}`);
    return await withOut(join(dir, 'out'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
