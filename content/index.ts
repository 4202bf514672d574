// The one loader of site content. Pages and layouts import from here; nothing else reads content/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { canonicalTag, countryLanguageTag } from '@/lib/i18n/language-tag';
import { listedAs } from './file-names';
import { likelyScript } from '@/lib/i18n/likely-script';
import { resolveSiteUrl } from '@/lib/site-url.mjs';
import { contentFileText } from './file-text.mjs';
import { checkingImagesIn, publicDirFor } from './image-files';
import { excerpt, lineAndColumn } from './json-syntax';
import { contentSchemas, isOptionalContent, type Content, type ContentName } from './schemas';
import { uiSchema, type UiStrings } from './ui/schema';
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

/**
 * The owner's content and the site's own words in the owner's language. `uiLang`: the language
 * those words are in when it is not the page's (a site in Finnish with no content/ui/fi.json has
 * English ones). Every element that says them carries it as `lang`, so a screen reader says them
 * with an English voice (WCAG 3.1.2); it is absent when the words are the page's language.
 *
 * How the code names a language it hands on, one name for each meaning:
 * - `uiLang`: this one, the site's words' language where it is not the page's, else absent; so
 *   named as a prop and as a key of a `strings` object (never `lang` there).
 * - `wordsLang`: the site's words' language, always given (`wordsLanguage()`: `uiLang`, else the
 *   page's), for what is written in it, such as numbers.
 * - `siteLang`: the page's language, `site.lang`, where a component needs it.
 * - `lang`: the `lang` attribute of the element a component draws, as HTML means it: an item's own
 *   language (a project written in another language), or the language of a small component's one
 *   label (`ComingSoon`, `BecomeSponsorButton`).
 */
export type SiteContent = Content & { ui: UiStrings; uiLang?: string };

/** The language the site's own words are written in when the owner's language has no file. */
const defaultLanguage = 'en';

/**
 * Every language the pages mark text with: the site's, its words' when they are not in it, and
 * each job's, project's and sponsor's own.
 */
export const contentLanguages = ({ site, uiLang, about, portfolio, sponsors }: SiteContent): string[] => [
  site.lang,
  ...(uiLang ? [uiLang] : []),
  ...[...about.timeline, ...portfolio.projects, ...(sponsors?.sponsors ?? [])].flatMap(({ lang }) => (lang ? [lang] : [])),
];

/**
 * Where the site's words are: content/ui/ of the content folder, or the project's own when a
 * content folder (a test fixture, say) brings none.
 */
export function uiDir(dir = contentDir()): string {
  const own = join(dir, 'ui');
  return existsSync(join(own, `${defaultLanguage}.json`)) ? own : join(process.cwd(), 'content', 'ui');
}

/**
 * The file of UI strings for `lang`: its own ('fr-CA.json', 'pt-PT.json'), its region's parent's
 * ('pt-PT.json' for pt-AO: `parentLocales`), its language's in the script it is written in
 * ('zh-Hant.json' for zh-TW, zh-HK or zh-Hant: `likelyScript`), its language's ('fr.json') when
 * written in that file's script, its language's written standard's ('nb.json' for "no":
 * `writtenStandard`), or English, with a warning that says which file to add. The tag
 * is also read in its canonical spelling: "pt-pt" finds pt-PT.json, and the old codes "iw" and
 * "in" Hebrew's he.json and Indonesian's id.json.
 */
export function uiFileFor(lang: string, dir = uiDir()): { file: string; warning?: string } {
  const canonical = canonicalTag(lang) ?? lang;
  const primary = canonical.split('-')[0]!.toLowerCase();
  const script = likelyScript(canonical);
  // A language's file is in the script it is most often written in: ur.json in Arabic letters,
  // hi.json in Devanagari. A site in Roman Urdu ("ur-Latn") or Hindi in Latin letters ("hi-Latn")
  // laid out from the left took Urdu words in Arabic letters, which its owner's visitors may not read.
  const inFileScript = script === undefined || script === likelyScript(primary);
  const parent = parentLocales[`${primary}-${regionOf(canonical)}`];
  const written = writtenStandard[primary];
  for (const name of new Set([lang, canonical, ...(parent ? [parent] : []), ...(script ? [`${primary}-${script}`] : []), ...(inFileScript ? [primary] : []), ...(written ? [written] : [])])) {
    const listed = listedName(dir, `${name}.json`);
    if (listed) return { file: join(dir, listed) };
  }
  const own = inFileScript ? primary : `${primary}-${script}`;
  const fallback = join(dir, `${defaultLanguage}.json`);
  // "kr" is Kanuri's code and Korea's, "tw" Twi's and Taiwan's: an owner who wrote Korea's meant
  // Korean, and read only that Korean was not translated, though ko.json is there.
  const country = countryLanguageTag(lang);
  const meant =
    country && !uiFileFor(country.tag, dir).warning
      ? ` "${lang}" is ${country.written}'s code; if you meant ${country.name} ("${lang.toUpperCase()}" is ${country.country}'s country code), write "${country.tag}": the site has its words.`
      : '';
  return {
    file: fallback,
    warning: `⚠ The site's own words have no translation for "${lang}": it is built with English ones, marked as English for screen readers. Copy ${label(fallback)} to ${label(join(dir, `${own}.json`))} and translate its values (see README, "The site in your language").${meant}`,
  };
}

/**
 * The name `dir` lists for the file `name`: that name, else the one that differs from it in
 * capitals alone (`listedAs`). A language tag's capitals mean nothing ("fi-fi" is "fi-FI"), and an owner's own
 * translation saved as fi-fi.json was read on macOS and Windows, which open a file whatever its
 * capitals, and not on Linux: the deploy built the site in English. Read by the name listed, it
 * is found on every computer.
 */
function listedName(dir: string, name: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  return listedAs(names, name);
}

/**
 * Languages whose variant of a region others follow (Unicode's parent locales): Portuguese in
 * Angola, Mozambique, Cape Verde… is Portugal's, and takes pt-PT.json before pt.json (Brazil's).
 */
const parentLocales: Record<string, string> = Object.fromEntries(['AO', 'CH', 'CV', 'FR', 'GQ', 'GW', 'LU', 'MO', 'MZ', 'ST', 'TL'].map((region) => [`pt-${region}`, 'pt-PT']));

/**
 * A language code that names more than one written standard, and the standard its words file is
 * in: "no", Norwegian, is written in Bokmål by most (nb.json) and in Nynorsk by some, whose own
 * code, "nn", finds nn.json.
 */
const writtenStandard: Record<string, string> = { no: 'nb' };

/** The region a language tag names ("PT" of "pt-PT"), if Intl reads one. */
function regionOf(lang: string): string | undefined {
  try {
    return new Intl.Locale(lang).region;
  } catch {
    return undefined;
  }
}

/** How a file whose lists or links an owner may not want says so, for one who deleted it instead. */
const showingNothing: Partial<Record<ContentName, string>> = {
  portfolio: '"projects": []',
  about: '"timeline", "skills" and "tools" each []',
  socials: 'each network as ""',
};

/** One file read and checked against `schema`; its problems join `problems`. */
function readAndParse<S extends Parameters<typeof parseContent>[2]>(path: string, schema: S, problems: ContentProblem[], movedFields?: FieldHints) {
  // Site.json for site.json: macOS and Windows open it, and the deploy, on Linux, does not.
  const listed = listedName(dirname(path), basename(path));
  if (listed !== undefined && listed !== basename(path)) {
    problems.push({
      file: label(path),
      path: '',
      message: `file is missing, but there is ${listed}: rename it ${basename(path)} (git mv ${label(join(dirname(path), listed))} ${label(path)}: Git on macOS and Windows, like their disks, takes the two names for one); the deploy, on Linux, opens only ${basename(path)}`,
    });
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    const empty = showingNothing[basename(path, '.json') as ContentName];
    problems.push({
      file: label(path),
      path: '',
      message: `file is missing: the site needs it. Put it back (git restore ${label(path)}, if it was committed)${empty ? `; to show nothing of it, keep the file with ${empty}` : ''}`,
    });
    return undefined;
  }
  const { text, problem } = contentFileText(bytes);
  if (problem) {
    const { line, column, lineText } = lineAndColumn(text, problem.offset);
    problems.push({ file: label(path), path: '', message: problem.message, at: { line, column, excerpt: excerpt(lineText, line, column) } });
    return undefined;
  }
  const result = parseContent(label(path), text, schema, movedFields);
  problems.push(...result.problems);
  return result.data;
}

/**
 * A key a translation lacks, with what en.json says there: an owner's own file, made from en.json
 * before the key was added, stopped the build at "missing: this field is required", and most keys
 * say nothing more of what they are for.
 */
function withEnglishWords(problem: ContentProblem, english: UiStrings | undefined): ContentProblem {
  if (!problem.message.startsWith('missing: ')) return problem;
  const words: unknown = problem.path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], english);
  if (typeof words !== 'string') return problem;
  return { ...problem, message: `${problem.message}; ${defaultLanguage}.json has ${JSON.stringify(words)}: write it here in this file's language` };
}

/** Reads and validates every content file; throws a ContentError naming each file and field. */
export function loadContent(dir = contentDir()): SiteContent {
  const problems: ContentProblem[] = [];
  const publicDir = publicDirFor(dir);
  const content: Partial<Record<ContentName, unknown>> = {};
  for (const [name, schema] of Object.entries(contentSchemas)) {
    const path = join(dir, `${name}.json`);
    // A file the site can do without (sponsors.json: its page) is left out by deleting it. One
    // named with other capitals is not missing: readAndParse asks for its rename.
    if (isOptionalContent(name) && listedName(dir, `${name}.json`) === undefined) continue;
    // site.json is read first: an image URL in the files after it is compared with its address.
    const ownSite = [process.env.SITE_URL, (content.site as Content['site'] | undefined)?.url].filter((url): url is string => Boolean(url));
    content[name as ContentName] = checkingImagesIn(publicDir, () => readAndParse(path, schema, problems, movedFields[name as ContentName]), ownSite);
  }
  // English is checked too: the site falls back to it, and a translation is made from it.
  const strings = uiDir(dir);
  const english = readAndParse(join(strings, `${defaultLanguage}.json`), uiSchema, problems);
  const lang = (content.site as Content['site'] | undefined)?.lang ?? defaultLanguage;
  const { file, warning } = uiFileFor(lang, strings);
  const translation: ContentProblem[] = [];
  const ui = file === join(strings, `${defaultLanguage}.json`) ? english : readAndParse(file, uiSchema, translation);
  problems.push(...translation.map((problem) => withEnglishWords(problem, english)));
  if (problems.length > 0) throw new ContentError(problems);
  const valid = content as Content;
  // SITE_URL may override the URL at build time; lib/site-url.mjs resolves it for everyone, without
  // its trailing slash. Without it, the URL is this content's own (`dir` need not be the folder the
  // build reads).
  const url = resolveSiteUrl({ contentDir: dir }).siteUrl;
  // uiFileFor warns exactly when the words are not in the site's language (they are English).
  // The language as Unicode spells it, for <html lang>, og:locale and Intl: the old codes "iw" and
  // "in" as "he" and "id", "pt-pt" as "pt-PT".
  const site = { ...valid.site, url, lang: canonicalTag(valid.site.lang) ?? valid.site.lang };
  return { ...valid, site, ui: ui!, ...(warning ? { uiLang: defaultLanguage } : {}) };
}

let cached: SiteContent | undefined;

export function getContent(): SiteContent {
  // `next dev` keeps running while the owner edits the JSON: read it afresh there.
  if (process.env.NODE_ENV === 'development') return loadContent();
  cached ??= loadContent();
  return cached;
}
