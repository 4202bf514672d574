'use client';

import { useEffect, useRef } from 'react';
import { EARLY_CLICK, HYDRATED, QUEUE } from './early-clicks';

/**
 * A control's part in keeping taps made before hydration (early-clicks.ts): spread the result onto
 * its element. Once hydrated, the element is marked so that its taps go to React from now on, and
 * the tap it had before is replayed as a click React handles. `ref` is the element's, for the
 * control's own use too (the menu button gives focus back through it).
 */
export function useEarlyClick<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.setAttribute(HYDRATED, '');
    if (window[QUEUE]?.delete(element)) element.click();
  }, []);
  return { ref, [EARLY_CLICK]: '' } as const;
}
