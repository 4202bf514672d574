import type { MetadataRoute } from 'next';
import { getContent } from '@/content';
import { listPagePaths } from '@/lib/pagination';
import { pageLinks, routes, servedPath, type Route } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every page, by its absolute URL: each list's further pages (lib/pagination.ts) after its first. */
export default function sitemap(): MetadataRoute.Sitemap {
  const { site, portfolio, sponsors } = getContent();
  const cards: Partial<Record<Route, number>> = { [routes.portfolio]: portfolio.projects.length, [routes.sponsors]: sponsors.sponsors.length };
  return pageLinks.flatMap(({ href }) => {
    const count = cards[href];
    const paths = href === routes.portfolio || href === routes.sponsors ? listPagePaths(href, count ?? 0) : [href];
    return paths.map((path) => ({
      url: `${site.url}${servedPath(path)}`,
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.8,
    }));
  });
}
