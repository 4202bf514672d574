import { ruleFor } from './line-breaking';

/**
 * Scripts whose letters reach far above and below the line: Myanmar (its vowel signs ု and ူ hang
 * under the letter, ြ reaches over and under it), Khmer (consonants stacked under one another,
 * ្ត្រ), Sinhala (ු and ූ under the letter, ් over it) and Tibetan (stacked consonants). The
 * site's tight line heights (the header's name on two clamped lines, the headings' 1 to 1.25)
 * were made for Latin letters: a Burmese owner's name "အောင်ကိုကို" lost its ု signs to the clamp
 * in the header, and became another word, a Khmer name the foot of its ្ត្រ; the lines of a
 * two-line greeting ran into each other in Burmese, Khmer and Sinhala. Kannada and Telugu stack
 * a consonant under a conjunct (ಲಕ್ಷ್ಮೀ, లక్ష్మీ: ma under kṣa): the header's clamp cut 3.7 px of a
 * 16 px Kannada name's ಮ and 2.3 px of the Telugu one's, leaving "ಲಕ್ಷೀ", and 1 px of the ಡ in
 * "ಹೆಗ್ಡೆ" (an owners' walkthrough, measured as ink drawn with the clamp and without).
 */
const tallScripts = new Set(['Mymr', 'Khmr', 'Sinh', 'Tibt', 'Knda', 'Telu']);

/**
 * The CSS that gives text in those of `langs` written in a tall script the line height its fonts
 * ask for (`line-height: normal`: each line as tall as the ascent and descent of the fonts drawing
 * it, whichever the visitor's system has), wherever it is marked; empty for content in none.
 */
export const tallLinesCss = (langs: Iterable<string>): string => ruleFor(langs, tallScripts, 'line-height:normal!important');
