import type { Site, Socials } from '@/content/schemas';
import { configuredSocials } from '@/components/social/networks';
import { assetUrl } from './paths';
import { pageUrl, routes } from './routes';

/**
 * schema.org Person for search engines: who the site is about, and their other profiles.
 * `imagePath`: the portrait as the site serves it, below the base path ('/_img/…').
 */
export function personJsonLd({ site, socials, imagePath }: { site: Site; socials: Socials; imagePath: string }) {
  const sameAs = configuredSocials(socials).map(({ href }) => href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.name,
    jobTitle: site.jobTitle,
    description: site.description,
    url: pageUrl(site.url, routes.home),
    image: new URL(assetUrl(imagePath), site.url).href,
    // An owner with no profile has none to give: an empty list is a property with no value, which
    // Google's Rich Results Test flags.
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** `data` as the text of a <script type="application/ld+json">. */
export function jsonLdText(data: unknown): string {
  // '<' escaped so no text from content can close the script element early ("</script>") or open
  // a comment that would keep it open ("<!--").
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
