import { cardTaglines } from '@/components/home/roles';
import { getContent } from '@/content';
import { displayUrl } from '@/lib/cv/cv';
import { initials } from '@/lib/initials';
import { drawSocialCard } from '@/lib/social-card/card';

// Drawn once at build time into out/og.png: a file name ending in .png, so static hosts send it
// as image/png (an extension-less opengraph-image would go out as application/octet-stream).
export const dynamic = 'force-static';

export async function GET() {
  const { site, home } = getContent();
  const { png } = await drawSocialCard({
    name: site.name,
    jobTitle: site.jobTitle,
    taglines: cardTaglines(home.roles).map(({ text }) => text),
    address: displayUrl(site.url),
    initials: initials(site.name, site.lang),
    lang: site.lang,
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
