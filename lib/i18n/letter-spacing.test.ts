/** @jest-environment node */
import { hasJoinedLetters, takesLetterSpacing } from './letter-spacing';

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
