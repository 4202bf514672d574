// The fonts that draw a given text in any script, taken from @fontsource packages in node_modules
// (never from the network). Each package splits a typeface into subsets by Unicode range, as
// declared in its CSS; we pick only the subset files the text needs, so a Latin name loads one
// small file and a Japanese one a few, not the whole 80 MB family.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Direction } from '@/lib/i18n/direction';
import { DISPLAY_FAMILY, DISPLAY_PACKAGE } from '@/app/font-fallbacks';
import { likelyScript } from '@/lib/i18n/likely-script';
import { woffGlyphTest } from './woff-cmap';

export type Weight = 400 | 700;

/** Colour emoji for pictures (the social card); outline emoji for print (the PDF has no colour fonts). */
export type EmojiStyle = 'color' | 'outline';

export interface FontFile {
  /** The family name inside the font file, for font descriptions. */
  family: string;
  /** Absolute path of the WOFF file. */
  path: string;
  weight: Weight;
}

export interface FontOptions {
  emoji?: EmojiStyle;
  /** Latin in the site's heading typeface (DISPLAY_FAMILY), other scripts in Noto. */
  display?: boolean;
  /**
   * The text's language (a language tag): Han characters take Japanese shapes in Japanese, Korean
   * ones in Korean, though the text has no kana or Hangul to tell (a name in kanji alone), and
   * traditional Chinese ones in zh-TW, zh-HK, zh-Hant or yue.
   */
  lang?: string | undefined;
}

/**
 * How each file the build draws picks its fonts: the social card in the heading typeface with
 * colour emoji, the CV with outline emoji (a PDF cannot carry colour fonts through pdfkit). Here,
 * once, for the two renderers and for the check of what they cannot draw (content-coverage.ts).
 */
export const drawnWith = {
  'cv.pdf': { emoji: 'outline' },
  'og.png': { display: true },
} as const satisfies Record<string, FontOptions>;

interface Subset extends FontFile {
  ranges: Array<[number, number]>;
}

interface Family {
  pkg: string;
  family: string;
  /** The Unicode script whose characters alone it draws (`mayDraw`). */
  script?: string;
  /** Its package has one weight, 400, drawn for bold text too. */
  oneWeight?: true;
}

const familyPackages = {
  // The headings' typeface, named once in app/font-fallbacks.ts (its static package, for pdfkit and Pango).
  display: { pkg: DISPLAY_PACKAGE, family: DISPLAY_FAMILY },
  sans: { pkg: 'noto-sans', family: 'Noto Sans' },
  arabic: { pkg: 'noto-sans-arabic', family: 'Noto Sans Arabic' },
  hebrew: { pkg: 'noto-sans-hebrew', family: 'Noto Sans Hebrew' },
  thai: { pkg: 'noto-sans-thai', family: 'Noto Sans Thai' },
  georgian: { pkg: 'noto-sans-georgian', family: 'Noto Sans Georgian' },
  armenian: { pkg: 'noto-sans-armenian', family: 'Noto Sans Armenian' },
  bengali: { pkg: 'noto-sans-bengali', family: 'Noto Sans Bengali' },
  gujarati: { pkg: 'noto-sans-gujarati', family: 'Noto Sans Gujarati' },
  gurmukhi: { pkg: 'noto-sans-gurmukhi', family: 'Noto Sans Gurmukhi' },
  oriya: { pkg: 'noto-sans-oriya', family: 'Noto Sans Oriya' },
  tamil: { pkg: 'noto-sans-tamil', family: 'Noto Sans Tamil' },
  telugu: { pkg: 'noto-sans-telugu', family: 'Noto Sans Telugu' },
  kannada: { pkg: 'noto-sans-kannada', family: 'Noto Sans Kannada' },
  malayalam: { pkg: 'noto-sans-malayalam', family: 'Noto Sans Malayalam' },
  sinhala: { pkg: 'noto-sans-sinhala', family: 'Noto Sans Sinhala' },
  ethiopic: { pkg: 'noto-sans-ethiopic', family: 'Noto Sans Ethiopic' },
  khmer: { pkg: 'noto-sans-khmer', family: 'Noto Sans Khmer' },
  lao: { pkg: 'noto-sans-lao', family: 'Noto Sans Lao' },
  myanmar: { pkg: 'noto-sans-myanmar', family: 'Noto Sans Myanmar' },
  // These draw only what their script uses (`script`: the characters whose Unicode
  // Script_Extensions name it): their files also have Arabic punctuation and digits, Latin
  // combining marks, symbols or maths, which are other families' to draw.
  thaana: { pkg: 'noto-sans-thaana', family: 'Noto Sans Thaana', script: 'Thaana' },
  syriac: { pkg: 'noto-sans-syriac', family: 'Noto Sans Syriac', script: 'Syriac' },
  nko: { pkg: 'noto-sans-nko', family: 'Noto Sans NKo', script: 'Nko', oneWeight: true },
  tifinagh: { pkg: 'noto-sans-tifinagh', family: 'Noto Sans Tifinagh', script: 'Tifinagh', oneWeight: true },
  // Tibetan has a Noto Serif only.
  tibetan: { pkg: 'noto-serif-tibetan', family: 'Noto Serif Tibetan', script: 'Tibetan' },
  cherokee: { pkg: 'noto-sans-cherokee', family: 'Noto Sans Cherokee', script: 'Cherokee' },
  olChiki: { pkg: 'noto-sans-ol-chiki', family: 'Noto Sans Ol Chiki', script: 'Ol_Chiki' },
  canadianAboriginal: { pkg: 'noto-sans-canadian-aboriginal', family: 'Noto Sans Canadian Aboriginal', script: 'Canadian_Aboriginal' },
  vai: { pkg: 'noto-sans-vai', family: 'Noto Sans Vai', script: 'Vai', oneWeight: true },
  // Its file also has the CJK punctuation Yi shares with Chinese ("、", "・"): tried after the
  // Chinese, Japanese and Korean fonts (`fallbackOrder`), which draw it in a CJK text's shapes.
  yi: { pkg: 'noto-sans-yi', family: 'Noto Sans Yi', script: 'Yi', oneWeight: true },
  japanese: { pkg: 'noto-sans-jp', family: 'Noto Sans JP' },
  korean: { pkg: 'noto-sans-kr', family: 'Noto Sans KR' },
  chinese: { pkg: 'noto-sans-sc', family: 'Noto Sans SC' },
  traditional: { pkg: 'noto-sans-tc', family: 'Noto Sans TC' },
  color: { pkg: 'noto-color-emoji', family: 'Noto Color Emoji', oneWeight: true },
  outline: { pkg: 'noto-emoji', family: 'Noto Emoji' },
} satisfies Record<string, Family>;

type FamilyKey = keyof typeof familyPackages;

/** Whether a family may draw `char`: any character, unless it is kept to its script's (above). */
const scriptCharacters = new Map(
  Object.entries(familyPackages as Record<FamilyKey, Family>).flatMap(([key, { script }]) =>
    script ? [[key, new RegExp(`\\p{Script_Extensions=${script}}`, 'u')] as const] : [],
  ),
);
const mayDraw = (key: FamilyKey, char: string) => scriptCharacters.get(key)?.test(char) ?? true;

/** A file of one of the emoji fonts (their spaces and digits are an emoji's, not the text's). */
export const isEmojiFont = ({ family }: FontFile): boolean => family === familyPackages.color.family || family === familyPackages.outline.family;

/** Whether a file is of a Chinese, Japanese or Korean family. */
export const isHanFont = ({ family }: FontFile): boolean => (['japanese', 'korean', 'chinese', 'traditional'] as const).some((key) => familyPackages[key].family === family);

const fontsourceDir = () => join(process.cwd(), 'node_modules', '@fontsource');

const cache = new Map<string, Subset[]>();

/** Where each subset file comes in its package's CSS (its basic Latin file last). */
const declared = new Map<string, number>();

/** The subsets a fontsource package declares for one weight, read from its CSS. */
function subsets(key: FamilyKey, weight: Weight): Subset[] {
  const { pkg, family, oneWeight }: Family = familyPackages[key];
  // Noto Color Emoji, Noto Sans NKo, Tifinagh, Vai and Yi come in one weight only: their bold
  // text is drawn with it.
  const fileWeight = oneWeight ? 400 : weight;
  const id = `${pkg}/${fileWeight}`;
  const known = cache.get(id);
  if (known) return known;
  const dir = join(fontsourceDir(), pkg);
  let css: string;
  try {
    css = readFileSync(join(dir, `${fileWeight}.css`), 'utf8');
  } catch {
    throw new Error(`the font package @fontsource/${pkg} is missing: npm install @fontsource/${pkg}`);
  }
  const found: Subset[] = [];
  for (const [block] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    // Quoted in the packages of fontsource 4 (Noto Sans Yi), bare in those of 5.
    const file = /url\((['"]?)\.\/files\/([^)'"]+?)\.woff2\1\)/.exec(block)?.[2];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file) continue;
    declared.set(join(dir, 'files', `${file}.woff`), found.length);
    found.push({
      family,
      weight: fileWeight,
      path: join(dir, 'files', `${file}.woff`),
      ranges: range ? parseRanges(range) : [[0, 0x10ffff]],
    });
  }
  cache.set(id, found);
  return found;
}

/** 'U+0600-06FF,U+200C,U+1F6??' → [[0x600, 0x6ff], [0x200c, 0x200c], [0x1f600, 0x1f6ff]] */
function parseRanges(list: string): Array<[number, number]> {
  return list.split(',').map((part) => {
    const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    if (from.includes('?')) return [parseInt(from.replaceAll('?', '0'), 16), parseInt(from.replaceAll('?', 'F'), 16)];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const covers = (subset: Subset, code: number) => subset.ranges.some(([from, to]) => code >= from && code <= to);

const glyphTests = new Map<string, (code: number) => boolean>();

/**
 * Whether a subset draws `code`: its range in the CSS names it and its file has a glyph for it.
 * The ranges alone are not enough: the Chinese and Japanese packages share Google's slices, whose
 * ranges name Armenian and Thai letters their files do not have; picked for "ย", such a file drew
 * a box.
 */
function draws(subset: Subset, code: number): boolean {
  if (!covers(subset, code)) return false;
  let test = glyphTests.get(subset.path);
  if (!test) glyphTests.set(subset.path, (test = woffGlyphTest(subset.path)));
  return test(code);
}

// A skin tone (🏽) is drawn by the emoji font with the emoji it follows.
const isEmoji = (char: string) => /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}/u.test(char);

/** Joiners and selectors every emoji subset declares; alone they pick nothing. */
const emojiGlue = new Set([0x200d, 0xfe0e, 0xfe0f, 0x20e3]);

/**
 * Each draws its own script (and Latin, which Noto Sans has drawn before them); those from Thaana
 * on are kept to their script's characters (`mayDraw`).
 */
const oneScriptEach = [
  'bengali', 'gujarati', 'gurmukhi', 'oriya', 'tamil', 'telugu', 'kannada', 'malayalam', 'sinhala', 'ethiopic', 'khmer', 'lao', 'myanmar',
  'thaana', 'syriac', 'nko', 'tifinagh', 'tibetan', 'cherokee', 'olChiki', 'canadianAboriginal', 'vai',
] as const satisfies readonly FamilyKey[];

/**
 * Scripts written from the right that share the Arabic comma, question mark, tatweel and digits:
 * in a text of their letters, their own font draws those too, before the Arabic one, or a Syriac
 * word's tatweel, drawn by Noto Sans Arabic, would break its joins.
 */
const beforeArabic = (['thaana', 'syriac', 'nko'] as const).map((key) => [key, new RegExp(`\\p{Script=${familyPackages[key].script}}`, 'u')] as const);

/** The scripts whose language tags say which shapes Han characters take (`fallbackOrder`). */
const hanShapes = new Set(['Jpan', 'Kore', 'Hans', 'Hant']);

/**
 * Whether `lang` says which shapes Han characters take: Japanese, Korean or Chinese ("ja", "zh-TW"),
 * not English or Arabic, whose text may hold a Chinese or Japanese name but says nothing of it.
 */
export const saysHanShapes = (lang: string | undefined): lang is string => hanShapes.has(likelyScript(lang) ?? '');

/**
 * Han characters are shared by Chinese, Japanese and Korean, each with shapes of its own: with kana
 * in the text, or in Japanese (`lang`), the Japanese shapes are the right ones; with Hangul, or in
 * Korean, the Korean; in Chinese written in traditional characters (zh-TW, zh-HK, zh-Hant, yue) the
 * traditional ones; otherwise the simplified Chinese font comes first.
 */
function fallbackOrder(text: string, display: boolean, lang?: string): FamilyKey[] {
  const script = likelyScript(lang);
  const chinese: FamilyKey[] = script === 'Hant' ? ['traditional', 'chinese'] : ['chinese', 'traditional'];
  const cjk: FamilyKey[] =
    /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) || script === 'Jpan'
      ? ['japanese', ...chinese, 'korean']
      : /\p{Script=Hangul}/u.test(text) || script === 'Kore'
        ? ['korean', ...chinese, 'japanese']
        : [...chinese, 'japanese', 'korean'];
  const first = beforeArabic.filter(([, letter]) => letter.test(text)).map(([key]) => key);
  const rest = oneScriptEach.filter((key) => !(first as FamilyKey[]).includes(key));
  // Noto Sans Georgian has the Armenian full stop (։) too: an Armenian text takes it from its own
  // font, not from a second one embedded for that one character (an Armenian owner's CV).
  const caucasian: FamilyKey[] = /\p{Script=Armenian}/u.test(text) && !/\p{Script=Georgian}/u.test(text) ? ['armenian', 'georgian'] : ['georgian', 'armenian'];
  return [...(display ? (['display'] as const) : []), 'sans', ...first, 'arabic', 'hebrew', 'thai', ...caucasian, ...rest, ...cjk, 'yi'];
}

/**
 * The characters of `text` a font is picked for, each once: not spaces or control characters,
 * nor what joins emoji.
 */
const drawnCharacters = (text: string) =>
  [...new Set(Array.from(text))].filter((char) => {
    const code = char.codePointAt(0)!;
    return !/\s/u.test(char) && code >= 0x20 && (isEmoji(char) || !emojiGlue.has(code));
  });

/** The subsets that draw `text`, the characters none of them draws (see `fontsFor`), and the order the families were tried in. */
function pick(
  text: string,
  weight: Weight,
  { emoji = 'color', display = false, lang }: FontOptions,
): { picked: Set<Subset>; missing: string[]; order: FamilyKey[] } {
  const picked = new Set<Subset>();
  const missing: string[] = [];
  const order = fallbackOrder(text, display, lang);
  const emojiSubsets = subsets(emoji, weight);
  for (const char of drawnCharacters(text)) {
    const code = char.codePointAt(0)!;
    if (isEmoji(char)) {
      // Emoji subsets overlap (a sequence's parts live together): take every one that has it.
      emojiSubsets.filter((subset) => covers(subset, code)).forEach((subset) => picked.add(subset));
      continue;
    }
    let subset: Subset | undefined;
    for (const key of order) if (mayDraw(key, char) && (subset = subsets(key, weight).find((candidate) => draws(candidate, code)))) break;
    if (subset) picked.add(subset);
    // What no renderer draws (a joiner, a variation selector, a soft hyphen) is never missing.
    else if (!/\p{Default_Ignorable_Code_Point}/u.test(char)) missing.push(char);
  }
  // Text with no visible character still needs a font for its metrics.
  if (picked.size === 0) picked.add(subsets(order[0] ?? 'sans', weight).find((subset) => covers(subset, 0x41))!);
  return { picked, missing, order: [...order, emoji] };
}

/**
 * The font files that draw `text` in `weight`: for each character, the first family in the
 * fallback order with a file that has it; emoji (and what joins them) from the emoji font. The
 * Latin family comes first in the list, so a renderer that falls back in list order draws Latin
 * text with it. Characters no package draws are left out (the renderer shows them as missing;
 * `uncoveredCharacters` names them).
 */
export function fontsFor(text: string, weight: Weight, options: FontOptions = {}): FontFile[] {
  const { picked, order } = pick(text, weight, options);
  // In the order the families were tried: a renderer that takes, for each character, the first
  // file that has it (Pango, the CV's runs) then draws a Han character that two picked files have
  // with the one in the text's language (a Taiwanese CV's 臺 in Noto Sans TC, though a file of
  // Noto Sans SC, picked for a simplified 骆, has it too).
  const rank = (subset: Subset) => order.findIndex((key) => familyPackages[key].family === subset.family);
  return [...picked].sort((a, b) => rank(a) - rank(b)).map(({ family, path, weight }) => ({ family, path, weight }));
}

/**
 * The characters of `text` that none of the packages draws, each once, in the order they come:
 * the PDF and the social card, which draw with these fonts only, show them as empty boxes. The
 * packages declare the same ranges in every weight, so 400 answers for bold text too.
 */
export function uncoveredCharacters(text: string, weight: Weight = 400, options: FontOptions = {}): string[] {
  return pick(text, weight, options).missing;
}

/** What the packages draw, for messages about what they do not. */
export const coveredScripts =
  'Latin, Greek, Cyrillic, Devanagari, Bengali, Gujarati, Gurmukhi, Odia, Tamil, Telugu, Kannada, Malayalam, Sinhala, Tibetan, Ol Chiki, Arabic, Hebrew, Syriac, Thaana, NKo, Tifinagh, Thai, Lao, Khmer, Myanmar, Georgian, Armenian, Ethiopic, Cherokee, Canadian syllabics, Vai, Yi, Japanese, Korean and Chinese (simplified and traditional) letters, and emoji';

/** Values of the Unicode Script property that a character no font draws may have: those of living writing, and the ones drawn. */
const scriptNames = [
  'Thai', 'Lao', 'Khmer', 'Myanmar', 'Tai_Le', 'New_Tai_Lue', 'Tai_Tham', 'Tai_Viet', 'Bengali', 'Tamil', 'Telugu', 'Kannada',
  'Malayalam', 'Gujarati', 'Gurmukhi', 'Oriya', 'Sinhala', 'Tibetan', 'Ol_Chiki', 'Meetei_Mayek', 'Limbu', 'Lepcha', 'Chakma',
  'Georgian', 'Armenian', 'Ethiopic', 'Syriac', 'Thaana', 'Nko', 'Adlam', 'Tifinagh', 'Vai', 'Bamum', 'Cherokee',
  'Canadian_Aboriginal', 'Mongolian', 'Yi', 'Javanese', 'Balinese', 'Sundanese', 'Buginese', 'Batak', 'Tagalog', 'Hanifi_Rohingya',
  'Latin', 'Greek', 'Cyrillic', 'Devanagari', 'Arabic', 'Hebrew', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo', 'Braille',
] as const;
const scriptPatterns = scriptNames.map((name) => [name.replaceAll('_', ' '), new RegExp(`^\\p{Script=${name}}$`, 'u')] as const);

/**
 * The script `char` is written in ("Thai", "Georgian"), by its Unicode Script property; undefined
 * for one of no listed script (a symbol, a mark shared by many scripts).
 */
export function scriptOf(char: string): string | undefined {
  return scriptPatterns.find(([, pattern]) => pattern.test(char))?.[0];
}

/**
 * `fonts` (from `fontsFor`) with each family's files in the order its package declares them: the
 * basic Latin file of a typeface after its Latin Extended and Vietnamese files. For a renderer
 * that takes, for each character, the first file that can draw it, even by decomposing it: Pango
 * drew "ễ" with the basic Latin file as "ê" and a loose tilde over the next letter, because that
 * file has "ê" and the tilde, though the Vietnamese file has "ễ" itself.
 */
export function inDeclaredOrder(fonts: FontFile[]): FontFile[] {
  const families = [...new Set(fonts.map(({ family }) => family))];
  const key = (font: FontFile) => [families.indexOf(font.family), declared.get(font.path) ?? 0] as const;
  return [...fonts].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1];
  });
}

/**
 * A character of a script written right to left that these fonts draw: each one fontkit lays out
 * from the right, which the CV counts on (lib/cv/pdf/bidi.ts). Adlam, also written from the right,
 * has no package here for that reason: fontkit knows no Adlam, and would set it from the left.
 */
export const rightToLeftScript = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A character that gives a paragraph its direction: a letter, or any of a right-to-left script. */
const strongCharacter = new RegExp(`${rightToLeftScript.source}|\\p{L}`, 'u');

/**
 * The direction of a paragraph of `text` (Unicode's rules P2, P3): that of its first letter, or
 * of a character of a right-to-left script before it (an Arabic-Indic digit counts: text set from
 * the right is the only text fontkit draws such digits the right way round in, see the CV);
 * undefined when it has none, as a range of bare years has none.
 */
export function firstStrongDirection(text: string): Direction | undefined {
  const strong = strongCharacter.exec(text)?.[0];
  return strong === undefined ? undefined : rightToLeftScript.test(strong) ? 'rtl' : 'ltr';
}

/** Right-to-left when the first letter with a direction is of a right-to-left script these fonts draw (Unicode's rule P2). */
export const isRightToLeft = (text: string): boolean => firstStrongDirection(text) === 'rtl';
