/** @jest-environment node */
import { directionOf, textDirection } from './direction';

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
