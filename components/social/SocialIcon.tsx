import { assetUrl } from '@/lib/paths';
import type { SocialNetwork } from './networks';

/** The sprite of every network's mark, built from ./icon-paths.ts by app/icons/social.svg/route.ts. */
const SOCIAL_SPRITE = '/icons/social.svg';

/**
 * A social network's mark, decorative: the link around it carries the accessible name. It comes
 * from the sprite, which the browser fetches once for every page (a small request after the HTML;
 * the box is reserved, so nothing moves when it arrives), and takes the link's colour.
 */
export function SocialIcon({ network, className = 'size-5' }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <use href={assetUrl(`${SOCIAL_SPRITE}#${network}`)} />
    </svg>
  );
}
