// `npm run images`, a step of `npm run build` and `npm run dev`: makes the AVIF and WebP files of
// every content image (lib/images/), or finds them in the cache, and says what the owner should
// know about each original. A page rendering an image the step has not made makes it then.
import { loadContent } from '../content';
import { buildImages } from '../lib/images/build';
import { recordWidths } from '../lib/pagination/measured';
import { routes } from '../lib/routes';

try {
  const content = loadContent();
  const { processed, cached, milliseconds, advice, cardWidths } = await buildImages(content);
  // How many cards a list page holds depends on how many files their pictures list (lib/pagination/).
  recordWidths(content, { [routes.portfolio]: cardWidths.projects, [routes.sponsors]: cardWidths.sponsors });
  console.log(`✓ images: ${processed} processed, ${cached} from the cache, in ${(milliseconds / 1000).toFixed(2)} s`);
  for (const line of advice) console.warn(`⚠ ${line}`);
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
