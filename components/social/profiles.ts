import type { ContactSettings, Socials } from '@/content/schemas';

/** The two profiles the Contact page and the menu name in words (SPEC.md §2, §3). */
export type ProfileNetwork = 'github' | 'linkedin';
export type Profiles = Partial<Record<ProfileNetwork, string>>;

/**
 * GitHub and LinkedIn as socials.json gives them (one place for each address), with contact.json's
 * `profiles` applied when given: a URL replaces one, false hides it. '' in socials.json is none.
 */
export function resolveProfiles(socials: Socials, overrides: ContactSettings['profiles'] = {}): Profiles {
  const profiles: Profiles = {};
  for (const network of ['github', 'linkedin'] as const) {
    const override = overrides[network];
    const href = override === undefined ? socials[network] : override;
    if (href) profiles[network] = href;
  }
  return profiles;
}

/** The profiles among `labelled` the owner has, in that order, with their labels and addresses. */
export function profileLinks(profiles: Profiles, labelled: readonly (readonly [ProfileNetwork, string])[]) {
  return labelled.flatMap(([network, label]) => {
    const href = profiles[network];
    return href ? [{ network, label, href }] : [];
  });
}
