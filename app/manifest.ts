import type { MetadataRoute } from 'next';
import { getContent } from '@/content';
import { textDirection } from '@/lib/i18n/direction';
import { assetUrl } from '@/lib/paths';
import { palettes } from '@/tailwind.config';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const { site } = getContent();
  return {
    name: site.title,
    short_name: site.name,
    description: site.description,
    lang: site.lang,
    dir: textDirection(site),
    start_url: assetUrl('/'),
    scope: assetUrl('/'),
    display: 'browser',
    background_color: palettes.light.bg,
    theme_color: palettes.light.accent,
    icons: [
      { src: assetUrl('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: assetUrl('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: assetUrl('/icons/icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
