/** @jest-environment node */
import { longestWordWidth } from './longest-word';

test("a name's longest word is measured in '0' widths: narrow letters less, capitals and m or w more", () => {
  expect(longestWordWidth('Git')).toBe(2.3);
  expect(longestWordWidth('Internationalisation')).toBeGreaterThanOrEqual(15);
  // The widest word, not the whole name: the line breaks at the space.
  expect(longestWordWidth('Data visualisation')).toBe(longestWordWidth('visualisation'));
  expect([longestWordWidth('iiii'), longestWordWidth('nnnn'), longestWordWidth('MMMM')]).toEqual([1.9, 4, 6.4]);
});

test('a name breaks after a hyphen, a dash or a slash, and between the characters of a script without spaces', () => {
  expect(longestWordWidth('Dubois-Lefèvre')).toBe(longestWordWidth('Lefèvre'));
  expect(longestWordWidth('CI/CD')).toBe(longestWordWidth('CI/'));
  // Not at a no-break space or hyphen, nor at a hyphen before a digit; a space takes no room.
  expect(longestWordWidth('Vue\u202f3')).toBeGreaterThan(longestWordWidth('Vue'));
  expect(longestWordWidth('Front\u2011end')).toBeGreaterThan(longestWordWidth('Front\u2011'));
  expect(longestWordWidth('ISO-27001')).toBeGreaterThan(longestWordWidth('27001'));
  expect(longestWordWidth('Internationalisation Kit')).toBe(longestWordWidth('Internationalisation'));
  expect(longestWordWidth('国際化とローカリゼーション')).toBe(2);
  // Korean breaks at its spaces only: a card as wide as its longest word, each syllable nearly two "0"s.
  expect(longestWordWidth('포스트그레스큐엘 운영')).toBeCloseTo(14.4, 0);
  // Marks and joiners take no room of their own; an emoji two.
  expect(longestWordWidth('e\u0301e\u0301')).toBe(2);
  expect(longestWordWidth('🦀')).toBe(2);
});

test('Tamil words are measured as wide as they are drawn, vowel signs beside their letters and all', () => {
  // Widths in "0"s measured with Noto Sans Tamil (medium): the cards broke both words before.
  expect(longestWordWidth('திரைவாசிப்பான்')).toBeGreaterThanOrEqual(15);
  expect(longestWordWidth('பொருள்நோக்குநிரலாக்கம் நிரலாக்கம்')).toBeGreaterThanOrEqual(24);
  // A sign under its letter (Devanagari's virama ्) still takes no room.
  expect(longestWordWidth('क्')).toBe(longestWordWidth('क'));
});
