import type { Metadata } from 'next';
import type { Site } from '@/content/schemas';
import type { UiStrings } from '@/content/ui/schema';
import { fillIn, formatNumber } from './i18n/format';
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
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: openGraphLocale(site.lang),
      siteName: site.title,
      title,
      description,
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
 * The metadata of page `page` of a list (lib/pagination/): the first page's title and
 * description, the title saying which page it is from the second on, so that each page's title is
 * its own in search results, tabs and screen readers.
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
  const number = (value: number) => formatNumber(value, wordsLang, { useGrouping: false });
  const title = page === 1 ? first.title : fillIn(first.ui.pagination.title, { title: first.title, page: number(page), count: number(pages) });
  return pageMetadata({ ...first, title, path: listPagePath(route, page) });
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
