// The one loader of site content. Pages and layouts import from here; nothing else reads content/.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { resolveSiteUrl } from '@/lib/site-url.mjs';
import { contentSchemas, type Content, type ContentName } from './schemas';
import { ContentError, parseContent, type ContentProblem } from './validate';

export type * from './schemas';

/** content/, or CONTENT_DIR (the tests point it at broken copies). */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
}

function label(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** Reads and validates every content file; throws a ContentError naming each file and field. */
export function loadContent(dir = contentDir()): Content {
  const problems: ContentProblem[] = [];
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
    const result = parseContent(label(path), source, schema);
    problems.push(...result.problems);
    content[name as ContentName] = result.data;
  }
  if (problems.length > 0) throw new ContentError(problems);
  const valid = content as Content;
  // SITE_URL may override the URL at build time; lib/site-url.mjs resolves it once for everyone.
  return { ...valid, site: { ...valid.site, url: resolveSiteUrl().siteUrl } };
}

let cached: Content | undefined;

export function getContent(): Content {
  // `next dev` keeps running while the owner edits the JSON: read it afresh there.
  if (process.env.NODE_ENV === 'development') return loadContent();
  cached ??= loadContent();
  return cached;
}
