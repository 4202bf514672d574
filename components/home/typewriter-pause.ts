'use client';

import { useSyncExternalStore } from 'react';

/** sessionStorage key: the visitor's choice lasts for the visit (the tab), not forever. */
const KEY = 'typewriter-paused';

const listeners = new Set<() => void>();
// Kept in memory too: storage can be refused (private modes, blocked cookies), and the button must
// still work for this page view.
let paused: boolean | undefined;

function read(): boolean {
  if (paused === undefined) {
    try {
      paused = sessionStorage.getItem(KEY) === 'true';
    } catch {
      paused = false;
    }
  }
  return paused;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function setTypewriterPaused(value: boolean) {
  paused = value;
  try {
    sessionStorage.setItem(KEY, String(value));
  } catch {
    // Not remembered beyond this page view; nothing else to do.
  }
  for (const listener of listeners) listener();
}

/**
 * Whether the visitor paused the typewriter (WCAG 2.2.2). The pre-rendered page says no, so
 * hydration matches the HTML; a stored pause applies right after.
 */
export function useTypewriterPaused(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
