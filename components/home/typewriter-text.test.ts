/** @jest-environment node */
import { textPieces, typedLetters } from './typewriter-text';

// How typewriter-effect (2.x) decides that a string is HTML to parse rather than text to type.
const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

test.each(['Swift & TypeScript', 'C++ <3 Rust', '<b>bold</b> claims', 'a<b>c', '<<x>>', 'Plain words', 'مهندس <برمجيات>'])(
  '%s is typed as written: its pieces join up and none is parsed as HTML',
  (tagline) => {
    const pieces = textPieces(tagline);
    expect(pieces.join('')).toBe(tagline);
    expect(pieces.filter(looksLikeHtml)).toEqual([]);
  },
);

test.each([
  ['an emoji of several code points', 'Engineer 👩‍💻', ['E', 'n', 'g', 'i', 'n', 'e', 'e', 'r', ' ', '👩‍💻']],
  ['a flag and an emoji outside the BMP', '🇫🇷🍵', ['🇫🇷', '🍵']],
  ['an accent written as a second code point', 'Cafe\u0301', ['C', 'a', 'f', 'e\u0301']],
  ['Arabic with a vowel mark', 'مُهندس', ['مُ', 'ه', 'ن', 'د', 'س']],
])('%s is typed a whole letter at a keystroke', (_, tagline, letters) => {
  expect(typedLetters(tagline)).toEqual(letters);
});

test.each(['Swift & TypeScript', 'C++ <3 Rust', 'مهندس <برمجيات>', 'Plain words 🚀'])('%s: no keystroke is half a character', (tagline) => {
  const letters = textPieces(tagline).flatMap(typedLetters);
  expect(letters.join('')).toBe(tagline);
  for (const letter of letters) expect(letter).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
});
