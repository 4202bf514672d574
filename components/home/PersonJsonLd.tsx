import type { Home, Site, Socials } from '@/content/schemas';
import { configuredSocials } from '@/components/social/networks';
import { prepareImage } from '@/lib/images/process';
import { assetUrl } from '@/lib/paths';

/** schema.org Person for search engines: who the site is about, and their other profiles. */
export async function PersonJsonLd({ site, home, socials }: { site: Site; home: Home; socials: Socials }) {
  // The widest WebP made of the portrait: the original itself is not deployed (lib/images/build.ts).
  const portrait = await prepareImage(home.profile.img, 'portrait', home.profile.focus);
  const imagePath = portrait.kind === 'raster' ? portrait.webp.at(-1)!.url : portrait.src;
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.name,
    jobTitle: site.jobTitle,
    description: site.description,
    url: `${site.url}/`,
    image: new URL(assetUrl(imagePath), site.url).href,
    sameAs: configuredSocials(socials).map(({ href }) => href),
  };
  // '<' escaped so no text from content can close the script element early.
  const json = JSON.stringify(person).replaceAll('<', '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
