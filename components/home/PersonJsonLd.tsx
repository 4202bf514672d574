import type { Home, Site, Socials } from '@/content/schemas';
import { configuredSocials } from '@/components/social/networks';
import { assetUrl } from '@/lib/paths';

/** schema.org Person for search engines: who the site is about, and their other profiles. */
export function PersonJsonLd({ site, home, socials }: { site: Site; home: Home; socials: Socials }) {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.name,
    jobTitle: site.jobTitle,
    description: site.description,
    url: `${site.url}/`,
    image: new URL(assetUrl(home.profile.img), site.url).href,
    sameAs: configuredSocials(socials).map(({ href }) => href),
  };
  // '<' escaped so no text from content can close the script element early.
  const json = JSON.stringify(person).replaceAll('<', '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
