/** @jest-environment node */
import { hasJoinedLetters, takesLetterSpacing, unspacedLanguagesCss } from './letter-spacing';

test('text may be set wide in scripts whose letters stand apart, not in those whose letters join or hang from a line', () => {
  expect(['en', 'ru', 'el', 'ja', 'zh-TW', 'ko', 'he', 'hy', 'am'].filter((lang) => !takesLetterSpacing(lang))).toEqual([]);
  // Arabic script in every language that writes it, in the list of app/globals.css or not; Syriac,
  // NKo, Mongolian; Devanagari, Bengali, Gurmukhi.
  expect(['ar', 'fa', 'ug', 'kk-CN', 'ku-IQ', 'mzn', 'pa-PK', 'syr', 'nqo', 'mn-Mong', 'hi', 'mr', 'bn', 'pa'].filter(takesLetterSpacing)).toEqual([]);
});

test('a text has joined letters when it has a letter of a script whose letters join, wherever it stands', () => {
  expect(['أمارة', 'Amara ܫܠܡܐ', 'ߒߞߏ', 'ᠮᠣᠩᠭᠣᠯ'].filter((text) => !hasJoinedLetters(text))).toEqual([]);
  expect(['Amara Okafor', 'ޢާއިޝަތު', 'שרה', 'देवनागरी', '岡田'].filter(hasJoinedLetters)).toEqual([]);
});

test("a page's letter-spacing rule names each of its languages whose script takes none, once", () => {
  // An English site with items in Japanese and Russian: no rule at all.
  expect(unspacedLanguagesCss(['en-GB', 'ja', 'ru', 'en'])).toBe('');
  // Languages the old list of app/globals.css missed (Kazakh in China, Mazanderani, Hindi) among
  // the others; "ar" already matches Egypt's Arabic; tags match whatever their case.
  expect(unspacedLanguagesCss(['fr', 'ar', 'ar-EG', 'kk-CN', 'mzn', 'hi', 'HI', 'en'])).toBe(':lang(ar),:lang(kk-cn),:lang(mzn),:lang(hi){letter-spacing:normal!important}');
  // Punjabi on a Gurmukhi site with a job in Punjabi written in Latin letters, which takes it.
  expect(unspacedLanguagesCss(['pa', 'pa-Latn', 'pa-PK'])).toBe(':lang(pa):not(:lang(pa-latn)){letter-spacing:normal!important}');
});
