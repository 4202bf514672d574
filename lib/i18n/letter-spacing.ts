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
 * Whether text in `lang` may be set wide (a small heading's letter-spacing), by the script it is
 * likely written in: English, Russian or Japanese yes, Arabic, Uyghur or Hindi no. app/globals.css
 * turns letter-spacing off for the commonest of these languages wherever they are marked; this is
 * for the site's own words, whatever language their file is in.
 */
export const takesLetterSpacing = (lang: string): boolean => !unspacedScripts.has(likelyScript(lang) ?? '');

const joinedLetter = new RegExp(`[${Object.values(joinedScripts).map((name) => `\\p{Script=${name}}`).join('')}]`, 'u');

/** Whether `text` has letters that join (the social card then draws it without letter-spacing). */
export const hasJoinedLetters = (text: string): boolean => joinedLetter.test(text);
