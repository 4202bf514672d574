import { likelyScript } from './likely-script';

/**
 * Scripts set in CSS's strict line breaking: Japanese (and Chinese), whose lines may break between
 * any two characters, but by typographers' rules (kinsoku) never before a small kana ("ィ", "ョ"),
 * the long-vowel mark "ー" or an iteration mark: with Chromium's default for Japanese,
 * "パフォーマンス" may end a line after "パフ" and start the next with "ォ" (e2e/line-breaking.spec.ts).
 */
const strictScripts = new Set(['Jpan', 'Hani', 'Hans', 'Hant']);

/**
 * Scripts whose lines break at spaces only, as Korean is written (`word-break: keep-all`): by
 * default browsers break Korean between any two syllables, splitting words and the owner's name
 * ("안녕하세요, 김" | "민준입니다"). A word longer than its line still breaks (the page's
 * `overflow-wrap: anywhere`).
 */
const keepAllScripts = new Set(['Kore']);

/**
 * One rule for the tags of `langs` written in one of `scripts`, wherever they are marked: one
 * `:lang()` for each, which also matches its regional tags. Empty for content in no such language.
 */
export function ruleFor(langs: Iterable<string>, scripts: Set<string>, declaration: string): string {
  const tags = [...new Set([...langs].map((lang) => lang.toLowerCase()))].filter((lang) => scripts.has(likelyScript(lang) ?? ''));
  const selectors = tags.filter((lang) => !tags.some((parent) => lang.startsWith(`${parent}-`))).map((lang) => `:lang(${lang})`);
  return selectors.length > 0 ? `${selectors.join(',')}{${declaration}}` : '';
}

/**
 * The CSS that breaks lines as `langs` are written: strict line breaking for Japanese and
 * Chinese, breaks between words only for Korean. Empty for content in none of them, whose pages
 * then carry no rule.
 */
export const lineBreakingCss = (langs: Iterable<string>): string =>
  ruleFor(langs, strictScripts, 'line-break:strict') + ruleFor(langs, keepAllScripts, 'word-break:keep-all');
