/** @jest-environment node */
import { languageTagPattern, meantLanguageTag } from './language-tag';

test.each([
  ['EN', 'en'],
  ['en_US', 'en-US'],
  ['EN-gb', 'en-GB'],
  ['French', 'fr'],
  ['français', 'fr'],
  ['Deutsch', 'de'],
  ['english', 'en'],
  ['العربية', 'ar'],
  ['日本語', 'ja'],
])('"%s" is taken to mean "%s", a tag the content check accepts', (written, tag) => {
  expect(meantLanguageTag(written)).toBe(tag);
  expect(tag).toMatch(languageTagPattern);
});

test.each(['Klingonish', 'my language', ''])('"%s" means no language that can be told', (written) => {
  expect(meantLanguageTag(written)).toBeUndefined();
});
