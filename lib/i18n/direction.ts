import { likelyScript } from './likely-script';

/**
 * Scripts written right to left: by their code in a language tag ("pa-Arab": Punjabi in
 * Shahmukhi), and by their name as Unicode's Script property (a text's first letter).
 */
const rightToLeftScripts = {
  arab: 'Arabic',
  hebr: 'Hebrew',
  syrc: 'Syriac',
  thaa: 'Thaana',
  nkoo: 'Nko',
  adlm: 'Adlam',
  rohg: 'Hanifi_Rohingya',
  mand: 'Mandaic',
  samr: 'Samaritan',
  armi: 'Imperial_Aramaic',
  yezi: 'Yezidi',
} as const;

export type Direction = 'ltr' | 'rtl';

/**
 * The direction of the page: the owner's `dir` when set, otherwise that of the script `lang` is
 * written in (`likelyScript`): the one the tag names ("pa-Arab" from the right, "sd-Deva" from
 * the left), else its language's in its region (ar, he, fa, ur, ks and pa-PK from the right, pa
 * and ku from the left). Left to right for a language Unicode's data does not know.
 */
export function textDirection({ lang, dir }: { lang: string; dir?: Direction }): Direction {
  if (dir) return dir;
  const script = likelyScript(lang)?.toLowerCase();
  return script !== undefined && Object.hasOwn(rightToLeftScripts, script) ? 'rtl' : 'ltr';
}

/** A letter of a script written right to left. */
export const rightToLeftLetter = new RegExp(`[${Object.values(rightToLeftScripts).map((name) => `\\p{Script=${name}}`).join('')}]`, 'u');

/**
 * The direction a text is written in, as `dir="auto"` decides it: that of its first letter
 * (digits, spaces and punctuation say nothing); left to right when it has none.
 */
export function directionOf(text: string): Direction {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter && rightToLeftLetter.test(letter) ? 'rtl' : 'ltr';
}

/**
 * The direction a text of the owner's is written in, by its letters: right to left when they are
 * all of right-to-left scripts, left to right when none is, and for a mix ("Wix, תל אביב", or an
 * English sentence quoting a Hebrew phrase) the direction of the page (or CV) it is in, as words
 * not marked with a language are in the site's; undefined when it has no letter.
 */
export function letterDirection(text: string, page: Direction): Direction | undefined {
  let rightToLeft = false;
  let leftToRight = false;
  for (const [letter] of text.matchAll(/\p{L}/gu)) {
    if (rightToLeftLetter.test(letter)) rightToLeft = true;
    else leftToRight = true;
    if (rightToLeft && leftToRight) return page;
  }
  return rightToLeft ? 'rtl' : leftToRight ? 'ltr' : undefined;
}

/**
 * The `dir` a block (or an isolated piece) of the owner's words needs beside `dir="auto"`, which
 * lays it out by its first letter: its language's direction when the item says which (`lang`),
 * else `letterDirection`'s; undefined when the first letter already gives it, so that
 * `dir="auto"` (or a bare `<bdi>`) does, and the page carries no more. "Tor – תורים למרפאה" on a
 * Hebrew site: right to left, where its first letter says left.
 */
export function writtenDirection(text: string, { lang, page }: { lang?: string | undefined; page: Direction }): Direction | undefined {
  const meant = lang ? textDirection({ lang }) : letterDirection(text, page);
  const firstLetter = /\p{L}/u.test(text) ? directionOf(text) : 'ltr';
  return meant !== undefined && meant !== firstLetter ? meant : undefined;
}

/** The `dir` of a block of the owner's words: `writtenDirection`'s, else "auto" (its first letter's). */
export const blockDir = (text: string, where: { lang?: string | undefined; page: Direction }): Direction | 'auto' => writtenDirection(text, where) ?? 'auto';

/**
 * `name` ready to stand inside a sentence of words in `wordsLang`: isolated (U+2068 … U+2069)
 * when its letters read the other way, so that the sentence keeps its own direction. The site's
 * English words on a right-to-left site with none of its own (an Urdu one before ur.json:
 * "© 2026 عائشہ خان. All rights reserved.") are each laid out by their first letter
 * (app/globals.css, .words-own-direction), which was the name's: the full stop stood at the left
 * end. An isolated name does not count (Unicode's rule P2); a name that reads the words' way is
 * left as it is, and the page carries nothing more.
 */
export function isolatedName(name: string, wordsLang: string): string {
  const words = textDirection({ lang: wordsLang });
  const own = letterDirection(name, words);
  return own !== undefined && own !== words ? `\u2068${name}\u2069` : name;
}

/** Digits of the Arabic script (U+0660–U+0669): Unicode's "Arabic numbers", which read as right-to-left text does around them. */
const arabicDigit = /^[\u0660-\u0669]/u;

/**
 * The direction each of `letters` (a text cut into what is typed a keystroke at a time) is laid
 * out in, in a line whose direction is the text's first letter's (`directionOf`, as `dir="auto"`
 * sets it): Unicode's bidirectional algorithm (UAX #9) for one line of plain text, in short. A
 * letter takes its script's; a number reads from the left, with a mark between two of its digits
 * ("1,000"); a space or another mark takes the direction of the letters on both sides of it, and
 * between two directions the line's (a number counts as right to left there, unless the letter
 * before it is left to right). Left out: brackets paired across a run (rule N0) and signs stuck to
 * a number ("20%", rule W5), which are taken as any other mark. The typewriter's caret follows it:
 * it stands at the end of the last letter typed, which is its right in "مطوّر Rea", where the line
 * ends at the left.
 */
export function laidOutDirections(letters: string[]): Direction[] {
  const line = directionOf(letters.join(''));
  const kinds = letters.map((letter, index): Direction | 'number' | 'neutral' => {
    if (/^\p{L}/u.test(letter)) return rightToLeftLetter.test(letter) ? 'rtl' : 'ltr';
    if (/^\p{Nd}/u.test(letter)) return 'number';
    const [before, after] = [letters[index - 1] ?? '', letters[index + 1] ?? ''];
    return /^[.,:/+\-\u00A0]$/u.test(letter) && /^\p{Nd}/u.test(before) && /^\p{Nd}/u.test(after) ? 'number' : 'neutral';
  });
  /** The letter before `index` with a direction of its own, or the line's. */
  const strongBefore = (index: number): Direction => {
    for (let at = index - 1; at >= 0; at--) {
      const kind = kinds[at]!;
      if (kind === 'ltr' || kind === 'rtl') return kind;
    }
    return line;
  };
  /** How the letter at `index` sways a mark beside it: a number as right to left, unless a letter from the left comes before it. */
  const sway = (index: number): Direction | undefined => {
    const kind = kinds[index]!;
    if (kind === 'neutral') return undefined;
    if (kind !== 'number') return kind;
    return !arabicDigit.test(letters[index]!) && strongBefore(index) === 'ltr' ? 'ltr' : 'rtl';
  };
  const nearest = (from: number, step: 1 | -1): Direction => {
    for (let at = from + step; at >= 0 && at < letters.length; at += step) {
      const direction = sway(at);
      if (direction) return direction;
    }
    return line;
  };
  return kinds.map((kind, index) => {
    if (kind === 'number') return 'ltr';
    if (kind !== 'neutral') return kind;
    const [before, after] = [nearest(index, -1), nearest(index, 1)];
    return before === after ? before : line;
  });
}
