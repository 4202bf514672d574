import type { ReactNode } from 'react';
import { BrandLink } from './BrandLink';

/** The fixed bar on every page: brand link on the left, the page-wide controls on the right. */
export function SiteHeader({ name, controls }: { name: string; controls?: ReactNode }) {
  return (
    <header className="print:hidden fixed inset-x-0 top-0 z-40 h-header border-b border-border bg-bg/85 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-content items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink name={name} />
        <div className="flex shrink-0 items-center gap-1">
          {controls}
          <noscript>
            <a href="#site-links" className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold hover:text-accent">
              Menu
            </a>
          </noscript>
        </div>
      </div>
    </header>
  );
}
