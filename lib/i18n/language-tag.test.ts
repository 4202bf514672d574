/** @jest-environment node */
import { meantLanguageTags } from './language-tag';

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

test.each(['Klingonish', 'my language', '', 'jp'])('"%s" means no language that can be told', (written) => {
  expect(tags(written)).toEqual([]);
});
