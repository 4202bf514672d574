/** @jest-environment node */
import { blockDir, directionOf, isolatedName, laidOutDirections, letterDirection, textDirection, writtenDirection } from './direction';
import { typedLetters } from '@/components/home/typewriter-text';

test("a page's direction is the owner's dir, else its language's", () => {
  expect(textDirection({ lang: 'ar-EG' })).toBe('rtl');
  expect(textDirection({ lang: 'fr' })).toBe('ltr');
  expect(textDirection({ lang: 'he', dir: 'ltr' })).toBe('ltr');
  // By the script a tag names, before its language: Punjabi in Shahmukhi, Fula in Adlam, Sindhi in Devanagari.
  expect(['pa-Arab', 'pa', 'ff-Adlm-GN', 'sd-Deva', 'sd', 'dv-MV', 'syr', 'nqo', 'az-Arab-IR', 'uz-Latn'].map((lang) => textDirection({ lang }))).toEqual([
    'rtl', 'ltr', 'rtl', 'ltr', 'rtl', 'rtl', 'rtl', 'rtl', 'rtl', 'ltr',
  ]);
  // Else by the script its language is written in where the tag says: Kashmiri, Punjabi in
  // Pakistan, Kazakh in China and Kurdish in Iraq from the right, Kurdish (Kurmanji) and Kashmiri
  // in Devanagari from the left; a tag Intl cannot read whole by the script it names, or its
  // language; and a language Unicode does not know from the left.
  expect(['ks', 'pa-PK', 'kk-CN', 'ku-IQ', 'ku', 'ks-Deva', 'he-IL', 'iw', 'ar-x1', 'pa-Arab-x1', 'zz'].map((lang) => textDirection({ lang }))).toEqual([
    'rtl', 'rtl', 'rtl', 'rtl', 'ltr', 'ltr', 'rtl', 'rtl', 'rtl', 'rtl', 'ltr',
  ]);
  // Where a language's region writes another script: Sindhi in India in Devanagari, Uyghur in Kazakhstan in Cyrillic.
  expect(['sd-IN', 'ug-KZ', 'ug'].map((lang) => textDirection({ lang }))).toEqual(['ltr', 'ltr', 'rtl']);
});

test("a text's direction is its first letter's, as dir=auto decides", () => {
  expect(directionOf('iOS Developer')).toBe('ltr');
  expect(directionOf('مطوّرة iOS')).toBe('rtl');
  expect(directionOf('2026 — מפתחת')).toBe('rtl');
  expect(directionOf('Swift & العربية')).toBe('ltr');
  expect(directionOf('🚀 42')).toBe('ltr');
  // Scripts with no font in the CV are still set from the right on the pages: Adlam, Hanifi Rohingya.
  expect(['𞤀𞤣𞤤𞤢𞤥', '𐴀𐴝𐴚𐴌𐴠', 'ߒߞߏ'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl']);
});

test("a text's letters' direction: theirs when they are of one direction, the page's where they mix", () => {
  expect(letterDirection('תל אביב', 'ltr')).toBe('rtl');
  expect(letterDirection('Leeds', 'rtl')).toBe('ltr');
  expect(letterDirection('Wix, תל אביב', 'rtl')).toBe('rtl');
  // An English sentence quoting a longer Hebrew phrase, on an English page: left to right.
  expect(letterDirection('In 2019 I wrote אני בונה אפליקציות מהירות ונגישות לטלפון for the library', 'ltr')).toBe('ltr');
  expect(letterDirection('2019 – 2022', 'rtl')).toBeUndefined();
});

test('a block of the owner\'s words gets a dir only where its first letter would lay it out the other way', () => {
  // Hebrew with an English name first, on a Hebrew page: right to left, which dir="auto" would not give.
  expect(writtenDirection('Tor – תורים למרפאה', { page: 'rtl' })).toBe('rtl');
  // Where the first letter already says it: dir="auto" does, and nothing more is written.
  expect(writtenDirection('Tor – תורים למרפאה', { page: 'ltr' })).toBeUndefined();
  expect(writtenDirection('תורים למרפאה – Tor', { page: 'rtl' })).toBeUndefined();
  expect(writtenDirection('An English sentence on an Arabic site.', { page: 'rtl' })).toBeUndefined();
  expect(writtenDirection('2019 – 2022', { page: 'rtl' })).toBeUndefined();
  // An item marked with its language takes that language's direction.
  expect(writtenDirection('תורים – Tor', { lang: 'en', page: 'rtl' })).toBe('ltr');
  expect(writtenDirection('Tor – תורים למרפאה', { lang: 'en', page: 'rtl' })).toBeUndefined();
  expect(writtenDirection('Tor – תורים למרפאה', { lang: 'he', page: 'ltr' })).toBe('rtl');
  expect(writtenDirection('2019 – 2022', { lang: 'ar', page: 'ltr' })).toBe('rtl');
});

test('a name that reads the other way than the words around it is isolated, so that the sentence keeps its direction', () => {
  expect(isolatedName('عائشہ خان', 'en')).toBe('\u2068عائشہ خان\u2069');
  expect(isolatedName('Jordan Lee', 'ar')).toBe('\u2068Jordan Lee\u2069');
  // The same way round, or no letter: nothing added to the page.
  expect(isolatedName('Jordan Lee', 'en')).toBe('Jordan Lee');
  expect(isolatedName('أمارة أوكافور', 'ar')).toBe('أمارة أوكافور');
  expect(isolatedName('🚀', 'en')).toBe('🚀');
});

test("a block of the owner's words gets its direction where its first letter would mislead, else dir=\"auto\"", () => {
  expect(blockDir('Wix, תל אביב', { page: 'rtl' })).toBe('rtl');
  expect(blockDir('תל אביב', { page: 'rtl' })).toBe('auto');
  expect(blockDir('Hello', { lang: 'ar', page: 'ltr' })).toBe('rtl');
});

test.each([
  // An English word in an Arabic line reads from the left, the spaces round it from the right.
  ['مطوّر React ومصمم', '<<<<<>>>>><<<<<<'],
  // An Arabic word in an English line: the spaces round it take the line's direction.
  ['Teacher of العربية', '>>>>>>>>>>><<<<<<<'],
  // A number reads from the left, its comma with it; the space before it takes the Arabic around.
  ['مطوّر منذ 1,000 يوم', '<<<<<<<<<>>>>><<<<'],
  // After an English word a number counts as English, and so does the space between them.
  ['مطوّر iOS 17', '<<<<<>>>>>>'],
  ['Swift & TypeScript', '>>>>>>>>>>>>>>>>>>'],
])("each letter of %s is laid out in its direction on the line, as Unicode's bidirectional algorithm has it", (text, expected) => {
  const letters = typedLetters(text);
  expect(laidOutDirections(letters).map((direction) => (direction === 'ltr' ? '>' : '<')).join('')).toBe(expected);
});
