// The one loader of site content. Pages and layouts import from here; nothing else reads content/.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { resolveSiteUrl } from '@/lib/site-url.mjs';
import { checkingImagesIn, publicDirFor } from './image-files';
import { contentSchemas, type Content, type ContentName } from './schemas';
import { ContentError, parseContent, type ContentProblem, type FieldHints } from './validate';

export type * from './schemas';

/**
 * content/, or CONTENT_DIR (the tests point it at content sets of their own). Images are looked
 * up in the public/ folder beside it, or PUBLIC_DIR (content/image-files.ts).
 */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
}

export { publicDirFor };

/** Fields an owner's older files may still have, with where they went. */
const movedFields: Partial<Record<ContentName, FieldHints>> = {
  contact: Object.fromEntries(
    (['github', 'linkedin'] as const).map((network) => [
      network,
      `"${network}" has moved: the Contact page takes it from socials.json. Remove it here; to show another link or none, ` +
        `write "profiles": { "${network}": "https://…" } or { "${network}": false }`,
    ]),
  ),
};

function label(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** Reads and validates every content file; throws a ContentError naming each file and field. */
export function loadContent(dir = contentDir()): Content {
  const problems: ContentProblem[] = [];
  const publicDir = publicDirFor(dir);
  const content: Partial<Record<ContentName, unknown>> = {};
  for (const [name, schema] of Object.entries(contentSchemas)) {
    const path = join(dir, `${name}.json`);
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      problems.push({ file: label(path), path: '', message: 'file is missing' });
      continue;
    }
    const result = checkingImagesIn(publicDir, () => parseContent(label(path), source, schema, movedFields[name as ContentName]));
    problems.push(...result.problems);
    content[name as ContentName] = result.data;
  }
  if (problems.length > 0) throw new ContentError(problems);
  const valid = content as Content;
  // SITE_URL may override the URL at build time; lib/site-url.mjs resolves it once for everyone.
  // Without it, the URL is this content's own (`dir` need not be the folder the build reads).
  const url = process.env.SITE_URL ? resolveSiteUrl().siteUrl : withoutTrailingSlash(valid.site.url);
  return { ...valid, site: { ...valid.site, url } };
}

function withoutTrailingSlash(value: string): string {
  const url = new URL(value);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

let cached: Content | undefined;

export function getContent(): Content {
  // `next dev` keeps running while the owner edits the JSON: read it afresh there.
  if (process.env.NODE_ENV === 'development') return loadContent();
  cached ??= loadContent();
  return cached;
}
