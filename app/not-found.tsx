import type { Metadata } from 'next';
import Link from 'next/link';
import { getContent } from '@/content';
import { routes } from '@/lib/routes';
import { definedProps } from '@/lib/defined-props';

// Static hosts answer unknown paths with 404.html, and the export's 404.html is the Home page
// itself (scripts/first-paint/home-as-404.ts): the home screen, as SPEC.md §2 wants. This
// boundary shows only where there is no such file (`next dev`), and it is small on purpose: Next
// carries the root not-found boundary in the payload of every page, so a Home screen here would
// be shipped twice over by each of them. For the same reason its link has no button classes.
export function generateMetadata(): Metadata {
  const { site } = getContent();
  return { title: { absolute: site.name }, description: site.description };
}

export default function NotFound() {
  return (
    <p>
      <Link href={routes.home} {...definedProps({ lang: getContent().uiLang })} className="font-semibold text-accent underline">
        {getContent().ui.pages.home}
      </Link>
    </p>
  );
}
