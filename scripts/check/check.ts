// `npm run check`: builds the owner's site (the real `npm run build`, into out/, which the deploy
// uploads) and walks every exported page in Chromium: see README.md, "The check".
//   npm run check                     build content/ into out/, then walk it
//   npm run check -- --no-build       walk the out/ there is
//   npm run check -- --site minimal   build test/sites/minimal into .cache/sites/minimal, then walk it
// CHECK_PORT chooses the port it serves on (any free one by default).
import { resolve } from 'node:path';
import { spawnNpm } from '../npm-run';
import { loadContent, type SiteContent } from '../../content';
import { NARROWEST_SCREEN } from '../../lib/narrowest-screen';
import { ogImage } from '../../lib/og-image';
import { absentPages, sitePages } from '../../lib/pagination';
import { servedPath } from '../../lib/routes';
import { resolveSiteUrl } from '../../lib/site-url.mjs';
import { buildSite } from '../site/build-site';
import { loadSiteContent, readSiteArgs } from '../site/sites';
import { reportCardProblem, reportPage } from './report';
import { socialCardProblems } from './social-card';
import { walkSite, type PageToWalk } from './walk';
import { loadOwnerEnv } from '../owner-env.mjs';

/** Every page the content makes (lib/routes.ts with each list's further pages), and a path that
 * does not exist: the host answers 404.html, as it does for a page the content left out. */
const pagesToWalk = (content: SiteContent): PageToWalk[] => [
  ...sitePages(content).map((page) => ({ path: servedPath(page), status: 200 })),
  ...absentPages(content).map((route) => ({ path: servedPath(route), status: 404 })),
  { path: '/this-page-does-not-exist/', status: 404 },
];

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const args = process.argv.slice(2);
  const { sets, rest } = readSiteArgs(args);
  const [site, ...more] = sets;
  if (more.length > 0) throw new Error(`the check walks one site at a time: run it once for each of ${sets.join(', ')}`);
  const unknown = rest.filter((arg) => arg !== '--no-build');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}: the check takes --no-build, or --site <set>`);
  const label = site ? `the "${site}" content set` : 'the site in content/';
  let out: string;
  let basePath: string;

  const buildStarted = Date.now();
  if (site) {
    ({ out, basePath } = buildSite(site));
  } else {
    // The owner's .env files, as the build reads them: the walk must look under the base path it built for.
    loadOwnerEnv();
    if (!args.includes('--no-build')) {
      // The owner's `npm run build`, by the npm running this check.
      const build = spawnNpm(['run', 'build'], { stdio: 'inherit' });
      if (build.error) throw new Error(`npm run build did not start: ${build.error.message}`);
      if (build.status !== 0) throw new Error('npm run build failed (above)');
    }
    out = resolve('out');
    ({ basePath } = resolveSiteUrl());
  }
  const built = seconds(buildStarted);

  const walkStarted = Date.now();
  console.log(`\nChecking ${label}: every page on a ${NARROWEST_SCREEN} px screen in Chromium, served under ${basePath || '/'}`);
  const content = site ? loadSiteContent(site) : loadContent();
  const results = await walkSite({ out, basePath, pages: pagesToWalk(content), port: Number(process.env.CHECK_PORT ?? 0), onPage: (page) => reportPage(page, content) });
  const card = await socialCardProblems(out);
  if (card.length === 0) console.log(`✓ og.png  (${ogImage.width}×${ogImage.height} PNG, drawn)`);
  else for (const problem of card) reportCardProblem(problem);

  const failed = results.filter((result) => result.problems.length > 0).length + (card.length > 0 ? 1 : 0);
  const summary = `${results.length} pages and the social card; build ${built}, walk ${seconds(walkStarted)}`;
  if (failed > 0) {
    console.error(`\n✗ The check failed for ${label}: ${failed} of ${results.length + 1} items have problems (${summary}).`);
    process.exit(1);
  }
  console.log(`\n✓ The check passed for ${label}: ${summary}.`);
}

try {
  await main();
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
