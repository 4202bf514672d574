// `npm run build`: the content validated (`npm run validate`) and its images made (`npm run
// images`), then Next's export, finished for a static host (scripts/finish-export.ts), then every
// list page weighed. A page must come whole in the first round trip (14 KiB gzipped); how many
// cards a page holds is estimated from their texts (lib/pagination/), and long, varied prose
// weighs more than estimated. When a list page passes the line, the build records how much heavier
// its cards' words were (lib/pagination/measured.ts) and builds again, up to four times in all;
// the owner's site goes out either way, with a warning naming any page still over. Home, About and
// Contact, which no split lightens, get a warning of their own when the owner's texts make them
// too heavy (page-weights.ts). cv.pdf and resume.json are written last, once.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadContent } from '../../content';
import { writeCv } from '../../lib/cv/write-cv';
import { listPages, listRoutes } from '../../lib/pagination';
import { measuredScales, recordScales } from '../../lib/pagination/measured';
import { overriddenSiteUrl, resolveSiteUrl } from '../../lib/site-url.mjs';
import { isOver, nextScales, weighLists, type ListPageWeight } from './list-weights';
import { heavyPages, heavyPagesWarning } from './page-weights';
import { loadOwnerEnv } from '../owner-env.mjs';
import { warn } from '../annotations';

// SITE_URL, BUILD_PASSES and the EmailJS ids may be in .env.local: read as Next reads them, before
// anything here or in the steps below looks at a setting.
loadOwnerEnv();

/**
 * How many builds at most (`BUILD_PASSES`, 4 by default): the French, Arabic and Pashto sites of
 * the language tests (e2e/i18n.spec.ts) take the estimate's split in one, as they read words, not
 * weights (each build more is 10–20 s of the test's time).
 */
const passes = Number(process.env.BUILD_PASSES ?? 4);
if (!Number.isInteger(passes) || passes < 1) {
  console.error(`✗ BUILD_PASSES=${process.env.BUILD_PASSES} is not a number of builds: leave it unset (4), or set 1 or more`);
  process.exit(1);
}

/**
 * Each step is a process of its own, started with this node: through npm or npx, each start cost
 * 0.5–1 s more on a slow day of a 2-core machine, and a build makes two a pass (measured: a build
 * of `fixture`, two passes, 22.7–23.3 s against 27.0–27.3 s through npm and npx).
 */
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
// Next.js posts anonymous usage data to telemetry.nextjs.org from every build unless told not to,
// and the build never reaches the network (the offline build of npm test holds it to that:
// scripts/site/build-site.ts). Set here, for the owner's builds as well as CI's.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (args: string[]) => {
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};
const runScript = (script: string) => run(['--import', 'tsx', script]);

// Before anything reads the content: a broken file stops the build with every problem named.
runScript('scripts/validate-content.ts');
runScript('scripts/images.ts');

const content = loadContent();
const out = join(process.cwd(), 'out');
const { basePath, siteUrl, from } = resolveSiteUrl();
// Which address the site is built for, and where that came from: on GitHub Pages SITE_URL is
// always set, and wins over content/site.json's url.
console.log(`✓ built for ${siteUrl}/ (${from === 'SITE_URL' ? 'SITE_URL' : 'content/site.json'})`);
const written = overriddenSiteUrl();
if (written) warn(`⚠ content/site.json says ${written}, but SITE_URL (${siteUrl}) is the address built for: on GitHub Pages set the SITE_URL variable (Settings → Secrets and variables → Actions → Variables), or the custom domain (Settings → Pages), to the address you want`, { file: 'content/site.json' });
const splits = () => JSON.stringify(listRoutes.map((route) => listPages(content, route).map((page) => page.length)));
const describe = (pages: ListPageWeight[]) =>
  pages.map(({ path, cards, measured }) => `${path} (${cards.length} card${cards.length === 1 ? '' : 's'}): ${measured.toLocaleString('en')} bytes`).join(', ');

// Every build starts from the estimate, as one from a fresh clone does: the same content always
// gives the same pages.
recordScales(content);
for (let pass = 1; ; pass++) {
  run([nextBin, 'build']);
  runScript('scripts/finish-export.ts');
  const weights = weighLists(out, basePath, content);
  const over = weights.filter(isOver);
  if (over.length === 0) {
    if (pass > 1) console.log(`✓ every list page fits the first round trip (14 KiB gzipped), after ${pass} builds`);
    break;
  }
  const before = splits();
  const used = measuredScales(content);
  const scales = nextScales(content, weights);
  const last = pass >= passes;
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
  const stopped = scales && last ? ` after ${pass} build${pass === 1 ? '' : 's'}, the most BUILD_PASSES allows` : '';
  warn(
    `! still over the first round trip (14 KiB gzipped)${stopped}: ${describe(over)}. These pages take one more round trip ` +
      '(about 150 ms on a slow phone connection) to arrive whole; shorter texts on them would bring them under.',
  );
  break;
}

// cv.pdf and resume.json (lib/cv/), once the pages are final: each pass's `next build` empties
// out/, and the CV is the same however the lists are split (written in every pass, they took the
// stress set's build 6.8, 3.9 and 3 s more).
await writeCv(out);

// The other pages have no list to split: they are as long as their texts.
const heavy = heavyPagesWarning(heavyPages(out, basePath));
if (heavy) warn(heavy);
