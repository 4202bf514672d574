// `npm run build`, once the content is validated and its images made: Next's export, finished for
// a static host (scripts/finish-export.ts), then every list page weighed. A page must come whole in
// the first round trip (14 KiB gzipped); how many cards a page holds is estimated from their texts
// (lib/pagination/), and long, varied prose weighs more than estimated. When a list page passes
// the line, the build records how much heavier its cards' words were (lib/pagination/measured.ts)
// and builds again, up to four times in all; the owner's site goes out either way, with a warning
// naming any page still over. Home, About and Contact, which no split lightens, get a warning of
// their own when the owner's texts make them too heavy (page-weights.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadContent } from '../../content';
import { listPages, listRoutes } from '../../lib/pagination';
import { measuredScales, recordScales } from '../../lib/pagination/measured';
import { resolveSiteUrl } from '../../lib/site-url.mjs';
import { isOver, nextScales, weighLists, type ListPageWeight } from './list-weights';
import { heavyPages, heavyPagesWarning } from './page-weights';

const passes = 4;

function run(command: string, args: string[]) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const content = loadContent();
const out = join(process.cwd(), 'out');
const { basePath } = resolveSiteUrl();
const splits = () => JSON.stringify(listRoutes.map((route) => listPages(content, route).map((page) => page.length)));
const describe = (pages: ListPageWeight[]) =>
  pages.map(({ path, cards, measured }) => `${path} (${cards.length} card${cards.length === 1 ? '' : 's'}): ${measured.toLocaleString('en')} bytes`).join(', ');

// Every build starts from the estimate, as one from a fresh clone does: the same content always
// gives the same pages.
recordScales(content);
for (let pass = 1; ; pass++) {
  run('npx', ['next', 'build']);
  run('npx', ['tsx', 'scripts/finish-export.ts']);
  const weights = weighLists(out, basePath, content);
  const over = weights.filter(isOver);
  if (over.length === 0) {
    if (pass > 1) console.log(`✓ every list page fits the first round trip (14 KiB gzipped), after ${pass} builds`);
    break;
  }
  const before = splits();
  const used = measuredScales(content);
  const scales = nextScales(content, weights);
  const last = pass === passes;
  if (scales && !last) {
    recordScales(content, scales);
    if (splits() !== before) {
      console.log(
        `↻ over the first round trip (14 KiB gzipped): ${describe(over)}. Long texts weigh more than estimated; ` +
          `building again with fewer cards a page (build ${pass + 1} of at most ${passes}).`,
      );
      continue;
    }
    // The same split again would weigh the same: keep the figures this build used, and say so.
    recordScales(content, used);
  }
  console.warn(
    `! still over the first round trip (14 KiB gzipped): ${describe(over)}. These pages take one more round trip ` +
      '(about 150 ms on a slow phone connection) to arrive whole; shorter texts on them would bring them under.',
  );
  break;
}

// The other pages have no list to split: they are as long as their texts.
const heavy = heavyPagesWarning(heavyPages(out, basePath));
if (heavy) console.warn(heavy);
