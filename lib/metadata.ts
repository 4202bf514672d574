import type { Metadata } from 'next';
import type { Site } from '@/content/schemas';
import { ogImage } from './og-image';
import type { Route } from './routes';

/**
 * Everything one page tells search engines and link previews: title, description, canonical URL,
 * Open Graph and Twitter card. Relative URLs resolve against the layout's metadataBase, which
 * carries the base path.
 */
export function pageMetadata({
  site,
  title,
  description,
  path,
}: {
  site: Site;
  title: string;
  description: string;
  path: Route;
}): Metadata {
  const image = { url: ogImage.path, width: ogImage.width, height: ogImage.height, alt: `${site.name}, ${site.jobTitle}` };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.title,
      title,
      description,
      url: path,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
