import type { Home, Site, Socials } from '@/content/schemas';
import { prepareImage } from '@/lib/images/process';
import { jsonLdText, personJsonLd } from '@/lib/json-ld';

/** schema.org Person for search engines: who the site is about, and their other profiles (lib/json-ld.ts). */
export async function PersonJsonLd({ site, home, socials }: { site: Site; home: Home; socials: Socials }) {
  // The widest WebP made of the portrait: the original itself is not deployed (lib/images/build.ts).
  const portrait = await prepareImage(home.profile.img, 'portrait', home.profile.focus);
  const imagePath = portrait.kind === 'raster' ? portrait.webp.at(-1)!.url : portrait.src;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(personJsonLd({ site, socials, imagePath })) }} />;
}
