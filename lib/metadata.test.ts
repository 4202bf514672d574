/** @jest-environment node */
import { openGraphLocale } from './metadata';

test.each([
  ['ja', 'ja_JP'],
  ['fr', 'fr_FR'],
  ['fr-CA', 'fr_CA'],
  ['en-GB', 'en_GB'],
  ['sr-Latn', 'sr_RS'],
  ['ar', 'ar_EG'],
])('Open Graph gets "%s" as a language and a territory: %s', (lang, locale) => {
  expect(openGraphLocale(lang)).toBe(locale);
});
