// Turns an original from public/ into the files a use shows: AVIF at the widths in uses.ts and
// WebP at the fallback width (./file-names.ts), cropped to the use's shape, and a tiny preview to
// paint while they load. Done once per original and use: the result and its files are remembered
// in .cache/images/ (by the original's bytes and the settings), and the files are linked into
// public/_img/, which `next dev` serves and `next build` copies into out/. Both folders are
// git-ignored and rebuilt on demand.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { contentDir } from '@/content';
import { heicToJpeg, imageFilePath, publicDirFor } from '@/content/image-files';
import { fallbackWidth } from './file-names';
import { variantsUrl } from './variants-url.mjs';
import { adviceFor, cropBox, imageUses, objectPosition, variantWidths, widestAtOneX, type Focus, type ImageUse, type ImageUseName } from './uses';

/** Bump when the output of process() changes for the same input, so that caches are rebuilt. */
// 4: advice for an animated original (its cached records from 3 had none).
// 5: advice for a print (CMYK) original.
const VERSION = 5;
/**
 * AVIF at 50 for the files a 1× screen may take, and at 40 for those only denser screens take
 * (`widestAtOneX`): there a file's pixel is drawn at 0.71 of a CSS pixel or less, and the
 * softer detail does not show, while a phone downloads about a quarter less (a real photo: the
 * portrait's 448 px file 23.2 → 16.5 KB, a card's 1214 px file, a 390 px phone's at 3×, 64.9 →
 * 47.8 KB). Phones are most visitors, and the portrait is Home's largest paint.
 */
const quality = { avif: 50, avifDense: 40, webp: 75 } as const;
/** Long side of the inline preview: a few hundred bytes, blurred by being stretched. */
const previewSize = 16;

/** The folder of the public URL `/_img/`, below the public/ that Next serves and exports. */
export { variantsUrl };
export const variantsDir = () => join(process.cwd(), 'public', variantsUrl);
/**
 * IMAGE_CACHE_DIR lets builds in other folders share one cache: the content sets' builds
 * (scripts/site/build-site.ts) use the project's, so a set built from another reuses its files.
 */
export const cacheDir = () => process.env.IMAGE_CACHE_DIR ?? join(process.cwd(), '.cache', 'images');
/** Where the cache keeps each encoded file, so that a public/_img/ without it gets it back without encoding. */
const cachedFile = (file: string) => join(cacheDir(), 'files', file);

/** The public/ folder the content's images are in: the loader's rule (content/image-files.ts). */
const sourcePublicDir = () => publicDirFor(contentDir());

export const isRemote = (src: string) => src.startsWith('https://');
export const isSvg = (src: string) => extname(src.split(/[?#]/)[0]!).toLowerCase() === '.svg';
/** An original this module makes variants of (the rest is shown as it is). */
export const isProcessed = (src: string) => !isRemote(src) && !isSvg(src);

export interface Variants {
  /** Width and height of the shown image, for the <img> attributes (the widest file's). */
  width: number;
  height: number;
  widths: number[];
  /** URL paths below the base path, each with its width: AVIF at every width in `widths`, ... */
  avif: { url: string; width: number }[];
  /** ... WebP at the fallback width, and the widest for a use that asks (uses.ts `widestInWebp`). */
  webp: { url: string; width: number }[];
  /**
   * While the file loads: a data: URL of a blurred preview, and the dominant colour (#rrggbb),
   * both undefined for originals with transparency (they would show through).
   */
  preview?: string;
  color?: string;
  objectPosition: string;
  original: { width: number; height: number; bytes: number };
  /** What the owner should know: too small, huge, cropped. */
  advice: string[];
}

export interface ProcessResult extends Variants {
  /** True when nothing had to be made: the cache answered. */
  cached: boolean;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Readable file names: the original's name, then a hash of everything the files depend on. */
function slug(src: string): string {
  return (
    basename(src, extname(src))
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .toLowerCase() || 'image'
  );
}

/** A name beside `path` no other process or worker picks. */
const temporaryBeside = (path: string) => `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/** Writes through a temporary file: several build workers may make the same file at once. */
function writeAtomically(path: string, data: Buffer | string) {
  const temporary = temporaryBeside(path);
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

/**
 * Puts the cached `file` in public/_img/: a hard link (no second copy on disk), or a copy where
 * the two folders are on different file systems. False when the cache does not have it.
 */
function restore(file: string): boolean {
  const target = join(variantsDir(), file);
  if (existsSync(target)) return true;
  if (!existsSync(cachedFile(file))) return false;
  mkdirSync(variantsDir(), { recursive: true });
  const temporary = temporaryBeside(target);
  try {
    linkSync(cachedFile(file), temporary);
  } catch {
    copyFileSync(cachedFile(file), temporary);
  }
  renameSync(temporary, target);
  return true;
}

/** The names in public/_img/ of every file of `variants`, in both formats. */
export const variantFiles = ({ avif, webp }: Pick<Variants, 'avif' | 'webp'>) => [...avif, ...webp].map(({ url }) => url.slice(variantsUrl.length + 1));

/**
 * Content hashes by path, size and modification time, kept in the cache folder: a rebuild reads
 * no original whose size and time are unchanged (hashing 40 camera files would take a second).
 */
let hashes: Record<string, string> | undefined;
const hashesFile = () => join(cacheDir(), 'hashes.json');
function readHashes(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(hashesFile(), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}
function memoOf(path: string) {
  const { size, mtimeMs } = statSync(path);
  return `${path}:${size}:${mtimeMs}`;
}
function hashOf(path: string): { hash: string; bytes: Buffer | undefined } {
  const memo = memoOf(path);
  hashes ??= readHashes();
  const known = hashes[memo];
  if (known) return { hash: known, bytes: undefined };
  const bytes = readFileSync(path);
  const hash = sha(bytes);
  hashes[memo] = hash;
  mkdirSync(cacheDir(), { recursive: true });
  writeAtomically(hashesFile(), JSON.stringify(hashes));
  return { hash, bytes };
}

/**
 * The absolute path of an original named in content/, or an error the owner can act on. Found
 * by the rule the loader checked the path by (`imageFilePath`): what it accepted is found here.
 * The loader takes a name whose accented letters are stored in another form than the JSON's
 * (macOS) only when this path opens (content/image-files.ts `nameProblem`).
 */
export function originalPath(src: string): string {
  const path = join(sourcePublicDir(), imageFilePath(src));
  if (!existsSync(path) || !statSync(path).isFile()) throw new Error(`no file ${path} for the image ${src}`);
  return path;
}

/** What the owner of an animated original is told: it is taken, but it does not move on the site. */
const animatedAdvice = (frames: number) =>
  `is animated (${frames} frames), and only its first frame is shown: use a still picture (its best frame saved as PNG or WebP), or an SVG, so that you choose what visitors see`;

/**
 * A print file (CMYK), from a designer or a sponsor's press kit: its colours are converted for
 * screens by a profile that may not be the one it was made with, and they shift (measured on an
 * owners' walkthrough: a CMYK JPEG's green 30,189,60 in the browser came out 0,125,87 without an
 * embedded profile, channels up to 16 levels apart with one).
 */
const printAdvice = (profiled: boolean) =>
  `is a print file (CMYK${profiled ? '' : ', with no colour profile'}): its colours are converted for screens and may shift${profiled ? '' : ' a lot'}: export it as sRGB ("Export for web", or "Convert to profile: sRGB" in an image editor) to choose them yourself`;

/** The variants of `src` for `useName`, made now unless the cache has them. */
export async function processImage(src: string, useName: ImageUseName, focus?: Focus): Promise<ProcessResult> {
  const use: ImageUse = imageUses[useName];
  const path = originalPath(src);
  const { hash, bytes: read } = hashOf(path);
  // Eight hex digits are plenty beside the name to tell one owner's variants apart, and a card page
  // writes each file name nine times in its HTML and again in its payload.
  const key = `${slug(src)}-${sha(JSON.stringify({ hash, use, focus, VERSION, quality, previewSize })).slice(0, 8)}`;
  const record = join(cacheDir(), `${key}.json`);
  if (existsSync(record)) {
    const known = JSON.parse(readFileSync(record, 'utf8')) as Variants;
    if (variantFiles(known).every(restore)) return { ...known, cached: true };
  }

  const { default: sharp } = await import('sharp');
  const bytes = read ?? readFileSync(path);
  // Cameras store pictures sideways with an orientation tag; rotate() applies it, and the
  // output keeps no metadata (no GPS position of the owner's home either).
  const input = () => sharp(bytes, { limitInputPixels: false }).rotate();
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new Error(`${src} is not an image sharp can read (${(error as Error).message})`);
  }
  // An iPhone's HEIC under a .jpg or .png name (renamed by hand, or by the app that copied it off
  // the phone): its header reads, but sharp's prebuilt binaries have no HEVC decoder, and the
  // decoder's failure below would call the file damaged. An AVIF is HEIF too, with AV1 inside.
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    throw new Error(`${src} is a HEIC photo (an iPhone's format) though its name ends in ${extname(src).toLowerCase()}: most browsers cannot show it, nor can the build read it: ${heicToJpeg}`);
  }
  // An animated WebP, PNG or AVIF has its frames as pages; sharp reads the first only (its
  // metadata's height is a frame's), so the site shows a still of that frame.
  const frames = metadata.pages ?? 1;
  const sideways = (metadata.orientation ?? 1) >= 5;
  const original = {
    width: sideways ? metadata.height : metadata.width,
    height: sideways ? metadata.width : metadata.height,
    bytes: bytes.length,
  };
  const box = cropBox(original.width, original.height, use.aspect, focus);
  const widths = variantWidths(use, box.width);
  const largest = widths.at(-1)!;
  const heightAt = (width: number) => Math.max(1, Math.round((width * box.height) / box.width));

  // Decoded and cropped once, at the largest width; every file is resized from that. A file whose
  // header reads but whose pixels do not (a photo cut short in a copy or an upload) fails here.
  // "whole": the picture inside the place's shape, the rest transparent, which stands on white (ContentImage).
  const base = await (focus === 'whole'
    ? input().resize({ width: largest, height: heightAt(largest), fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    : input().extract(box).resize({ width: largest, height: heightAt(largest) }))
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new Error(
        `${src} could not be read to the end (${error.message}): the file is damaged or cut short. Copy or export it again from where it came from (the camera, the phone, the image editor) and open it once to check it shows whole`,
      );
    });
  const raw = () => sharp(base.data, { raw: base.info });

  mkdirSync(join(cacheDir(), 'files'), { recursive: true });
  const made: Pick<Variants, 'avif' | 'webp'> = { avif: [], webp: [] };
  // Browsers without AVIF (Safari before 16.4) show the <img>'s one WebP (components/ui/Picture.tsx).
  const inWebp = new Set([fallbackWidth(widths), ...(use.widestInWebp ? [largest] : [])]);
  const oneX = widestAtOneX(use, widths);
  for (const width of widths) {
    const avifQuality = width > oneX ? quality.avifDense : quality.avif;
    const resized = await raw().resize({ width, height: heightAt(width) }).toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(resized.data, { raw: resized.info });
    for (const format of inWebp.has(width) ? (['avif', 'webp'] as const) : (['avif'] as const)) {
      const file = `${key}-${width}.${format}`;
      const encoded =
        format === 'avif' ? await pixels().avif({ quality: avifQuality, effort: 1 }).toBuffer() : await pixels().webp({ quality: quality.webp }).toBuffer();
      writeAtomically(cachedFile(file), encoded);
      // A file of that name already in public/_img/ is not the cache's: replace it with the link.
      rmSync(join(variantsDir(), file), { force: true });
      restore(file);
      made[format].push({ url: `${variantsUrl}/${file}`, width });
    }
  }

  const thumbnail = raw().resize(previewSize, previewSize, { fit: 'inside' });
  const { isOpaque, dominant } = await thumbnail.clone().stats();
  const preview = isOpaque ? `data:image/webp;base64,${(await thumbnail.webp({ quality: 40 }).toBuffer()).toString('base64')}` : undefined;
  const color = isOpaque ? `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}` : undefined;

  const variants: Variants = {
    width: largest,
    height: heightAt(largest),
    widths,
    ...made,
    preview,
    color,
    objectPosition: objectPosition(focus),
    original,
    advice: [...adviceFor(use, original, focus), ...(frames > 1 ? [animatedAdvice(frames)] : []), ...(metadata.space === 'cmyk' ? [printAdvice(Boolean(metadata.icc))] : [])],
  };
  mkdirSync(cacheDir(), { recursive: true });
  writeAtomically(record, JSON.stringify(variants));
  return { ...variants, cached: false };
}

/**
 * Removes from the cache every entry that none of `kept` was made from (its record and its encoded
 * files), and the remembered hashes of all but the `originals` as they are now. The cache is
 * otherwise never emptied (a photo taken out of content/ and put back costs nothing), which suits
 * an owner's disk but not the deploy's cache, restored and saved again on every push: there,
 * every photo ever deployed, and a hash of every original at each checkout's file times, would
 * be carried along for good. Returns what was removed.
 */
export function pruneCache(kept: readonly Pick<Variants, 'avif' | 'webp'>[], originals: readonly string[]): { entries: number; bytes: number } {
  const files = new Set(kept.flatMap(variantFiles));
  // A file's name is its entry's key, then its width and format (processImage).
  const keys = new Set([...files].map((file) => file.replace(/-\d+\.(avif|webp)$/, '')));
  let entries = 0;
  let bytes = 0;
  const remove = (path: string) => {
    bytes += statSync(path).size;
    rmSync(path, { force: true });
  };
  if (!existsSync(cacheDir())) return { entries, bytes };
  for (const name of readdirSync(cacheDir())) {
    if (name.endsWith('.json') && name !== 'hashes.json' && !keys.has(name.slice(0, -'.json'.length))) {
      remove(join(cacheDir(), name));
      entries++;
    }
  }
  if (existsSync(join(cacheDir(), 'files'))) {
    for (const name of readdirSync(join(cacheDir(), 'files'))) if (!files.has(name)) remove(cachedFile(name));
  }
  const current = new Set(originals.map(memoOf));
  hashes = Object.fromEntries(Object.entries(hashes ?? readHashes()).filter(([memo]) => current.has(memo)));
  writeAtomically(hashesFile(), JSON.stringify(hashes));
  return { entries, bytes };
}

/** What a content image is, as a page shows it. */
export type PreparedImage =
  | { kind: 'remote'; src: string }
  | { kind: 'svg'; src: string; width: number; height: number }
  | ({ kind: 'raster'; src: string } & Variants);

const svgSizes = new Map<string, { width: number; height: number }>();

/**
 * The size a drawing in content/ declares (its width and height, or its viewBox's), which its
 * <img> reserves; or an error the owner can act on. The image step asks it of every drawing
 * (lib/images/build.ts), so that one that cannot be read stops the build there, naming the
 * content file and field, and not in the middle of Next's export with librsvg's words alone.
 */
export async function svgSize(src: string): Promise<{ width: number; height: number }> {
  const path = originalPath(src);
  // By the file's size and time too: under `next dev`, a drawing saved over another is read again.
  const memo = memoOf(path);
  let size = svgSizes.get(memo);
  if (!size) {
    const { default: sharp } = await import('sharp');
    let metadata;
    try {
      // Only its numbers are read: a drawing may declare any size (100,000 px is past sharp's limit for
      // pictures). From its bytes: libvips keeps what it opened by file name, and gave a drawing
      // saved over another the first one's size.
      metadata = await sharp(readFileSync(path), { limitInputPixels: false }).metadata();
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0];
      throw new Error(`${src} is not an SVG drawing that can be read (${reason}): open it in a browser to see what is wrong, or export it again from the program that made it`);
    }
    size = { width: metadata.width, height: metadata.height };
    svgSizes.set(memo, size);
  }
  return size;
}

/** Everything a page needs to show `src` in `use`: variants for photos, the file itself for SVG and other hosts. */
export async function prepareImage(src: string, use: ImageUseName, focus?: Focus): Promise<PreparedImage> {
  if (isRemote(src)) return { kind: 'remote', src };
  if (isSvg(src)) return { kind: 'svg', src, ...(await svgSize(src)) };
  const result: Partial<ProcessResult> = await processImage(src, use, focus);
  delete result.cached;
  return { kind: 'raster', src, ...(result as Variants) };
}
