'use client';

import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion, read now (for event handlers and effects). */
export const prefersReducedMotion = () => window.matchMedia(query).matches;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion. The pre-rendered page and hydration assume they did
 * (nothing moves), so the first client render matches the HTML; motion starts right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    prefersReducedMotion,
    () => true,
  );
}
