import { lazy, type ComponentType } from 'react';

/**
 * A component whose code stays out of the page's first load: `Component` renders it (suspending
 * until the code is there) and `prefetch` starts the download early, on idle time or when the
 * visitor approaches its control. A failed prefetch is left to the render, which loads again.
 */
export function lazyWithPrefetch<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return {
    Component: lazy(async () => ({ default: await load() })),
    prefetch: () => load().catch(() => undefined),
  };
}
