// How wide the longest word of a name is, estimated when the site is built, for the skill and tool
// cards (NameGrid.tsx) and a phone's work timeline (timeline-columns.ts): a card or a column
// narrower than a word would break it between two letters.
import { unspacedLetter } from '@/lib/i18n/unspaced-letter';

/** Letters narrower than a "0" in the sans-serif fonts the site is shown in, and wider ones. */
const narrowest = /[ijl.,:;'’!|\-‐‑]/u;
const narrow = /[frtI()[\]]/u;
const slim = /[cksvxyz]/u;
const wide = /[mwMW@%]/u;
/**
 * Letters wider than a "0", a third to two thirds again, in their Noto fonts (measured with
 * fontkit, medium weight, 2026-11-28): Tamil, Telugu, Kannada, Malayalam, Sinhala, Myanmar,
 * Georgian, Armenian, Ethiopic.
 */
const wideLetter = /[\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Myanmar}\p{Script=Georgian}\p{Script=Armenian}\p{Script=Ethiopic}]/u;

/**
 * The width of one character in "0" widths (CSS `ch`), roughly, in the proportional sans-serifs
 * the site is shown in (system-ui: San Francisco, Roboto, Segoe UI; DejaVu Sans here), a little
 * over what they measure, for the cards' medium weight: a card one column too wide costs less
 * than a word broken in two.
 */
function width(char: string): number {
  // A vowel sign that stands beside its letter takes room of its own (Tamil ா, ை, ொ; Devanagari
  // ा): counted as nothing, a Tamil skill of 15.5 "0"s was taken for 7, and its card broke it.
  if (/\p{Mc}/u.test(char)) return 1.2;
  if (/[\p{M}\p{Cf}\u{FE00}-\u{FE0F}]/u.test(char)) return 0;
  if (/\p{Extended_Pictographic}/u.test(char)) return 2;
  // A Hangul syllable is as wide as a square (1 em), nearly two "0"s.
  if (/\p{Script=Hangul}/u.test(char)) return 1.8;
  if (wideLetter.test(char)) return 1.5;
  if (narrowest.test(char)) return 0.47;
  if (narrow.test(char)) return 0.68;
  if (slim.test(char)) return 0.9;
  if (wide.test(char)) return 1.58;
  if (/\p{Lu}/u.test(char)) return 1.15;
  return 1;
}

/**
 * Where a line may break in a name: at a space (not a no-break one: "15\u00a0%", "Vue\u202f3"),
 * after a hyphen that no digit follows ("front-end", not "ISO-27001"), a dash or a slash, and
 * around each character of a script written without spaces (Chinese, Japanese, Thai, Lao, Khmer,
 * Myanmar), which browsers break between characters or words themselves. Korean is written with
 * spaces, and its lines break only there (lib/i18n/line-breaking.ts).
 */
const space = /[ \t\n\u1680\u2000-\u2006\u2008-\u200a\u205f\u3000]/u;
const breakAfter = /[\u2010\u2013\u2014/]/u;

/** The width of the widest part of `text` no line can break, in "0" widths (CSS `ch`), rounded up to a tenth. */
export function longestWordWidth(text: string): number {
  const chars = [...text];
  let longest = 0;
  let word = 0;
  for (const [index, char] of chars.entries()) {
    // A space ends the word before it and takes no room at the end of a line.
    if (space.test(char) || unspacedLetter.test(char)) {
      longest = Math.max(longest, word, unspacedLetter.test(char) ? 2 : 0);
      word = 0;
      continue;
    }
    word += width(char);
    if (breakAfter.test(char) || (char === '-' && !/\d/u.test(chars[index + 1] ?? ''))) {
      longest = Math.max(longest, word);
      word = 0;
    }
  }
  return Math.ceil(Math.max(longest, word) * 10) / 10;
}
