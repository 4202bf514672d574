/** @jest-environment node */
import { openGraphLocale } from './metadata';

test.each([
  ['ja', 'ja_JP'],
  ['fr', 'fr_FR'],
  ['fr-CA', 'fr_CA'],
  ['en-GB', 'en_GB'],
  ['sr-Latn', 'sr_RS'],
  ['ar', 'ar_EG'],
  // What the content check takes but Intl cannot read whole, or names no country: the language.
  ['zh-yue', 'zh'],
  ['ar-x1', 'ar'],
  ['en-GB-oed', 'en'],
  ['es-419', 'es'],
])('Open Graph gets "%s" as a language and a territory: %s', (lang, locale) => {
  expect(openGraphLocale(lang)).toBe(locale);
});
