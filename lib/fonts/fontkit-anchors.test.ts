/** @jest-environment node */
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { mendNullAnchors } from './fontkit-anchors';
import { fontsFor } from './script-fonts';

const open = (text: string) => fontkit.openSync(fontsFor(text, 400)[0]!.path) as fontkit.Font;

// Feh at the end of a word with a kasra under it; a Gujarati anusvara; a Gurmukhi vowel sign; a
// Malayalam chandrakkala; a Telugu conjunct; a Khmer nikahit: each stopped fontkit.
const gaps = ['عَرَفِ', 'અં', 'ਸਿੰਘ ਹਰਪ੍ਰੀਤ', 'ലക്ഷ്മി നായർ', 'శ్రీనివాస్ రెడ్డి', 'កំ'];

test('fontkit stops on a mark its font has no anchor for, and lays it out once mended, as HarfBuzz does', () => {
  // Before: if fontkit lays these out by itself one day, the mend is no longer needed.
  for (const text of gaps) expect(() => open(text).layout(text)).toThrow(/xCoordinate/);

  for (const text of gaps) mendNullAnchors(open(text));
  for (const text of gaps) expect(open(text).layout(text).glyphs.length).toBeGreaterThan(0);

  // The next subtable places the kasra, under the feh: not left where it would be without any.
  const run = open('عَرَفِ').layout('عَرَفِ');
  const kasra = run.glyphs.findIndex((glyph) => glyph.codePoints.includes(0x650));
  expect(run.positions[kasra]!.yOffset).toBeLessThan(0);
  expect(run.positions[kasra]!.xOffset).not.toBe(0);
});

test('a font without mark positioning is left alone', () => {
  const font = fontkit.openSync(join(process.cwd(), 'node_modules/@fontsource/space-grotesk/files/space-grotesk-latin-400-normal.woff')) as fontkit.Font;
  expect(() => mendNullAnchors(font)).not.toThrow();
  expect(font.layout('Amara').glyphs).toHaveLength(5);
});
