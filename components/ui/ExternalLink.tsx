import type { ComponentPropsWithoutRef } from 'react';

/**
 * A link that opens in a new tab, says so to screen readers (`newTab`, '(opens in a new tab)' in
 * the site's language) and gives the new page no handle on this one.
 */
export function ExternalLink({ children, newTab, ...props }: Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { newTab: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
