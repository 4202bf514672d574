/** @jest-environment node */
import { countryForLanguageProblem, meantLanguageTags } from './language-tag';

const tags = (written: string) => meantLanguageTags(written).map(({ tag, name }) => `${tag} (${name})`);

test.each([
  ['EN', ['en (English)']],
  ['en_US', ['en-US (American English)']],
  ['EN-gb', ['en-GB (British English)']],
  ['French', ['fr (French)']],
  ['français', ['fr (French)']],
  ['franc\u0327ais', ['fr (French)']],
  ['Deutsch', ['de (German)']],
  ['العربية', ['ar (Arabic)']],
  ['日本語', ['ja (Japanese)']],
  // A language's name in another language: English in German and in French, German in Spanish.
  ['Englisch', ['en (English)']],
  ['anglais', ['en (English)']],
  ['alemán', ['de (German)']],
  // Two capitals: a language code, a country's, or both.
  ['DE', ['de (German)']],
  ['JP', ['ja (Japanese)']],
  ['CZ', ['cs (Czech)']],
  ['SE', ['se (Northern Sami)', 'sv (Swedish)']],
  ['US', ['en (English)']],
])('"%s" is taken to mean %j', (written, expected) => {
  expect(tags(written)).toEqual(expected);
});

test.each(['Klingonish', 'my language', '', 'ZZ', 'SP', 'XX'])('"%s" means no language that can be told', (written) => {
  expect(tags(written)).toEqual([]);
});

test.each([
  ['jp', '"jp" is no language\'s code ("JP" is Japan\'s country code): write "ja" (Japanese)'],
  ['cn', '"cn" is no language\'s code ("CN" is China\'s country code): write "zh" (Chinese)'],
  ['jp-JP', '"jp" is no language\'s code ("JP" is Japan\'s country code): write "ja" (Japanese)'],
  ['dk', '"dk" is no language\'s code ("DK" is Denmark\'s country code): write "da" (Danish)'],
])('"%s", a country\'s code written as a language\'s, is named with the language to write', (tag, problem) => {
  expect(countryForLanguageProblem(tag)).toBe(problem);
});

test.each(['ja', 'en-GB', 'se', 'mzn', 'zz', 'sp', 'xx', 'aa', 'tok'])('"%s" is taken as written: a language Unicode names, or a code no country has', (tag) => {
  expect(countryForLanguageProblem(tag)).toBeUndefined();
});
