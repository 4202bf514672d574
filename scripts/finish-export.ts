// The step after each `next build` of `npm run build`: makes out/ ready for a static host.
// - unknown paths get Home's page, and every page its critical CSS inline (scripts/first-paint/);
// - every HTML page gets its Content-Security-Policy (scripts/csp.ts);
// - out/.nojekyll, so GitHub Pages serves the _next/ folder instead of hiding it from Jekyll;
// - content image originals left out: the pages use their variants (lib/images/);
// - a page the content left out (Sponsors without sponsors.json) taken out (scripts/absent-pages.ts);
// - the files macOS and Windows leave in folders (.DS_Store, ._photo.jpg, Thumbs.db) left out.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../content';
import { finishImages } from '../lib/images/build';
import { contentImages } from '../lib/images/content-images';
import { isRemote } from '../lib/images/process';
import { hasPage } from '../lib/pagination';
import { routes } from '../lib/routes';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { removeAbsentPages } from './absent-pages';
import { policyFor, withPolicy } from './csp';
import { rewritePages } from './export-pages';
import { prepareFirstPaint } from './first-paint';
import { removeSystemFiles } from './system-files';

const out = join(process.cwd(), 'out');

const content = loadContent();

/** Origins of content images on other hosts, for img-src. */
function imageOrigins(): string[] {
  const remote = contentImages(content).filter(({ src }) => isRemote(src));
  return [...new Set(remote.map(({ src }) => new URL(src).origin))].sort();
}

const absent = removeAbsentPages(out, content);
prepareFirstPaint(out, resolveSiteUrl().basePath);
const origins = imageOrigins();
const pages = rewritePages(out, (html) => withPolicy(html, policyFor(html, { imageOrigins: origins, sponsorFrame: hasPage(content, routes.sponsors) })));
writeFileSync(join(out, '.nojekyll'), '');
const removedOriginals = finishImages(content, out);
const systemFiles = removeSystemFiles(out);
console.log(`✓ Content-Security-Policy added to ${pages} pages; out/.nojekyll written; ${removedOriginals} image originals left out (their variants are in out/_img/)${systemFiles.length > 0 ? `; ${systemFiles.length} of macOS's or Windows' own files left out (.DS_Store, ._ files, Thumbs.db, desktop.ini)` : ''}${absent.length > 0 ? `; ${absent.join(', ')} left out, as the content has no such page` : ''}`);
