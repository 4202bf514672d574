import type { ComponentPropsWithoutRef } from 'react';

/**
 * A link that opens in a new tab, says so to screen readers (`newTab`, '(opens in a new tab)' in
 * the site's language) and gives the new page no handle on this one. A link named by `aria-label`
 * says it there itself: the label replaces the link's text, so a note in the text would never be read.
 */
export function ExternalLink({ children, newTab, ...props }: Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { newTab: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {props['aria-label'] ? null : <span className="sr-only">{` ${newTab}`}</span>}
    </a>
  );
}
