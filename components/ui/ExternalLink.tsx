import type { ComponentPropsWithoutRef } from 'react';
import { definedProps } from '@/lib/defined-props';

/**
 * A link that opens in a new tab, says so to screen readers (`newTab`, '(opens in a new tab)' in
 * the site's language) and gives the new page no handle on this one. The note goes where the
 * link's name is: after its `aria-label` when it has one (the label replaces the link's text, so a
 * note in the text would never be read), else in its text. `uiLang`: the note's language, the
 * site's words', when it is not the page's (content/index.ts); a label is the site's words around
 * a name, and its link is marked where it is used (components/social/FollowMe.tsx).
 * `ownProfile`: the link is to the owner's own profile, and says so with rel="me": Mastodon then
 * shows the site as verified on a profile that links back to it, and IndieWeb tools find the
 * owner's other places.
 */
export function ExternalLink({
  children,
  newTab,
  uiLang,
  ownProfile = false,
  'aria-label': label,
  ...props
}: Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { newTab: string; uiLang?: string | undefined; ownProfile?: boolean }) {
  return (
    <a
      {...props}
      {...definedProps({ 'aria-label': label ? `${label} ${newTab}` : undefined })}
      target="_blank"
      rel={ownProfile ? 'me noopener noreferrer' : 'noopener noreferrer'}
    >
      {children}
      {label ? null : (
        <span {...definedProps({ lang: uiLang })} className="sr-only">
          {` ${newTab}`}
        </span>
      )}
    </a>
  );
}
