import type { ReactNode } from 'react';
import { BrandLink } from './BrandLink';
import { SITE_LINKS_ID } from '@/components/footer/site-links';
import { definedProps } from '@/lib/defined-props';

/**
 * The fixed bar on every page: brand link at the start (left, or right in RTL), the page-wide
 * controls at the end. `siteLang`: the site's language (the monogram's reading of the name).
 * `homeLabel` is the brand link's name with its {name} placeholder. `uiLang`: the language of the
 * site's words when it is not the page's (content/index.ts).
 */
export function SiteHeader({ name, siteLang, homeLabel, menuLabel, uiLang, controls }: { name: string; siteLang: string; homeLabel: string; menuLabel: string; uiLang?: string; controls?: ReactNode }) {
  return (
    // The blur is written as the one filter it is: Tailwind's backdrop-blur-md composes nine filter
    // variables, about 600 bytes (200 gzipped) in the critical CSS of every page.
    <header className="print:hidden fixed inset-x-0 top-0 z-40 h-header border-b border-border bg-bg/85 [backdrop-filter:blur(12px)]">
      <div className="mx-auto flex h-full max-w-content items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink name={name} siteLang={siteLang} label={homeLabel} uiLang={uiLang} />
        <div className="flex shrink-0 items-center gap-1">
          {controls}
          <noscript>
            <a href={`#${SITE_LINKS_ID}`} {...definedProps({ lang: uiLang })} className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold hover:text-accent">
              {menuLabel}
            </a>
          </noscript>
        </div>
      </div>
    </header>
  );
}
