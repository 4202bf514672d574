import type { ComponentPropsWithoutRef } from 'react';

/**
 * A link that opens in a new tab, says so to screen readers (`newTab`, '(opens in a new tab)' in
 * the site's language) and gives the new page no handle on this one. The note goes where the
 * link's name is: after its `aria-label` when it has one (the label replaces the link's text, so a
 * note in the text would never be read), else in its text.
 */
export function ExternalLink({
  children,
  newTab,
  'aria-label': label,
  ...props
}: Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { newTab: string }) {
  return (
    <a {...props} aria-label={label ? `${label} ${newTab}` : undefined} target="_blank" rel="noopener noreferrer">
      {children}
      {label ? null : <span className="sr-only">{` ${newTab}`}</span>}
    </a>
  );
}
