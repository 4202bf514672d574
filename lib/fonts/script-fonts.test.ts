/** @jest-environment node */
import { fontsFor, isRightToLeft } from './script-fonts';

const families = (text: string, options?: Parameters<typeof fontsFor>[2]) => [...new Set(fontsFor(text, 700, options).map(({ family }) => family))];

describe('fontsFor', () => {
  it('loads one small file for a Latin name', () => {
    expect(fontsFor('Amara Okafor', 700).map(({ path }) => path)).toEqual([expect.stringMatching(/noto-sans-latin-700-normal\.woff$/)]);
  });

  it('adds the subsets diacritics need', () => {
    expect(fontsFor('Zażółć', 700).map(({ path }) => path.replace(/.*\//, ''))).toEqual(['noto-sans-latin-700-normal.woff', 'noto-sans-latin-ext-700-normal.woff']);
  });

  it('picks the family of each script', () => {
    expect(families('Анна Ελένη')).toEqual(['Noto Sans']);
    expect(families('أمارة')).toEqual(['Noto Sans Arabic']);
    expect(families('שרה')).toEqual(['Noto Sans Hebrew']);
    expect(families('김민지')).toEqual(['Noto Sans KR']);
    expect(families('王小明')).toEqual(['Noto Sans SC']);
  });

  it('draws Han characters with Japanese shapes when the text has kana', () => {
    expect(families('岡田 さくら')).toEqual(['Noto Sans JP']);
  });

  it('takes emoji from the colour font, or the outline one for print', () => {
    expect(families('Amara 🚀')).toEqual(['Noto Sans', 'Noto Color Emoji']);
    expect(families('Amara 🚀', { emoji: 'outline' })).toEqual(['Noto Sans', 'Noto Emoji']);
  });

  it("puts the site's heading typeface first when asked", () => {
    expect(families('Zoë Ω', { display: true })).toEqual(['Space Grotesk', 'Noto Sans']);
  });
});

it('tells right-to-left text by its first strong letter', () => {
  expect(isRightToLeft('أمارة Okafor')).toBe(true);
  expect(isRightToLeft('🚀 שרה')).toBe(true);
  expect(isRightToLeft('Amara أمارة')).toBe(false);
});
