import { likelyScript } from './likely-script';

/**
 * Scripts set in CSS's strict line breaking: Japanese (and Chinese), whose lines may break between
 * any two characters, but by typographers' rules (kinsoku) never before a small kana ("ィ", "ョ"),
 * the long-vowel mark "ー" or an iteration mark: with Chromium's default for Japanese,
 * "パフォーマンス" may end a line after "パフ" and start the next with "ォ" (e2e/line-breaking.spec.ts).
 */
const strictScripts = new Set(['Jpan', 'Hani', 'Hans', 'Hant']);

/**
 * The CSS that sets strict line breaking (`line-break: strict`) for text in those of `langs`
 * written in such a script, wherever it is marked: one `:lang()` for each, which also matches its
 * regional tags. Empty for content in no such language, whose pages then carry no rule.
 */
export function strictLineBreakingCss(langs: Iterable<string>): string {
  const tags = [...new Set([...langs].map((lang) => lang.toLowerCase()))].filter((lang) => strictScripts.has(likelyScript(lang) ?? ''));
  const selectors = tags.filter((lang) => !tags.some((parent) => lang.startsWith(`${parent}-`))).map((lang) => `:lang(${lang})`);
  return selectors.length > 0 ? `${selectors.join(',')}{line-break:strict}` : '';
}
