/** @jest-environment node */
import { textPieces } from './typewriter-text';

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
