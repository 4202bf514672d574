import type { MetadataRoute } from 'next';
import { getContent } from '@/content';
import { pageLinks, servedPath } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every page, by its absolute URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  const { site } = getContent();
  return pageLinks.map(({ href }) => ({
    url: `${site.url}${servedPath(href)}`,
    changeFrequency: 'monthly',
    priority: href === '/' ? 1 : 0.8,
  }));
}
