// Where cv.pdf may end a line in text it breaks into lines itself (cv-pdf.ts, `bidiLines`).
// pdfkit breaks lines by the Unicode line breaking rules without a dictionary: text in Thai, Lao,
// Khmer or Myanmar, written without spaces between words, had no place to break, and pdfkit cut
// it wherever the line was full, inside a word or a syllable ("การศึ" | "กษา", a line ending
// with the vowel เ that is read before the next line's consonant). And it breaks Korean between
// any two syllables, where Korean is broken at spaces only (as the web pages set it:
// lib/i18n/line-breaking.ts). And it ends a line wherever one font gives way to another, inside
// a word (cv-pdf.ts, `setHere`): a block of Chinese or Japanese in more than one font is broken
// here too, between words, where pdfkit would break it between any two characters.
import { unspacedLetter } from '@/lib/i18n/unspaced-letter';

/** Text cv.pdf breaks into lines itself: in those scripts, and in Korean. */
export const brokenHere = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hangul}]/u;

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * `text` in the pieces a line may end after: after each space, and between two words of a
 * script written without spaces (ICU's dictionaries find them, as browsers do). Never elsewhere:
 * a full stop or a closing bracket stays with the word before it, a Korean word is never split.
 */
export function linePieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  const cut = (at: number) => {
    if (at > start) pieces.push(text.slice(start, at));
    start = at;
  };
  for (const { index } of words.segment(text)) {
    if (index === 0) continue;
    if (unspacedLetter.test(text[index - 1]!) && unspacedLetter.test(text[index]!)) cut(index);
  }
  cut(text.length);
  return pieces.flatMap((piece) => piece.split(/(?<= )/u));
}
