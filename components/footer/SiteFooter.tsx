import Link from 'next/link';
import { definedProps } from '@/lib/defined-props';
import type { PageLink, Route } from '@/lib/routes';
import { Copyright } from './Copyright';
import { FOOTER_END_ID } from './footer-end';
import { SITE_LINKS_ID } from './site-links';

/**
 * Every page reachable by plain links (also without JavaScript), and the copyright line: all of it
 * the site's words, in `uiLang` when that is not the page's language (content/index.ts). `links`:
 * the site's pages (`sitePageLinks`: no Sponsors without sponsors.json), `pages` their names.
 */
export function SiteFooter({
  copyright,
  links,
  pages,
  label,
  uiLang,
}: {
  copyright: string;
  links: readonly PageLink[];
  pages: Record<Route, string>;
  label: string;
  uiLang?: string;
}) {
  return (
    <footer {...definedProps({ lang: uiLang })} className="print:hidden border-t border-border bg-surface">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <nav id={SITE_LINKS_ID} aria-label={label}>
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {links.map(({ href }) => (
              <li key={href}>
                <Link href={href} className="inline-flex min-h-11 items-center rounded px-2 hover:text-accent">
                  {pages[href]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Copyright text={copyright} className="px-2">
          {/* The first paint waits for this mark: the footer is whole when it lifts (./footer-end.ts). */}
          <span id={FOOTER_END_ID} />
        </Copyright>
      </div>
    </footer>
  );
}
