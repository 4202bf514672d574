/** Languages written right to left, by their primary subtag. */
const rightToLeft = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'syr', 'nqo']);

/**
 * Scripts written right to left: by their subtag in a language tag ("pa-Arab": Punjabi in
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
} as const;

export type Direction = 'ltr' | 'rtl';

/**
 * The direction of the page: the owner's `dir` when set, otherwise the one `lang` is written in,
 * by its script when the tag names one ("pa-Arab" from the right, "sd-Deva" from the left), else
 * by its language.
 */
export function textDirection({ lang, dir }: { lang: string; dir?: Direction }): Direction {
  if (dir) return dir;
  const [language = '', second = ''] = lang.toLowerCase().split('-');
  if (/^[a-z]{4}$/.test(second)) return Object.hasOwn(rightToLeftScripts, second) ? 'rtl' : 'ltr';
  return rightToLeft.has(language) ? 'rtl' : 'ltr';
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
