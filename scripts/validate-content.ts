// `npm run validate`, and the first step of `npm run build`: checks every file in content/ and
// names each problem by file and field, so a broken edit stops the build before Next starts.
import { relative } from 'node:path';
import { loadContent, contentDir, uiDir, uiFileFor } from '../content';
import { contentSchemas, type ContentName } from '../content/schemas';
import { unreachableLinks } from '../content/unreachable-links';
import { demoLeftoversWarning } from '../content/demo-leftovers';
import { publicDirFor } from '../content/image-files';
import { unportableNames, unportableNamesWarning } from './portable-names';
import { drawnFields, undrawableFields, undrawableWarning } from '../lib/fonts/content-coverage';
import { loadOwnerEnv } from './owner-env.mjs';
import { annotate, fail, warn } from './annotations';
import { ContentError, formatProblem } from '../content/validate';
import { paletteProblems } from '../lib/contrast';
import { staleFontFiles } from './fonts/fallback-metrics';
import { routePageProblems } from './route-pages';
import { palettes } from '../tailwind.config';
import { missingEmailJsSettings, missingSettingWarning, placeholderEmailJsSettings, placeholderSettingsWarning, resolveEmailJsConfig } from '../lib/emailjs-config';

// The same .env files `next build` reads, so an id set in .env.local is not reported missing.
loadOwnerEnv();

/** `path` from the project's folder, with "/" between folders on every system, as warnings and GitHub's annotations name it. */
const fromHere = (path: string) => relative(process.cwd(), path).replaceAll('\\', '/') || '.';

// The palettes are the one part of the look an owner edits as often as content: a brand colour
// that does not read stops the build here, as a content mistake does, before anything is exported.
const unreadable = paletteProblems(palettes);
if (unreadable.length > 0) {
  fail(['✗ Colours that do not read:', ...unreadable, 'Change them in tailwind.config.ts (README, "Your colours") and build again.'].join('\n'), { file: 'tailwind.config.ts' });
  process.exit(1);
}

// A page added or removed in one of lib/routes.ts and app/ and not the other.
const unpaired = routePageProblems();
if (unpaired.length > 0) {
  fail(['✗ Pages and routes do not match:', ...unpaired].join('\n'), { file: 'lib/routes.ts' });
  process.exit(1);
}

// A heading font changed in app/font-fallbacks.ts and not written out: the headings would be drawn
// in the fallback for good (the family Tailwind names declared by no @font-face), or the old font
// shipped and sized for, and nothing would say so.
let fontProblems: string[];
try {
  fontProblems = staleFontFiles();
} catch (error) {
  fontProblems = [(error as Error).message];
}
if (fontProblems.length > 0) {
  fail(['✗ The heading font is not written out:', ...fontProblems].join('\n'), { file: 'app/font-fallbacks.ts' });
  process.exit(1);
}

try {
  const content = loadContent();
  const read = (Object.keys(contentSchemas) as ContentName[]).filter((name) => content[name] !== undefined);
  console.log(`✓ ${read.length} content files in ${contentDir()} are valid`);
  // A file left out on purpose (content/schemas.ts, `optionalContent`), or by mistake: said once.
  if (!content.sponsors) console.log(`✓ no sponsors.json: the site has no Sponsors page (README, "No Sponsors page")`);
  // A language without its file of UI strings still builds, in English; the owner is told what to add.
  const { file, warning } = uiFileFor(content.site.lang, uiDir());
  if (warning) warn(warning, { file: 'content/site.json' });
  else console.log(`✓ the site's own words: ${file}`);
  // A missing EmailJS id does not stop the build: the rest of the site works without it.
  const emailJs = resolveEmailJsConfig(content.contact.emailjs);
  for (const setting of missingEmailJsSettings(emailJs)) warn(missingSettingWarning(setting), { file: 'content/contact.json' });
  // The demo's ids, left by an owner who forked the site: the form runs, and every send fails.
  const placeholders = placeholderEmailJsSettings(emailJs);
  if (placeholders.length > 0) warn(placeholderSettingsWarning(placeholders, emailJs), { file: 'content/contact.json' });
  // Characters cv.pdf and og.png have no font for show there as empty boxes; the pages show them.
  // Told here, once: build.ts runs this script once before its passes, whereas og.png is drawn by
  // `next build`, which runs again in every pass, up to BUILD_PASSES times. `npm run validate`
  // tells it too, without a build.
  const undrawable = undrawableWarning(undrawableFields(drawnFields(content, relative(process.cwd(), file))));
  if (undrawable) warn(undrawable);
  // A link to the owner's own computer or network builds, and fails every visitor's tap.
  for (const warning of unreachableLinks(content)) warn(warning);
  // A fork with its owner's name that still links to the demo owner's profiles and address.
  const demoOwner = demoLeftoversWarning(content);
  if (demoOwner) warn(demoOwner);
  // A name Windows refuses, or two that differ in capitals alone: the deploy goes through, and a
  // clone on Windows (or a Mac) fails later. public/_img/ is made by the build, and not committed.
  const contentRoot = contentDir();
  const publicRoot = publicDirFor(contentRoot);
  const names = unportableNamesWarning([...unportableNames(contentRoot, fromHere(contentRoot)), ...unportableNames(publicRoot, fromHere(publicRoot), ['_img'])]);
  if (names) warn(names);
} catch (error) {
  // A ContentError's message lists every problem; a stack trace would only bury it.
  console.error(`✗ ${(error as Error).message}`);
  // On GitHub, each problem beside its file (and line, for a JSON mistake).
  const problems = error instanceof ContentError ? error.problems : [];
  for (const problem of problems) {
    annotate('error', formatProblem(problem), { file: fromHere(problem.file), line: problem.at?.line, col: problem.at?.column, title: 'Content is not valid' });
  }
  if (problems.length === 0) annotate('error', (error as Error).message);
  process.exit(1);
}
