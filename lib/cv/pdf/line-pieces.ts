// Where cv.pdf may end a line in text it breaks into lines itself (lines.ts, `bidiLines`).
// pdfkit breaks lines by the Unicode line breaking rules without a dictionary: text in Thai, Lao,
// Khmer or Myanmar, written without spaces between words, had no place to break, and pdfkit cut
// it wherever the line was full, inside a word or a syllable ("การศึ" | "กษา", a line ending
// with the vowel เ that is read before the next line's consonant). And it breaks Korean between
// any two syllables, where Korean is broken at spaces only (as the web pages set it:
// lib/i18n/line-breaking.ts). And it ends a line wherever one font gives way to another, inside
// a word (lines.ts, `setHere`): a block of Chinese or Japanese in more than one font is broken
// here too, between any two characters, as those languages are set (and the pages set them),
// but where Japanese typesetting's rules (kinsoku) forbid it.
import { endsNoLine, startsNoLine } from '@/lib/i18n/kinsoku';
import { unspacedLetter } from '@/lib/i18n/unspaced-letter';

/** Text cv.pdf breaks into lines itself: in those scripts, and in Korean. */
export const brokenHere = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hangul}]/u;

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** A character of Chinese or Japanese text: Han, kana, and their punctuation and full-width forms. */
const cjk = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\u3000-\u303f\uff01-\uff60]/u;

/** Two-character marks drawn as one (……, ——): never broken inside. */
const doubled = /[…‥—―]/u;

/** Beside Chinese or Japanese, what a line may end after, and start with: a Latin word, a number, a bracket or "……". */
const mayEndLine = /[\p{L}\p{N}…‥!?.,;:)\]}”’»%]/u;
const mayStartLine = /[\p{L}\p{N}(\[{“‘«]/u;

/**
 * Whether a line may end between `before` and `after`, one of them Chinese or Japanese: between
 * two such characters, or between one and a Latin word or a number ("iOSと" | "Android"), where
 * neither rule above forbids it. Never before a space: a piece ends after its space.
 */
const cjkBreak = (before: string, after: string) => {
  if (startsNoLine.test(after) || endsNoLine.test(before) || (doubled.test(before) && before === after)) return false;
  if (cjk.test(before) && cjk.test(after)) return true;
  return cjk.test(before) ? mayStartLine.test(after) : mayEndLine.test(before);
};

/**
 * `text` in the pieces a line may end after: after each space, between two words of a script
 * written without spaces (ICU's dictionaries find them, as browsers do), and between two
 * characters of Chinese or Japanese (`cjkBreak`). Never elsewhere: a full stop or a closing bracket
 * stays with the word before it, a Korean word is never split.
 */
export function linePieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  const cut = (at: number) => {
    if (at > start) pieces.push(text.slice(start, at));
    start = at;
  };
  const wordStarts = new Set(Array.from(words.segment(text), ({ index }) => index));
  // Each character with where it starts (a Han character beyond the first plane is two code units).
  let at = 0;
  let before: string | undefined;
  for (const char of text) {
    if (before !== undefined) {
      if (cjk.test(before) || cjk.test(char)) {
        if (cjkBreak(before, char)) cut(at);
      } else if (wordStarts.has(at) && unspacedLetter.test(before) && unspacedLetter.test(char)) cut(at);
    }
    before = char;
    at += char.length;
  }
  cut(text.length);
  return pieces.flatMap((piece) => piece.split(/(?<= )/u));
}
