import type { Metadata } from 'next';
import type { Route } from './routes';

/** One page's title, description and canonical URL (resolved against the layout's metadataBase). */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: Route }): Metadata {
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
  };
}
