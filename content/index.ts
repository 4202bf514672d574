// The one loader of site content. Pages and layouts import from here; nothing else reads content/.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { resolveSiteUrl } from '@/lib/site-url.mjs';
import { contentSchemas, type Content, type ContentName } from './schemas';
import { uiSchema, type UiStrings } from './ui/schema';
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

/** The owner's content and the site's own words in the owner's language. */
export type SiteContent = Content & { ui: UiStrings };

/** The language the site's own words are written in when the owner's language has no file. */
export const defaultLanguage = 'en';

/**
 * Where the site's words are: content/ui/ of the content folder, or the project's own when a
 * content folder (a test fixture, say) brings none.
 */
export function uiDir(dir = contentDir()): string {
  const own = join(dir, 'ui');
  return existsSync(join(own, `${defaultLanguage}.json`)) ? own : join(process.cwd(), 'content', 'ui');
}

/**
 * The file of UI strings for `lang`: its own ('fr-CA.json'), its language's ('fr.json'), or
 * English, with a warning that says which file to add.
 */
export function uiFileFor(lang: string, dir = uiDir()): { file: string; warning?: string } {
  const primary = lang.split('-')[0]!.toLowerCase();
  for (const name of new Set([lang, primary])) {
    const file = join(dir, `${name}.json`);
    if (existsSync(file)) return { file };
  }
  const fallback = join(dir, `${defaultLanguage}.json`);
  return {
    file: fallback,
    warning: `⚠ The site's own words have no translation for "${lang}": it is built with English ones. Copy ${label(fallback)} to ${label(join(dir, `${primary}.json`))} and translate its values (see README, "The site in your language").`,
  };
}

function readAndParse<S extends Parameters<typeof parseContent>[2]>(path: string, schema: S, problems: ContentProblem[]) {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    problems.push({ file: label(path), path: '', message: 'file is missing' });
    return undefined;
  }
  const result = parseContent(label(path), source, schema);
  problems.push(...result.problems);
  return result.data;
}

/** Reads and validates every content file; throws a ContentError naming each file and field. */
export function loadContent(dir = contentDir()): SiteContent {
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
  // English is checked too: the site falls back to it, and a translation is made from it.
  const strings = uiDir(dir);
  const english = readAndParse(join(strings, `${defaultLanguage}.json`), uiSchema, problems);
  const lang = (content.site as Content['site'] | undefined)?.lang ?? defaultLanguage;
  const { file } = uiFileFor(lang, strings);
  const ui = file === join(strings, `${defaultLanguage}.json`) ? english : readAndParse(file, uiSchema, problems);
  if (problems.length > 0) throw new ContentError(problems);
  const valid = content as Content;
  // SITE_URL may override the URL at build time; lib/site-url.mjs resolves it once for everyone.
  return { ...valid, site: { ...valid.site, url: resolveSiteUrl().siteUrl }, ui: ui! };
}

let cached: SiteContent | undefined;

export function getContent(): SiteContent {
  // `next dev` keeps running while the owner edits the JSON: read it afresh there.
  if (process.env.NODE_ENV === 'development') return loadContent();
  cached ??= loadContent();
  return cached;
}
