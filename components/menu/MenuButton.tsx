'use client';

import { Suspense, useState } from 'react';
import { lazyWithPrefetch } from '@/lib/lazy-with-prefetch';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useEarlyClick } from '@/components/early-clicks/use-early-click';
import type { MenuDialogProps } from './MenuDialog';

// The dialog's code (and Headless UI's) loads when the browser is idle or the button is
// approached, not with the page.
const { Component: MenuDialog, prefetch: prefetchMenuDialog } = lazyWithPrefetch(() =>
  import('./MenuDialog').then((module) => module.MenuDialog),
);

type MenuButtonProps = Omit<MenuDialogProps, 'open' | 'onClose' | 'onClosed'>;

/** The header's menu button and the full-screen menu it opens (also when tapped before hydration: components/early-clicks/). */
export function MenuButton(props: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const earlyClick = useEarlyClick<HTMLButtonElement>();
  useIdlePrefetch(prefetchMenuDialog);

  return (
    <>
      <button
        type="button"
        {...earlyClick}
        lang={props.strings.lang}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={prefetchMenuDialog}
        onFocus={prefetchMenuDialog}
        className="js-only grid size-11 place-items-center rounded-full text-fg transition-colors hover:bg-subtle hover:text-accent"
      >
        <span className="sr-only">{props.strings.menu}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h10" />
        </svg>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MenuDialog {...props} open={open} onClose={() => setOpen(false)} onClosed={() => earlyClick.ref.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
