import type { Metadata } from 'next';
import { Hero } from '@/components/home/Hero';
import { PersonJsonLd } from '@/components/home/PersonJsonLd';
import { getContent } from '@/content';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site } = getContent();
  return pageMetadata({ site, title: site.name, description: site.description, path: routes.home });
}

export default function HomePage() {
  const { site, home, socials } = getContent();
  return (
    <>
      <PersonJsonLd site={site} home={home} socials={socials} />
      <Hero home={home} priority />
    </>
  );
}
