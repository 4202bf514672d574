/** @jest-environment node */
import type { UiStrings } from '@/content/ui/schema';
import { routes } from './routes';
import { descriptionLength, listPageMetadata, openGraphLocale, pageMetadata, shortDescription } from './metadata';

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

describe('a page\'s description in its meta tags', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

  test('is the text itself when it is short enough, on one line', () => {
    expect(shortDescription('Projects & "things" </script>', 'en')).toBe('Projects & "things" </script>');
    expect(shortDescription('  First paragraph.\n\nSecond one.\n', 'en')).toBe('First paragraph. Second one.');
    expect(shortDescription('x'.repeat(descriptionLength), 'en')).toBe('x'.repeat(descriptionLength));
  });

  test('is cut after a whole word, with an ellipsis, within the length', () => {
    const text = `${words(40)}, and more.`;
    const cut = shortDescription(text, 'en');
    expect([...cut].length).toBeLessThanOrEqual(descriptionLength);
    expect(cut).toMatch(/^word0 word1 .* word\d+…$/);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    // The next character of the text is not a letter: the last word is whole.
    expect(text[cut.length - 1]).toMatch(/[ ,]/);
  });

  test('leaves no space or punctuation before the ellipsis', () => {
    const text = `${'Fast, accessible apps. '.repeat(20)}`;
    expect(shortDescription(text, 'en')).toMatch(/\p{L}…$/u);
  });

  test('counts an emoji or an accented letter as one character, and never cuts one in two', () => {
    const text = `🚀 ${'Développeuse 👩🏽‍💻 '.repeat(30)}`;
    const cut = shortDescription(text, 'fr');
    expect([...new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(cut)].length).toBeLessThanOrEqual(descriptionLength);
    expect(cut).toMatch(/Développeuse…$/);
  });

  test('cuts Japanese between words, which no space separates', () => {
    const text = '東京でアプリを作っています。'.repeat(20);
    const cut = shortDescription(text, 'ja');
    expect(cut.length).toBeLessThanOrEqual(descriptionLength);
    expect(cut.endsWith('…')).toBe(true);
    // A whole word: one Intl finds in the text starts where the cut ends.
    expect([...new Intl.Segmenter('ja', { granularity: 'word' }).segment(text)].some(({ index }) => index === cut.length - 1)).toBe(true);
  });

  test('cuts a first word longer than the length where the room ends', () => {
    const cut = shortDescription('a'.repeat(500), 'en');
    expect(cut).toBe(`${'a'.repeat(descriptionLength - 1)}…`);
  });

  test('every tag of a page gets the same cut text', () => {
    const site = { name: 'Li Wei', title: 'Li Wei', description: 'd', jobTitle: 'Developer', url: 'https://liwei.example', lang: 'en' };
    const ui = { meta: { imageAlt: '{name}, {jobTitle}' } } as unknown as UiStrings;
    const long = words(100);
    const metadata = pageMetadata({ site, ui, title: 'Li Wei', description: long, path: '/' });
    const cut = shortDescription(long, 'en');
    expect(cut.length).toBeLessThan(long.length);
    expect(metadata.description).toBe(cut);
    expect(metadata.openGraph?.description).toBe(cut);
  });
});

describe('the pages of a list', () => {
  const site = { name: 'Li Wei', title: 'Li Wei', description: 'd', jobTitle: 'Developer', url: 'https://liwei.example', lang: 'en' };
  const ui = { meta: { imageAlt: '{name}' }, pagination: { title: '{title} (page {page} of {count})' } } as unknown as UiStrings;
  const list = (page: number, description: string) =>
    listPageMetadata({ site, ui, title: 'Projects', description, route: routes.portfolio, page, pages: 3, wordsLang: 'en' });

  test('give search engines a description of their own from the second page on, saying which page it is', () => {
    const descriptions = [1, 2, 3].map((page) => list(page, 'Things I built.').description);
    expect(descriptions).toEqual(['Things I built.', 'Things I built. (page 2 of 3)', 'Things I built. (page 3 of 3)']);
    expect(list(2, 'Things I built.').openGraph?.description).toBe(descriptions[1]);
    expect(list(2, 'Things I built.').title).toEqual({ absolute: 'Projects (page 2 of 3)' });
  });

  test('cut a long description so that the page number still fits the length', () => {
    const long = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const description = list(2, long).description as string;
    expect([...description].length).toBeLessThanOrEqual(descriptionLength);
    expect(description).toMatch(/^word0 word1 .* word\d+… \(page 2 of 3\)$/);
    expect(list(1, long).description).toBe(shortDescription(long, 'en'));
  });
});
