import { definedProps } from '@/lib/defined-props';

/**
 * First focusable element of every page: jumps keyboard users past the header to the content.
 * It appears and vanishes at once, never slides: sliding away it would lie over the brand link
 * that takes focus next (WCAG 2.4.11), for as long as the slide lasts.
 * `uiLang`: the language of the site's words when it is not the page's (content/index.ts).
 */
export function SkipLink({ label, uiLang }: { label: string; uiLang?: string }) {
  return (
    <a
      href="#main"
      {...definedProps({ lang: uiLang })}
      className="print:hidden fixed start-4 top-3 z-50 -translate-y-24 rounded-full border border-transparent bg-accent px-5 py-3 text-sm font-semibold text-accent-fg shadow-card focus:translate-y-0"
    >
      {label}
    </a>
  );
}
