'use client';

import { useSyncExternalStore } from 'react';

// Once in, the fonts stay in: a face loaded later (for a rare character) does not make this false again.
let loaded = false;
const isLoaded = () => (loaded ||= !document.fonts || document.fonts.status === 'loaded');

function subscribe(onChange: () => void) {
  if (!document.fonts) return () => {};
  document.fonts.addEventListener('loadingdone', onChange);
  document.fonts.addEventListener('loadingerror', onChange);
  return () => {
    document.fonts.removeEventListener('loadingdone', onChange);
    document.fonts.removeEventListener('loadingerror', onChange);
  };
}

/**
 * Whether the fonts the page is drawing with have arrived (or failed): the heading font comes after
 * the first paint on a slow connection, and what is drawn in its fallback until then may move a
 * little when it comes. False in the pre-rendered page and at hydration, so both render alike.
 */
export function useFontsLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    isLoaded,
    () => false,
  );
}
