import type { Metadata } from 'next';
import { Hero } from '@/components/home/Hero';
import { PersonJsonLd } from '@/components/home/PersonJsonLd';
import { getContent } from '@/content';
import { textDirection } from '@/lib/i18n/direction';
import { pageMetadata } from '@/lib/metadata';
import { hasPage } from '@/lib/pagination';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site, ui } = getContent();
  return pageMetadata({ site, ui, title: site.name, description: site.description, path: routes.home });
}

export default function HomePage() {
  const content = getContent();
  const { site, home, socials, ui, uiLang } = content;
  return (
    <>
      <PersonJsonLd site={site} home={home} socials={socials} />
      <Hero home={home} strings={ui.home} uiLang={uiLang} pageDir={textDirection(site)} sponsorsPage={hasPage(content, routes.sponsors)} newTab={ui.links.newTab} />
    </>
  );
}
