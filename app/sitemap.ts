import type { MetadataRoute } from 'next';
import { getContent } from '@/content';
import { pageLinks } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every page, by its absolute URL (with the trailing slash the export serves it at). */
export default function sitemap(): MetadataRoute.Sitemap {
  const { site } = getContent();
  return pageLinks.map(({ href }) => ({
    url: `${site.url}${href === '/' ? '/' : `${href}/`}`,
    changeFrequency: 'monthly',
    priority: href === '/' ? 1 : 0.8,
  }));
}
