/** Languages written right to left, by their primary subtag. */
const rightToLeft = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

export type Direction = 'ltr' | 'rtl';

/** The direction of the page: the owner's `dir` when set, otherwise the one `lang` is written in. */
export function textDirection({ lang, dir }: { lang: string; dir?: Direction }): Direction {
  if (dir) return dir;
  return rightToLeft.has(lang.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}
