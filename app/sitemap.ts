import type { MetadataRoute } from 'next';
import { getContent } from '@/content';
import { sitePages } from '@/lib/pagination';
import { pageUrl } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every page, by its absolute URL: each list's further pages (lib/pagination/) after its first. */
export default function sitemap(): MetadataRoute.Sitemap {
  const content = getContent();
  return sitePages(content).map((path) => ({
    url: pageUrl(content.site.url, path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.8,
  }));
}
