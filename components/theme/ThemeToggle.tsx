'use client';

import { usePathname } from 'next/navigation';
import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { useEarlyClick } from '@/components/early-clicks/use-early-click';
import { iconButton } from '@/components/ui/icon-button-styles';

/**
 * Flips between the light and dark themes. Its icon and its name follow <html data-theme> through
 * CSS, so they are right in the pre-rendered page before React knows the theme: no jump on hydration.
 * A tap before hydration flips it once hydrated (components/early-clicks/).
 *
 * The browser's bar above the page (Safari, Chrome on Android) takes its colour from
 * `<meta name="theme-color">`, which the layout writes for each system scheme: it follows the
 * theme chosen here instead, once React knows it, so a dark page is not shown under a light bar.
 * The colours are read from those tags (each keeps its own in `data-color` before the first
 * change), not handed down as props: every page's payload would carry them.
 */
export function ThemeToggle({ toDark, toLight, uiLang }: { toDark: string; toLight: string; uiLang?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const earlyClick = useEarlyClick<HTMLButtonElement>();
  // Again on each page change: Next may write the page's metadata anew.
  const pathname = usePathname();
  useEffect(() => {
    if (resolvedTheme !== 'light' && resolvedTheme !== 'dark') return;
    const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    for (const meta of metas) meta.dataset.color ??= meta.content;
    const chosen = metas.find((meta) => meta.media.includes(resolvedTheme))?.dataset.color;
    if (chosen) for (const meta of metas) meta.content = chosen;
  }, [resolvedTheme, pathname]);
  return (
    <button
      type="button"
      {...earlyClick}
      lang={uiLang}
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
      className={`js-only ${iconButton}`}
    >
      <span className="sr-only dark:hidden">{toDark}</span>
      <span className="sr-only hidden dark:inline">{toLight}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 dark:hidden" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="hidden size-5 dark:block" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  );
}
