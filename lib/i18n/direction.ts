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
const rightToLeftLetter = new RegExp(`[${Object.values(rightToLeftScripts).map((name) => `\\p{Script=${name}}`).join('')}]`, 'u');

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
 * English words on an Urdu site ("© 2026 عائشہ خان. All rights reserved.") are each laid out by
 * their first letter (app/globals.css, .words-own-direction), which was the name's: the full stop
 * stood at the left end. An isolated name does not count (Unicode's rule P2); a name that reads
 * the words' way is left as it is, and the page carries nothing more.
 */
export function isolatedName(name: string, wordsLang: string): string {
  const words = textDirection({ lang: wordsLang });
  const own = letterDirection(name, words);
  return own !== undefined && own !== words ? `\u2068${name}\u2069` : name;
}
