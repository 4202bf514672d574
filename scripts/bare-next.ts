// The yardstick of the size and Lighthouse reports: a bare Next.js App Router page (one layout,
// one page with a heading and a paragraph) exported with this project's Next and base path, and
// beside it the same page with one photo (`BARE_PHOTO_PAGE`), the yardstick for a page whose
// largest paint is a photo: how soon Next.js with nothing around it paints one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

/** The bare page with one photo, under the base path. */
export const BARE_PHOTO_PAGE = '/photo/';
/** The bytes of the bare photo page's photo in the bare export `out`. */
export const barePhotoBytes = (out: string) => statSync(join(out, 'photo.avif')).size;

/** The photo's width and height on the page (CSS px), as a first-screen portrait is on a phone. */
const PHOTO_SIZE = 224;

/**
 * A photo-like picture, made the same every time: a gradient with grain, 448 px square (the
 * 224 px it is shown at, for a phone's 1.75–2× screen), as AVIF. ~5 KB, what this site's own
 * first-screen photos weigh in the variant a phone picks.
 */
export async function barePhoto(): Promise<Buffer> {
  const size = PHOTO_SIZE * 2;
  const pixels = Buffer.alloc(size * size * 3);
  let seed = 1;
  const grain = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 40;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 3;
      const noise = grain();
      pixels[at] = 90 + (x * 120) / size + noise;
      pixels[at + 1] = 60 + (y * 100) / size + noise;
      pixels[at + 2] = 140 - (x * 60) / size + noise;
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).blur(1.2).avif({ quality: 55 }).toBuffer();
}

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
    // A plain <img> with its source in the HTML and a high fetch priority: the browser asks for the
    // photo as soon as it reads the tag. (A string src gets no base path: it is written in.)
    mkdirSync(join(dir, 'app', 'photo'));
    mkdirSync(join(dir, 'public'));
    writeFileSync(join(dir, 'public', 'photo.avif'), await barePhoto());
    writeFileSync(
      join(dir, 'app', 'photo', 'page.jsx'),
      `export default function Page() {\n  return <main><h1>Hello</h1><img src="${basePath}/photo.avif" width={${PHOTO_SIZE}} height={${PHOTO_SIZE}} fetchPriority="high" alt="A photo" /><p>A bare page with one photo.</p></main>;\n}\n`,
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
