import Link from 'next/link';
import { splitAt } from '@/lib/i18n/format';
import { initials } from '@/lib/initials';
import { routes } from '@/lib/routes';
import { definedProps } from '@/lib/defined-props';

/**
 * The owner's monogram and name, linking home. `label` ('{name}, home page') is its accessible
 * name: the words around the name are read but not shown, so the name itself is the visible text
 * inside it (WCAG 2.5.3). A long name wraps to a second line (the fixed header has room for two) rather than being
 * cut: nothing of it is hidden for ordinary long names. Only beyond two lines is it clamped with
 * an ellipsis; the accessible name is still the whole name, and `title` shows it on hover. The
 * words around the name are in `uiLang` when the site's words are not in the page's language. The
 * link shrinks, the header's controls never do: they stay on screen at 320 px whatever the name.
 * The monogram (`siteLang`: the site's language, which says how a name is read) sits in a badge that is
 * square, and wider where the monogram is: on one line, never broken (a Malayalam "ശ്രീനാ", 41 px
 * in its type, stood in two lines in a 36 px square, cut by its corner).
 */
export function BrandLink({ name, label, siteLang, uiLang }: { name: string; label: string; siteLang: string; uiLang?: string }) {
  const [before, after] = splitAt(label, 'name');
  return (
    <Link href={routes.home} title={name} className="group flex min-h-11 min-w-0 items-center gap-3 rounded-lg font-display font-semibold">
      <span
        aria-hidden="true"
        className="grid h-9 min-w-9 shrink-0 place-items-center whitespace-nowrap rounded-xl bg-accent px-1 text-sm font-bold text-accent-fg transition-transform group-hover:-rotate-6 motion-reduce:transition-none"
      >
        {initials(name, siteLang)}
      </span>
      {before ? <span {...definedProps({ lang: uiLang })} className="sr-only">{before}</span> : null}
      <span className="line-clamp-2 min-w-0 text-base leading-tight sm:text-lg sm:leading-tight">{name}</span>
      {after ? <span {...definedProps({ lang: uiLang })} className="sr-only">{after}</span> : null}
    </Link>
  );
}
