import type { Metadata } from 'next';
import { Hero } from '@/components/home/Hero';
import { getContent } from '@/content';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site } = getContent();
  return pageMetadata({ title: site.name, description: site.description, path: routes.home });
}

export default function HomePage() {
  return <Hero home={getContent().home} />;
}
