import type { ComponentPropsWithoutRef } from 'react';

/** A link that opens in a new tab, says so to screen readers and gives the new page no handle on this one. */
export function ExternalLink({ children, ...props }: Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
