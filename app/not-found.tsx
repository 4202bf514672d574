import type { Metadata } from 'next';
import { Hero } from '@/components/home/Hero';
import { getContent } from '@/content';

// Static hosts answer unknown paths with 404.html; SPEC.md §2 shows the home screen there.
export function generateMetadata(): Metadata {
  const { site } = getContent();
  return { title: { absolute: site.name }, description: site.description };
}

export default function NotFound() {
  const { home, ui } = getContent();
  return <Hero home={home} strings={ui.home} priority={false} />;
}
