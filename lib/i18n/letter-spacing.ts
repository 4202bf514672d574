import { likelyScript } from './likely-script';

/**
 * Scripts letter-spacing harms: those whose letters join (Arabic, Syriac, NKo, Mongolian, Adlam,
 * Hanifi Rohingya, Mandaic), which it pulls apart, and those whose letters hang from one line
 * (Devanagari, Bengali, Gurmukhi, Tibetan), which it breaks. By their codes in a language tag.
 */
const unspacedScripts = new Set(['Arab', 'Syrc', 'Nkoo', 'Mong', 'Adlm', 'Rohg', 'Mand', 'Deva', 'Beng', 'Guru', 'Tibt']);

/**
 * Whether text in `lang` may be set wide (a small heading's letter-spacing), by the script it is
 * likely written in: English, Russian or Japanese yes, Arabic, Uyghur or Hindi no. app/globals.css
 * turns letter-spacing off for the commonest of these languages wherever they are marked; this is
 * for the site's own words, whatever language their file is in.
 */
export const takesLetterSpacing = (lang: string): boolean => !unspacedScripts.has(likelyScript(lang) ?? '');
