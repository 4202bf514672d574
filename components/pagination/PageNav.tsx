import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-styles';
import type { UiStrings } from '@/content/ui/schema';
import { definedProps } from '@/lib/defined-props';
import { fillIn, numeral } from '@/lib/i18n/format';
import { listPagePath, pageNumbers, type ListRoute } from '@/lib/pagination';

const linkBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors';
// Every other page: the look of a secondary button.
const otherPage = buttonVariants.secondary;
// In forced colours the fill is dropped: the current page takes the theme's Highlight colours instead.
const thisPage =
  'border border-transparent bg-accent text-accent-fg forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none';

/**
 * The links between the pages of a long list (lib/pagination/), under its cards: previous, the
 * pages by number (the current one marked for screen readers with aria-current; past seven pages,
 * the first, the last and the current one's neighbours, an ellipsis for the rest), next. Plain
 * links, rendered on the server: they work before the page's JavaScript has come, and without it.
 * Nothing when the list fits one page. `wordsLang`: the language of `strings`, which writes the
 * numbers ("۲" in Persian, the addresses keeping "/portfolio/2/"); `uiLang`: the same when it is not
 * the page's, for the links to say so.
 */
export function PageNav({
  route,
  page,
  count,
  strings,
  wordsLang,
  uiLang,
}: {
  route: ListRoute;
  page: number;
  count: number;
  strings: UiStrings['pagination'];
  wordsLang: string;
  uiLang?: string | undefined;
}) {
  if (count <= 1) return null;
  const written = (number: number) => numeral(number, wordsLang);
  return (
    <nav aria-label={strings.label} {...definedProps({ lang: uiLang })} className="mt-12 print:hidden">
      <ul className="flex flex-wrap items-center justify-center gap-3">
        {page > 1 ? (
          <li>
            <Link href={listPagePath(route, page - 1)} rel="prev" className={`${linkBase} ${otherPage}`}>
              {strings.previous}
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, count).map((number, at) =>
          number === null ? (
            // Read as nothing: the numbers on either side say which pages it stands for.
            <li key={`gap-${at}`} aria-hidden="true" className="min-w-6 text-center text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={listPagePath(route, number)}
                aria-label={fillIn(strings.page, { page: written(number) })}
                {...definedProps({ 'aria-current': number === page ? ('page' as const) : undefined })}
                className={`${linkBase} ${number === page ? thisPage : otherPage}`}
              >
                {written(number)}
              </Link>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <Link href={listPagePath(route, page + 1)} rel="next" className={`${linkBase} ${otherPage}`}>
              {strings.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
