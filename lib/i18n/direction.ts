/** Languages written right to left, by their primary subtag. */
const rightToLeft = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'syr', 'nqo']);

/** Scripts written right to left, by their subtag in a language tag ("pa-Arab": Punjabi in Shahmukhi). */
const rightToLeftScripts = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo', 'adlm', 'rohg', 'mand', 'samr']);

export type Direction = 'ltr' | 'rtl';

/**
 * The direction of the page: the owner's `dir` when set, otherwise the one `lang` is written in,
 * by its script when the tag names one ("pa-Arab" from the right, "sd-Deva" from the left), else
 * by its language.
 */
export function textDirection({ lang, dir }: { lang: string; dir?: Direction }): Direction {
  if (dir) return dir;
  const [language = '', second = ''] = lang.toLowerCase().split('-');
  if (/^[a-z]{4}$/.test(second)) return rightToLeftScripts.has(second) ? 'rtl' : 'ltr';
  return rightToLeft.has(language) ? 'rtl' : 'ltr';
}

/** Scripts written right to left (Unicode Script values). */
const rightToLeftLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/**
 * The direction a text is written in, as `dir="auto"` decides it: that of its first letter
 * (digits, spaces and punctuation say nothing); left to right when it has none.
 */
export function directionOf(text: string): Direction {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter && rightToLeftLetter.test(letter) ? 'rtl' : 'ltr';
}
