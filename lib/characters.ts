const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A text's characters as a reader counts them (Unicode's grapheme clusters): an emoji (👩‍💻, a
 * flag), a letter with an accent written as a second code point, an Arabic letter with its vowel
 * marks, a Devanagari letter with its vowel sign, each one. Counting or cutting by code point (or
 * by UTF-16 unit) splits them: half a family emoji, a vowel sign without its letter.
 */
export const charactersOf = (text: string): string[] => Array.from(graphemes.segment(text), ({ segment }) => segment);
