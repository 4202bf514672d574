'use client';

import { createContext, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { LazyBoundary } from '@/components/lazy/LazyBoundary';
import { lazyWithPrefetch } from '@/lib/lazy-with-prefetch';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import type { SponsorDialogStrings } from './SponsorDialog';

// The dialog, and Headless UI with it, stays out of the page's first-load JavaScript.
const { Component: SponsorDialog, prefetch: prefetchSponsorDialog } = lazyWithPrefetch(() =>
  import('./SponsorDialog').then((module) => module.SponsorDialog),
);

interface SponsorDialogControls {
  /** Opens the dialog; focus goes back to `opener` when it closes. */
  open: (opener: HTMLElement) => void;
  prefetch: () => Promise<unknown>;
}

const SponsorDialogContext = createContext<SponsorDialogControls | null>(null);

export function useSponsorDialog(): SponsorDialogControls {
  const controls = useContext(SponsorDialogContext);
  if (!controls) throw new Error('useSponsorDialog needs a SponsorDialogProvider around it');
  return controls;
}

/**
 * The sponsoring page in a new tab, as the no-JavaScript link opens it. A tab opened long after the
 * tap is blocked as a pop-up: then in this one.
 */
function openSponsorPage(url: string) {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/** The page's one 'Become A Sponsor' dialog, opened by any BecomeSponsorButton inside. */
export function SponsorDialogProvider({
  sponsorPage,
  strings,
  children,
}: {
  sponsorPage: string;
  strings: SponsorDialogStrings;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // The dialog is mounted from its first opening on; closed, it renders nothing.
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  // Set when the dialog's code could not be fetched: each button then does what the page's
  // no-JavaScript link does, and opens the sponsoring page in a new tab.
  const codeFailed = useRef(false);

  // Fetched when the page is idle too, so that a quick first tap finds the code ready.
  useIdlePrefetch(prefetchSponsorDialog);

  const controls = useMemo<SponsorDialogControls>(
    () => ({
      open: (button) => {
        if (codeFailed.current) return openSponsorPage(sponsorPage);
        opener.current = button;
        setOpened(true);
        setOpen(true);
      },
      prefetch: prefetchSponsorDialog,
    }),
    [sponsorPage],
  );

  return (
    <SponsorDialogContext.Provider value={controls}>
      {children}
      {opened ? (
        <LazyBoundary
          onFailed={() => {
            codeFailed.current = true;
            setOpen(false);
            openSponsorPage(sponsorPage);
          }}
        >
          <Suspense fallback={null}>
            <SponsorDialog
              open={open}
              sponsorPage={sponsorPage}
              strings={strings}
              onClose={() => setOpen(false)}
              onClosed={() => opener.current?.focus()}
            />
          </Suspense>
        </LazyBoundary>
      ) : null}
    </SponsorDialogContext.Provider>
  );
}
