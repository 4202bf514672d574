import { ExternalLink } from '@/components/ui/ExternalLink';
import type { SocialNetwork } from './networks';
import { SocialIcon } from './SocialIcon';

/** A labelled link to one of the owner's profiles, with the network's mark before the label. */
export function ProfileLink({
  network,
  href,
  label,
  newTab,
  uiLang,
  className,
}: {
  network: SocialNetwork;
  href: string;
  label: string;
  newTab: string;
  uiLang?: string | undefined;
  className: string;
}) {
  return (
    <ExternalLink href={href} newTab={newTab} uiLang={uiLang} ownProfile className={`inline-flex min-h-11 items-center gap-2 rounded-full font-medium ${className}`}>
      <SocialIcon network={network} className="size-4" />
      {label}
    </ExternalLink>
  );
}
