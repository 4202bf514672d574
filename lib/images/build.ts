// The image step of the build (scripts/images.ts) and its share of the last step
// (scripts/finish-export.ts), kept here so that both scripts stay small.
import { availableParallelism } from 'node:os';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { imageFilePath } from '@/content/image-files';
import type { Content } from '@/content/schemas';
import { withRepeatsSummed } from '@/lib/repeated-lines';
import { contentImages, type ContentImageRef } from './content-images';
import { cropAdvice, imageUses } from './uses';
import { isProcessed, isRemote, isSvg, originalPath, processImage, pruneCache, svgSize, variantFiles, variantsDir, variantsUrl, type ProcessResult } from './process';

export interface ImageStepReport {
  processed: number;
  cached: number;
  milliseconds: number;
  /** What the owner should know about the originals, a line each; the same advice for many items of one list is summed up after its first few. */
  advice: string[];
  /**
   * How many AVIF widths each project's and each sponsor's picture lists, in content order: 0 for
   * an SVG or a picture on another host. What a card weighs on its page depends on it
   * (lib/pagination/).
   */
  cardWidths: { projects: number[]; sponsors: number[] };
  /** With `pruneCache`: the cache entries no content image uses any more, removed, and their size. */
  pruned?: { entries: number; bytes: number };
}

/** `work` on the image of `ref`, whose failure names the content file and field it is in. */
async function naming<T>(ref: ContentImageRef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${ref.where}: ${(error as Error).message}`);
  }
}

/**
 * Runs `work` on every item, `limit` at a time (sharp encodes one image per core here), and on
 * all of them though some fail: the failures, in the items' order, are the second list. An owner
 * with two unreadable photos learnt of the second only once the first was mended.
 */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<[R[], Error[]]> {
  const results: R[] = new Array(items.length);
  const failures: Error[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failures[index] = error as Error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return [results, failures.filter(Boolean)];
}

/**
 * Makes (or finds in the cache) the variants of every content image, then deletes variants that
 * no content names any more, so that out/ carries only what the pages use. With `pruneCache`, the
 * cache too keeps only what this content uses (the deploy's, which is saved again on every push).
 */
export async function buildImages(content: Content, { pruneCache: prune = false } = {}): Promise<ImageStepReport> {
  const started = performance.now();
  const all = contentImages(content);
  const refs = all.filter(({ src }) => isProcessed(src));
  const [results, failed] = await pool(refs, availableParallelism(), async (ref: ContentImageRef): Promise<[ContentImageRef, ProcessResult]> => [
    ref,
    await naming(ref, () => processImage(ref.src, ref.use, ref.focus)),
  ]);
  // Drawings are shown as they are; their size is read here, where an unreadable one is named. The
  // browser crops one of another shape than its place (object-fit: cover), as a photo's files are.
  const [drawingAdvice, failedDrawings] = await pool(all.filter(({ src }) => isSvg(src) && !isRemote(src)), 1, async (ref): Promise<[ContentImageRef, string[]]> => [
    ref,
    cropAdvice(imageUses[ref.use], await naming(ref, () => svgSize(ref.src)), ref.focus),
  ]);
  // Every picture the step cannot use, each on a line of its own (sharp's messages may hold line breaks).
  const failures = [...failed, ...failedDrawings].map(({ message }) => message.replace(/\s*\n\s*/g, ' '));
  if (failures.length > 0) throw new Error(failures.join('\n'));
  const used = new Set(results.flatMap(([, result]) => variantFiles(result)));
  if (existsSync(variantsDir())) {
    for (const file of readdirSync(variantsDir())) if (!used.has(file)) rmSync(join(variantsDir(), file), { force: true });
  }
  const widthsAt = new Map(results.map(([ref, result]) => [ref.where, result.avif.length]));
  const widthsOf = (use: ContentImageRef['use']) => all.filter((ref) => ref.use === use).map(({ where }) => widthsAt.get(where) ?? 0);
  // Twelve photos too small in the same way are one piece of advice: the first few and a line naming the rest.
  const advice = withRepeatsSummed(
    [...results.map(([ref, result]): [ContentImageRef, string[]] => [ref, result.advice]), ...drawingAdvice].flatMap(([ref, texts]) =>
      texts.map((text) => ({ file: ref.file, path: ref.field, kind: text, line: `${ref.where} (${ref.src}): ${text}` })),
    ),
  );
  return {
    processed: results.filter(([, result]) => !result.cached).length,
    cached: results.filter(([, result]) => result.cached).length,
    milliseconds: performance.now() - started,
    advice,
    cardWidths: { projects: widthsOf('project'), sponsors: widthsOf('sponsor') },
    ...(prune ? { pruned: pruneCache(results.map(([, result]) => result), refs.map(({ src }) => originalPath(src))) } : {}),
  };
}

/**
 * After the export: variants the pages were rendered with are all in out/ (a page rendered an
 * image the image step had not made, e.g. under `next build` alone, gets it copied), and the
 * originals they were made from are removed from out/: no page links to them, so deploying them
 * would only publish the camera files. Returns how many originals were removed.
 */
export function finishImages(content: Content, out: string): number {
  const from = variantsDir();
  const to = join(out, variantsUrl);
  if (existsSync(from)) {
    mkdirSync(to, { recursive: true });
    for (const file of readdirSync(from)) if (!existsSync(join(to, file))) copyFileSync(join(from, file), join(to, file));
  }
  let removed = 0;
  for (const src of new Set(contentImages(content).map((ref) => ref.src).filter(isProcessed))) {
    // Where the export copied it from public/: the file the loader checked and the image step read.
    const file = join(out, imageFilePath(src));
    if (existsSync(file)) {
      rmSync(file);
      removed++;
    }
  }
  return removed;
}
