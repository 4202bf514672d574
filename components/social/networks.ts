import type { Socials } from '@/content/schemas';

export type SocialNetwork = Exclude<keyof Socials, '$schema'>;

/**
 * The networks in the order SPEC.md §2 lists them, then the ones added since, with the names
 * people know them by.
 */
export const socialNetworks: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'twitter', label: 'X (Twitter)' },
  { network: 'github', label: 'GitHub' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'youtube', label: 'YouTube' },
  { network: 'twitch', label: 'Twitch' },
  { network: 'mastodon', label: 'Mastodon' },
  { network: 'bluesky', label: 'Bluesky' },
  { network: 'gitlab', label: 'GitLab' },
  { network: 'stackoverflow', label: 'Stack Overflow' },
];

/** The networks the owner has configured, with their URLs. */
export function configuredSocials(socials: Socials) {
  return socialNetworks.flatMap(({ network, label }) => {
    const href = socials[network];
    return href ? [{ network, label, href }] : [];
  });
}

/** The name people know `network` by ("GitHub"). */
export const networkLabel = (network: SocialNetwork): string => socialNetworks.find((known) => known.network === network)!.label;
