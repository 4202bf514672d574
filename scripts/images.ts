// `npm run images`, a step of `npm run build` and `npm run dev`: makes the AVIF and WebP files of
// every content image (lib/images/), or finds them in the cache, and says what the owner should
// know about each original. A page rendering an image the step has not made makes it then.
//
//   npm run images -- --prune-cache   also empties .cache/images/ of what no content image uses
//                                     (the deploy does, before its cache is saved again, after
//                                     its build has given the notes on each picture: not again)
import { relative } from 'node:path';
import { contentDir, loadContent, publicDirFor } from '../content';
import { buildImages } from '../lib/images/build';
import { megabytes } from '../lib/images/megabytes';
import { unusedPhotoLines, unusedPhotos } from '../lib/images/unused-photos';
import { recordWidths } from '../lib/pagination/measured';
import { routes } from '../lib/routes';

try {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--prune-cache');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}: the image step takes --prune-cache`);
  const content = loadContent();
  const pruneCache = args.includes('--prune-cache');
  const { processed, cached, milliseconds, advice, cardWidths, pruned } = await buildImages(content, { pruneCache });
  // How many cards a list page holds depends on how many files their pictures list (lib/pagination/).
  recordWidths(content, { [routes.portfolio]: cardWidths.projects, [routes.sponsors]: cardWidths.sponsors });
  console.log(`✓ images: ${processed} processed, ${cached} from the cache, in ${(milliseconds / 1000).toFixed(2)} s`);
  // The deploy prunes after its build, which said all this already: its log had every note twice.
  if (!pruneCache) {
    for (const line of advice) console.warn(`⚠ ${line}`);
    // A replaced photo left in public/ is published all the same.
    const publicDir = publicDirFor(contentDir());
    for (const line of unusedPhotoLines(unusedPhotos(content, publicDir), relative(process.cwd(), publicDir) || publicDir)) console.warn(`⚠ ${line}`);
  }
  if (pruned) console.log(`✓ image cache: ${pruned.entries} entries no content image uses removed (${megabytes(pruned.bytes)})`);
} catch (error) {
  // One line for each picture the step could not use (lib/images/build.ts).
  for (const line of (error as Error).message.split('\n')) console.error(`✗ ${line}`);
  process.exit(1);
}
