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
