'use client';

import { useEffect, type RefObject } from 'react';
import { HYDRATED, QUEUE } from './early-clicks';

/**
 * Marks the control behind `ref` hydrated, so that its taps go to React from now on, and replays
 * the tap it had before (components/early-clicks/early-clicks.ts) as a click React handles.
 */
export function useEarlyClickReplay(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.setAttribute(HYDRATED, '');
    if (window[QUEUE]?.delete(element)) element.click();
  }, [ref]);
}
