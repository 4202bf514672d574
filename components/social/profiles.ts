import type { ContactSettings, Socials } from '@/content/schemas';
import { networkLabel } from './networks';

/** The two profiles the Contact page and the menu name in words (SPEC.md §2, §3). */
const profileNetworks = ['github', 'linkedin'] as const;
export type ProfileNetwork = (typeof profileNetworks)[number];
export type Profiles = Partial<Record<ProfileNetwork, string>>;

/**
 * GitHub and LinkedIn as socials.json gives them (one place for each address), with contact.json's
 * `profiles` applied when given: a URL replaces one, false hides it. '' in socials.json is none.
 */
export function resolveProfiles(socials: Socials, overrides: ContactSettings['profiles'] = {}): Profiles {
  const profiles: Profiles = {};
  for (const network of profileNetworks) {
    const override = overrides[network];
    const href = override === undefined ? socials[network] : override;
    if (href) profiles[network] = href;
  }
  return profiles;
}

/**
 * The addresses contact.json's `profiles` writes itself, each with its network: the ones that
 * replace socials.json's (a profile set to false is hidden, and has none). For the checks that
 * name each address the owner wrote by its field.
 */
export function profileOverrides(overrides: ContactSettings['profiles'] = {}): { network: ProfileNetwork; href: string }[] {
  return profileNetworks.flatMap((network) => {
    const href = overrides[network];
    return typeof href === 'string' && href ? [{ network, href }] : [];
  });
}

/**
 * The profiles among `networks` the owner has, in that order, with their addresses and their
 * networks' names as Follow Me writes them (networks.ts: "GitHub", "LinkedIn").
 */
export function profileLinks(profiles: Profiles, networks: readonly ProfileNetwork[]) {
  return networks.flatMap((network) => {
    const href = profiles[network];
    return href ? [{ network, label: networkLabel(network), href }] : [];
  });
}
