import type { Metadata } from 'next';
import type { Site } from '@/content/schemas';
import type { UiStrings } from '@/content/ui/schema';
import { charactersOf } from './characters';
import { fillIn, numeral } from './i18n/format';
import { ogImage } from './og-image';
import { listPagePath, type ListPagePath, type ListRoute } from './pagination';
import type { Route } from './routes';

/**
 * Everything one page tells search engines and link previews: title, description, canonical URL,
 * Open Graph and Twitter card. Relative URLs resolve against the layout's metadataBase, which
 * carries the base path.
 */
export function pageMetadata({
  site,
  ui,
  title,
  description,
  path,
}: {
  site: Site;
  ui: UiStrings;
  title: string;
  description: string;
  path: Route | ListPagePath;
}): Metadata {
  const image = { url: ogImage.path, width: ogImage.width, height: ogImage.height, alt: fillIn(ui.meta.imageAlt, { name: site.name, jobTitle: site.jobTitle }) };
  const summary = shortDescription(description, site.lang);
  return {
    title: { absolute: title },
    description: summary,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: openGraphLocale(site.lang),
      siteName: site.title,
      title,
      description: summary,
      url: path,
      images: [image],
    },
    // The card's image without its sizes: X does not read twitter:image:width/height, and every
    // page's HTML has to fit the first round trip (docs/performance.md). Next fills the card's
    // title and description in from the page's own.
    twitter: { card: 'summary_large_image', images: [{ url: image.url, alt: image.alt }] },
  };
}

/**
 * The most characters a page's description has in its meta tags: about what Google shows of one
 * (X's card shows 200, Facebook's about 300). The page itself shows the whole text; a longer one
 * in the tags is cut by every reader anyway, and is written three times (description,
 * og:description, twitter:description) into the page's HTML and three more into its payload, in a
 * page that has to fit the first round trip (docs/performance.md): a site description of 2,700
 * characters made Home 16 KB larger, 400 bytes gzipped.
 */
export const descriptionLength = 160;

/**
 * `text` as a meta description: on one line (a page's description may hold paragraphs), and when
 * longer than `length` characters (`descriptionLength` unless said; `charactersOf`), cut after its
 * last whole word that leaves room for an ellipsis. Words are as Intl.Segmenter finds them in
 * `lang`, which knows Chinese, Japanese and Thai words without spaces, so a cut never falls inside
 * a word, nor leaves a space or punctuation before the "…"; a first word longer than that is cut
 * where the room ends.
 */
export function shortDescription(text: string, lang: string, length = descriptionLength): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  const characters = charactersOf(line);
  if (characters.length <= length) return line;
  const room = characters.slice(0, length - 1).join('').length;
  // The end of each word, where it ends before the room does (one that runs past it is cut).
  const ends = Array.from(new Intl.Segmenter(lang, { granularity: 'word' }).segment(line))
    .filter(({ segment, index, isWordLike }) => isWordLike && index + segment.length <= room)
    .map(({ segment, index }) => index + segment.length);
  return `${line.slice(0, ends.at(-1) ?? room)}…`;
}

/**
 * The metadata of page `page` of a list (lib/pagination/): the first page's title and
 * description, each saying which page it is from the second on (in the words of the title's
 * `pagination.title`), so that each page's title is its own in search results, tabs and screen
 * readers, and no two pages give search engines the same description. The description is cut
 * first so that its page number fits within `descriptionLength`.
 */
export function listPageMetadata({
  route,
  page,
  pages,
  wordsLang,
  ...first
}: {
  site: Site;
  ui: UiStrings;
  title: string;
  description: string;
  route: ListRoute;
  page: number;
  /** How many pages the list has. */
  pages: number;
  /** The language of `ui` (lib/i18n/words-language.ts), which writes the page numbers. */
  wordsLang: string;
}): Metadata {
  const path = listPagePath(route, page);
  if (page === 1) return pageMetadata({ ...first, path });
  const numbered = (text: string) => fillIn(first.ui.pagination.title, { title: text, page: numeral(page, wordsLang), count: numeral(pages, wordsLang) });
  const { lang } = first.site;
  const description = numbered(shortDescription(first.description, lang, descriptionLength - charactersOf(numbered('')).length));
  return pageMetadata({ ...first, title: numbered(first.title), description, path });
}

/**
 * The site's language as Open Graph writes a locale, language_TERRITORY: the tag's own region, or
 * its language's likeliest ("ja" → "ja_JP", "fr" → "fr_FR", "fr-CA" → "fr_CA", "sr-Latn" → "sr_RS");
 * the language alone where there is no such territory to tell.
 */
export function openGraphLocale(lang: string): string {
  const [language = lang] = lang.split('-');
  try {
    // A region of two letters: "es-419" (Latin America) has none Open Graph writes.
    const { region } = new Intl.Locale(lang).maximize();
    return region && /^[A-Z]{2}$/.test(region) ? `${language}_${region}` : language;
  } catch {
    // A tag Intl cannot read whole ("zh-yue", "ar-x1", "en-GB-oed"): its language alone.
    return language;
  }
}
