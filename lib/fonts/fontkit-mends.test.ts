/** @jest-environment node */
import type * as fontkit from 'fontkit';
import { mendFontkit } from './fontkit-mends';
import { openFont } from './open-font';
import { fontsFor } from './script-fonts';

// As cv.pdf opens it.
const open = (text: string) => openFont(fontsFor(text, 400)[0]!.path).font;

// Mark positioning without an anchor: a kasra under a final feh; a Gujarati anusvara; a Gurmukhi
// vowel sign; a Malayalam chandrakkala; a Telugu conjunct; a Khmer nikahit. A joiner in Tibetan or
// Tifinagh.
const stopped = ['عَرَفِ', 'અં', 'ਸਿੰਘ ਹਰਪ੍ਰੀਤ', 'ലക്ഷ്മി നായർ', 'శ్రీనివాస్ రెడ్డి', 'កំ', 'བོད\u200dཡིག', 'ⵜ\u200dⴰⵎⴰⵣⵉⵖⵜ'];
// An empty last glyph: the no-break space in the Sinhala, Gujarati and Kannada fonts.
const emptyLast = ['ශ්‍රී\u00a0ලංකා', 'ગુજરાતી\u00a0ભાષા', 'ಕನ್ನಡ\u00a0ನುಡಿ'];
// Thai ำ after a tone mark: whether the ring of ำ (NIKHAHIT, drawn from the vowel) is laid out
// before the tone mark, as HarfBuzz lays it out, so that the tone mark stands over it.
const ringAfterTone = ['น้ำ', 'ต่ำ'];
const ringBeforeTone = (text: string) => {
  const names = open(text)
    .layout(text)
    .glyphs.map(({ name }) => name);
  return names.indexOf('uni0E4D') < names.findIndex((name) => /^uni0E4[89]/.test(name));
};
/** The names of the glyphs `text` is laid out in, in the order drawn. */
const names = (text: string) =>
  open(text)
    .layout(text)
    .glyphs.map(({ name }) => name);
// An empty outline's box runs from Infinity to -Infinity: no height.
const spaceHeight = (text: string) => Math.max(0, open(text).glyphForCodePoint(0xa0).cbox.height);

/** What fontkit makes of text that never stopped it: glyphs, advances and offsets. */
const drawn = (text: string) => {
  const run = open(text).layout(text);
  return { glyphs: run.glyphs.map(({ id }) => id), positions: run.positions.map(({ xAdvance, xOffset, yOffset }) => [xAdvance, xOffset, yOffset]) };
};
const unchanged = ['Amara Okafor, AVATAR Zoë', 'مُهَنْدِسَةُ بَرَامِجَ', 'हिन्दी क्षत्रिय', 'সৌমিত্র দাস'];

test('fontkit stops on or misreads what Noto draws with, lays it out once mended, and draws the rest as before', () => {
  // Before (the mends are made once for every font): if fontkit lays these out by itself one day,
  // the mends are no longer needed.
  for (const text of stopped) expect(() => open(text).layout(text)).toThrow(/xCoordinate|reading 'syllable'/);
  for (const text of emptyLast) expect(spaceHeight(text)).toBeGreaterThan(0);
  for (const text of ringAfterTone) expect(ringBeforeTone(text)).toBe(false);
  expect(names('နေ')).toEqual(['na', '_e']);
  // A chaining rule with a backtrack of two that differ: ុ under ក after ្រ keeps its default form.
  expect(names('ក្រុម')).toContain('uni17BB');
  // Fatha then shadda, as written: the fatha is set under the shadda (glyphs in the order drawn, from the right).
  expect(names('مَّ')).toEqual(['uni0651', 'uni064E', 'uni0645']);
  // ে inside a word in its word-initial form.
  expect(names('বাংলাদেশ')).toContain('uni09C7.init');
  const before = unchanged.map(drawn);

  for (const text of [...stopped, ...emptyLast, ...unchanged]) mendFontkit(open(text));
  for (const text of [...stopped, ...emptyLast]) expect(open(text).layout(text).glyphs.length).toBeGreaterThan(0);
  for (const text of emptyLast) expect(spaceHeight(text)).toBe(0);
  for (const text of ringAfterTone) expect(ringBeforeTone(text)).toBe(true);
  expect(names('နေ')).toEqual(['_e', 'na']);
  expect(names('ក្រុម')).toContain('uni17BB.b');
  expect(names('مَّ')).toEqual(['uni064E', 'uni0651', 'uni0645']);
  expect(names('বাংলাদেশ')).not.toContain('uni09C7.init');
  expect(unchanged.map(drawn)).toEqual(before);
});

test('a mark with no anchor in one subtable is placed by the next, as HarfBuzz places it', () => {
  const text = 'عَرَفِ';
  mendFontkit(open(text));
  const run = open(text).layout(text);
  const kasra = run.glyphs.findIndex((glyph) => glyph.codePoints.includes(0x650));
  // Under the feh: not left where it would be without any anchor.
  expect(run.positions[kasra]!.yOffset).toBeLessThan(0);
  expect(run.positions[kasra]!.xOffset).not.toBe(0);
});

test('a joiner in Tibetan or Tifinagh is left out, and the letters around it drawn as without it', () => {
  for (const [text, without] of [['བོད\u200dཡིག\u200c', 'བོདཡིག'], ['ⵜ\u200cⴰⵎ\u200dⴰⵣⵉⵖⵜ', 'ⵜⴰⵎⴰⵣⵉⵖⵜ']] as const) {
    // The script's font (a joiner alone is drawn with Noto Sans's).
    const font = open(without);
    mendFontkit(font);
    const ids = (run: fontkit.GlyphRun) => run.glyphs.map(({ id }) => id);
    expect(ids(font.layout(text))).toEqual(ids(font.layout(without)));
  }
  // A Latin font keeps its joiner glyph.
  expect(open('Amara').layout('Amara\u200dOkafor').glyphs.length).toBe(12);
});

test('the joiner mend lets every other error through', () => {
  const syllable = "Cannot read properties of null (reading 'syllable')";
  // A font's layout that fails as fontkit's does on a joiner, on "S" without one, and otherwise on "!".
  class Font {
    layout(text: string) {
      if (text.includes('!')) throw new TypeError('something else');
      if (/[\u200c\u200dS]/.test(text)) throw new TypeError(syllable);
      return { glyphs: Array.from(text) };
    }
  }
  const font = new Font();
  mendFontkit(font as unknown as fontkit.Font);
  expect(font.layout('a\u200db\u200c')).toEqual({ glyphs: ['a', 'b'] });
  expect(() => font.layout('a\u200d!')).toThrow('something else');
  expect(() => font.layout('S')).toThrow(syllable);
  expect(() => font.layout('S\u200d')).toThrow(syllable);
});

test('an empty glyph keeps its advance, and the glyphs with an outline their boxes', () => {
  const font = open('ශ්‍රී');
  mendFontkit(font);
  const space = font.glyphForCodePoint(0xa0);
  expect(space.advanceWidth).toBeGreaterThan(0);
  expect(font.glyphForCodePoint(0x0dc1).cbox.width).toBeGreaterThan(0);
});

test('Thai ำ and Lao ຳ after a tone mark: the tone mark over the ring, and the text copied as written', () => {
  for (const text of ['น้ำใจ', 'ค่ำนี้ต่ำ', 'ນ້ຳ', 'ทำ']) {
    const font = open(text);
    mendFontkit(font);
    const run = font.layout(text);
    // What each glyph stands for, in order, is what was written (cv.pdf's copied text).
    expect(String.fromCodePoint(...run.glyphs.flatMap(({ codePoints }) => codePoints))).toBe(text);
  }
  // Noto Sans Thai sets a smaller tone mark over the ring; Noto Sans Lao draws both as one glyph.
  expect(open('น้ำ').layout('น้ำ').glyphs.map(({ name }) => name)).toEqual(['uni0E19', 'uni0E4D', 'uni0E49.small', 'uni0E32']);
  expect(open('ນ້ຳ').layout('ນ້ຳ').glyphs.map(({ name }) => name)).toEqual(['uni0E99', 'niggahita_maiTholao', 'uni0EB2']);
});

test('Burmese is laid out as HarfBuzz lays it out, and copied as written', () => {
  // The glyphs hb-shape (HarfBuzz 6.0) gives for these words with Noto Sans Myanmar: ေ and ြ before
  // the consonant, stacked consonants, kinzi, ya and wa as one medial.
  const harfBuzz: Record<string, string[]> = {
    နေ: ['_e', 'na'],
    ဖြစ်: ['medial_ra', 'pha', 'ca', 'asat'],
    တက္ကသိုလ်: ['ta', 'ka', 'ka.sub', 'sa', '_i', '_u', 'la', 'asat'],
    မန္တလေး: ['ma', 'na.alt', 'ta.sub', '_e', 'la', 'visarga'],
    ကျွန်တော်: ['ka', 'medial_ya_wa', 'na', 'asat', '_e', 'ta', '_aa', 'asat'],
    သင်္ချိုင်း: ['sa', 'kha', 'kinzi', 'medial_ya', '_i', '_u_spacing', 'dummymarkmymr', 'nga', 'asat', 'visarga'],
    ကြော်: ['_e', 'medial_ra.w2', 'ka', '_aa', 'asat'],
  };
  for (const [text, glyphs] of Object.entries(harfBuzz)) {
    const font = open(text);
    mendFontkit(font);
    const run = font.layout(text);
    expect(run.glyphs.map(({ name }) => name)).toEqual(glyphs);
    expect(String.fromCodePoint(...run.glyphs.flatMap(({ codePoints }) => codePoints))).toBe(text);
  }
});

test('a chaining rule reads the glyphs before its input from the nearest back, as HarfBuzz reads them', () => {
  // The glyphs hb-shape (HarfBuzz 6.0) gives with Noto's fonts, each from a rule whose backtrack
  // holds two or more different glyphs or classes: Khmer ុ ូ lowered under a consonant with ្រ
  // (format 2, classes), Syriac gamal's wide final after a mark on an initial beth (format 3,
  // coverages), Bengali ra-phala's form after a conjunct (format 3).
  const harfBuzz: Record<string, string[]> = {
    ក្រុមហ៊ុន: ['uni17D2179A', 'uni1780', 'uni17BB.b', 'uni1798', 'uni17A0', 'uni17CA', 'uni17BB', 'uni1793'],
    គ្រូ: ['uni17D2179A', 'uni1782', 'uni17BC.b'],
    ܒܱܓ: ['uni0713.fina.wide', 'uni0731', 'uni0712.init'],
    রবীন্দ্রনাথ: ['uni09B0', 'uni09AC', 'uni09C0', 'uni09A809CD.headline', 'uni09A609CD.half', 'uni09A809CD.float', 'raphalabeng.alt09', 'uni09A8', 'uni09BE', 'uni09A5'],
  };
  for (const [text, glyphs] of Object.entries(harfBuzz)) {
    const font = open(text);
    mendFontkit(font);
    expect(font.layout(text).glyphs.map(({ name }) => name)).toEqual(glyphs);
  }
});

test('an Arabic shadda is laid out before the vowel mark written before it, which stands over it, as HarfBuzz sets it', () => {
  // hb-shape (HarfBuzz 6.0) with Noto Sans Arabic, from the right: glyph, x and y offsets, advance.
  const harfBuzz: Record<string, string[]> = {
    مُحَمَّد: ['uni062F.fina@0,0+532', 'uni064E@120,104+0', 'uni0651@128,-96+0', 'uni0645.medi@0,0+578', 'uni064E@-6,-106+0', 'uni062D.medi@0,0+637', 'uni064F@130,-100+0', 'uni0645.init@0,0+525'],
  };
  for (const [text, glyphs] of Object.entries(harfBuzz)) {
    const font = open(text);
    mendFontkit(font);
    const run = font.layout(text);
    expect(run.glyphs.map(({ name }, i) => `${name}@${run.positions[i]!.xOffset},${run.positions[i]!.yOffset}+${run.positions[i]!.xAdvance}`)).toEqual(glyphs);
    // Copied, the same text: the two marks in the other order are canonically the same.
    expect(String.fromCodePoint(...run.glyphs.flatMap(({ codePoints }) => codePoints).reverse()).normalize('NFC')).toBe(text.normalize('NFC'));
  }
});

test('a vowel sign drawn before its consonant takes its word-initial form at the start of a word only, as HarfBuzz gives it', () => {
  // hb-shape (HarfBuzz 6.0) with Noto Sans Bengali: ে in its initial form at the start of each
  // word (after a space too), its plain one after a letter or a mark.
  const text = 'কেন বাংলাদেশ ওয়েবসাইট';
  const font = open(text);
  mendFontkit(font);
  expect(font.layout(text).glyphs.map(({ name }) => name)).toEqual(
    ['uni09C7.init', 'uni0995', 'uni09A8', 'space', 'uni09AC', 'uni09BE', 'uni0982', 'uni09B2', 'uni09BE', 'uni09C7', 'uni09A6', 'uni09B6', 'space'].concat(
      ['uni0993', 'uni09C7', 'uni09AF', 'uni09BC', 'uni09AC', 'uni09B8', 'uni09BE', 'uni0987', 'uni099F'],
    ),
  );
});
