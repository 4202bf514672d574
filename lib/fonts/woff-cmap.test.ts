/** @jest-environment node */
import { join } from 'node:path';
import { woffGlyphTest } from './woff-cmap';

const file = (pkg: string, name: string) => join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', `${name}.woff`);

test('reads which characters a WOFF file has a glyph for (format 4: the Basic Multilingual Plane)', () => {
  const latin = woffGlyphTest(file('noto-sans', 'noto-sans-latin-400-normal'));
  expect(['A', 'z', 'é', '€'].map((char) => latin(char.codePointAt(0)!))).toEqual([true, true, true, true]);
  expect(['ส', 'Ա', '中'].map((char) => latin(char.codePointAt(0)!))).toEqual([false, false, false]);
});

test('reads characters beyond it (format 12): an emoji', () => {
  const emoji = file('noto-emoji', 'noto-emoji-emoji-400-normal');
  expect(woffGlyphTest(emoji)(0x1f680)).toBe(true);
});

test("reads a file fontkit cannot (noto-sans-sc's slice 101), and not the letters its CSS range claims", () => {
  const slice = woffGlyphTest(file('noto-sans-sc', 'noto-sans-sc-101-400-normal'));
  expect(slice('乍'.codePointAt(0)!)).toBe(true);
  expect(slice('ย'.codePointAt(0)!)).toBe(false);
});
