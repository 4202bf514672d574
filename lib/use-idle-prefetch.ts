'use client';

import { useEffect } from 'react';

/**
 * Starts a lazy import once the browser is idle after the page has loaded, so code kept out of
 * the first load (a dialog, say) is ready by the time someone asks for it.
 */
export function useIdlePrefetch(load: () => Promise<unknown>) {
  useEffect(() => {
    const start = () => void load();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 2000);
    return () => clearTimeout(id);
  }, [load]);
}
