'use client';

import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle, Transition } from '@headlessui/react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { iconButton } from '@/components/ui/icon-button-styles';

export interface SponsorDialogStrings {
  become: string;
  close: string;
  frameTitle: string;
  nothingShowing: string;
  openOnGitHub: string;
  newTab: string;
  /** The language of these words when it is not the page's (content/index.ts). */
  uiLang?: string;
}

/**
 * The owner's GitHub Sponsors page in a large centred modal. The frame exists only while the
 * dialog is open, so nothing is fetched from GitHub until a visitor asks for it.
 */
export function SponsorDialog({
  open,
  sponsorPage,
  strings,
  onClose,
  onClosed,
}: {
  open: boolean;
  sponsorPage: string;
  strings: SponsorDialogStrings;
  onClose: () => void;
  /** After the closing transition: the opener takes focus back. */
  onClosed: () => void;
}) {
  return (
    // `appear`: the first opening mounts the dialog already open, and it should fade in too.
    <Transition show={open} appear afterLeave={onClosed}>
      {/* Opening focuses the dialog itself (Headless UI's default), which needs no focus ring. */}
      <Dialog onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto outline-none">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-black/60 transition-opacity duration-150 ease-out data-closed:opacity-0 motion-reduce:transition-none"
        />
        <div className="relative flex min-h-full items-center justify-center p-4 sm:p-6">
          <DialogPanel
            transition
            lang={strings.uiLang}
            className="w-full max-w-4xl rounded-card border border-border bg-surface p-5 shadow-card transition-opacity duration-300 ease-out data-closed:opacity-0 motion-reduce:transition-none sm:p-6"
          >
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="text-2xl font-semibold">{strings.become}</DialogTitle>
              <CloseButton className={`-m-2 ${iconButton}`}>
                <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M5 5l10 10M15 5 5 15" />
                </svg>
                <span className="sr-only">{strings.close}</span>
              </CloseButton>
            </div>
            {/* 400 px high, less on a screen too short for it and the dialog around it (a phone held
                sideways: 390 px): the dialog, 534 px there, scrolled, its Close button went out of
                view with it, and a swipe on the frame, most of the screen, scrolled GitHub's page
                instead. 13rem is the rest of the dialog, with room for a second line under the frame. */}
            <iframe
              src={sponsorPage}
              title={strings.frameTitle}
              className="mt-4 block h-[min(400px,max(10rem,100svh-13rem))] w-full rounded-lg border border-border bg-bg"
              referrerPolicy="strict-origin-when-cross-origin"
              // What GitHub's page needs: its scripts, its own cookies, the sponsor form, and
              // checkout in a new tab that works like any other page.
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            />
            <p className="mt-4 text-sm text-muted">
              {strings.nothingShowing}{' '}
              <ExternalLink href={sponsorPage} newTab={strings.newTab} className="font-semibold text-accent underline hover:text-accent-hover">
                {strings.openOnGitHub}
              </ExternalLink>
            </p>
          </DialogPanel>
        </div>
      </Dialog>
    </Transition>
  );
}
