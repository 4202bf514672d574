import { likelyScript } from './likely-script';

/**
 * Scripts whose letters join, which letter-spacing pulls apart: by their code in a language tag,
 * and by their name as Unicode's Script property (a text's letters).
 */
const joinedScripts = { Arab: 'Arabic', Syrc: 'Syriac', Nkoo: 'Nko', Mong: 'Mongolian', Adlm: 'Adlam', Rohg: 'Hanifi_Rohingya', Mand: 'Mandaic' } as const;

/** Scripts whose letters hang from one line, which letter-spacing breaks: Devanagari, Bengali, Gurmukhi, Tibetan. */
const headlineScripts = ['Deva', 'Beng', 'Guru', 'Tibt'];

const unspacedScripts = new Set([...Object.keys(joinedScripts), ...headlineScripts]);

/**
 * Whether text in `lang` may be set wide or tight (letter-spacing), by the script it is likely
 * written in: English, Russian or Japanese yes, Arabic, Uyghur or Hindi no.
 */
export const takesLetterSpacing = (lang: string): boolean => !unspacedScripts.has(likelyScript(lang) ?? '');

/**
 * The CSS that turns letter-spacing off (the headings' tight tracking, the Follow Me heading's
 * wide one) for text in those of `langs` whose script takes none, wherever it is marked: one
 * `:lang()` for each, which also matches its regional tags ("ar" matches "ar-EG"), but not one of
 * `langs` that is written in a spaced script ("pa" for Punjabi in Gurmukhi, not "pa-Latn").
 * Empty when every language takes letter-spacing, as on an English site, whose pages then carry
 * no such rule. The tags are language tags as content/schemas.ts takes them: letters, digits and
 * hyphens, nothing a selector has to escape.
 */
export function unspacedLanguagesCss(langs: Iterable<string>): string {
  const tags = [...new Set([...langs].map((lang) => lang.toLowerCase()))];
  const unspaced = tags.filter((lang) => !takesLetterSpacing(lang));
  const under = (lang: string, parent: string) => lang.startsWith(`${parent}-`);
  const selectors = unspaced
    .filter((lang) => !unspaced.some((parent) => under(lang, parent)))
    .map((lang) => {
      const spaced = tags.filter((other) => under(other, lang) && takesLetterSpacing(other));
      return `:lang(${lang})${spaced.length > 0 ? `:not(${spaced.map((other) => `:lang(${other})`).join(',')})` : ''}`;
    });
  return selectors.length > 0 ? `${selectors.join(',')}{letter-spacing:normal!important}` : '';
}

const joinedLetter = new RegExp(`[${Object.values(joinedScripts).map((name) => `\\p{Script=${name}}`).join('')}]`, 'u');

/** Whether `text` has letters that join (the social card then draws it without letter-spacing). */
export const hasJoinedLetters = (text: string): boolean => joinedLetter.test(text);
