'use client';

import { usePathname } from 'next/navigation';
import { Suspense, useState } from 'react';
import { lazyWithPrefetch } from '@/lib/lazy-with-prefetch';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useEarlyClick } from '@/components/early-clicks/use-early-click';
import { SITE_LINKS_ID } from '@/components/footer/site-links';
import { LazyBoundary } from '@/components/lazy/LazyBoundary';
import { iconButton } from '@/components/ui/icon-button-styles';
import type { MenuDialogProps } from './MenuDialog';

// The dialog's code (and Headless UI's) loads when the browser is idle or the button is
// approached, not with the page.
const { Component: MenuDialog, prefetch: prefetchMenuDialog } = lazyWithPrefetch(() =>
  import('./MenuDialog').then((module) => module.MenuDialog),
);

type MenuButtonProps = Omit<MenuDialogProps, 'open' | 'onClose' | 'onClosed'>;

/**
 * What the menu's no-JavaScript link does (#site-links): the footer's list of pages, scrolled to
 * and its first link focused. For when the menu's code could not be fetched.
 */
function showSiteLinks() {
  const list = document.getElementById(SITE_LINKS_ID);
  list?.scrollIntoView({ block: 'center' });
  list?.querySelector('a')?.focus({ preventScroll: true });
}

/** The header's menu button and the full-screen menu it opens (also when tapped before hydration: components/early-clicks/). */
export function MenuButton(props: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [codeFailed, setCodeFailed] = useState(false);
  // The page the menu is on. Its own links close it; a page change it did not make (the
  // browser's Back or Forward, a phone's back gesture) closes it too, or the new page sat under an
  // open menu with its scrolling locked (set while rendering, as React advises for state that
  // follows a prop). On another page the dialog is let go of, not only closed: on a page a
  // browser had translated (its <font> in place of every text), a page link chosen while the menu
  // was still sliding in left Headless UI's transition half way for good, the closed menu an
  // invisible layer over the new page that took every click (1 load in 6). A page link's own
  // close has ended by then (the page fades for longer), and focus stays where the new page put
  // it (<main>: components/transition/PageTransition.tsx).
  const pathname = usePathname();
  const [menuPage, setMenuPage] = useState(pathname);
  if (pathname !== menuPage) {
    setMenuPage(pathname);
    setOpen(false);
    setOpened(false);
  }
  const earlyClick = useEarlyClick<HTMLButtonElement>();
  useIdlePrefetch(prefetchMenuDialog);

  return (
    <>
      <button
        type="button"
        {...earlyClick}
        lang={props.strings.uiLang}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          if (codeFailed) return showSiteLinks();
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={prefetchMenuDialog}
        onFocus={prefetchMenuDialog}
        className={`js-only ${iconButton}`}
      >
        <span className="sr-only">{props.strings.menu}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h10" />
        </svg>
      </button>
      {opened && !codeFailed ? (
        <LazyBoundary
          onFailed={() => {
            setCodeFailed(true);
            setOpen(false);
            showSiteLinks();
          }}
        >
          <Suspense fallback={null}>
            <MenuDialog {...props} open={open} onClose={() => setOpen(false)} onClosed={() => earlyClick.ref.current?.focus()} />
          </Suspense>
        </LazyBoundary>
      ) : null}
    </>
  );
}
