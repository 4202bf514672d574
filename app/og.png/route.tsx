import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { roleList } from '@/components/home/roles';
import { getContent } from '@/content';
import { initials } from '@/lib/initials';
import { ogImage } from '@/lib/og-image';
import { palettes } from '@/tailwind.config';

// Drawn once at build time into out/og.png: a file name ending in .png, so static hosts send it
// as image/png (an extension-less opengraph-image would go out as application/octet-stream).
export const dynamic = 'force-static';

// The headings' typeface, as WOFF: the image renderer reads WOFF and TTF, not the site's WOFF2.
const font = (file: string) => readFile(join(process.cwd(), 'node_modules', '@fontsource', file));

export async function GET() {
  const { site, home } = getContent();
  const colors = palettes.dark;
  const [bold, regular] = await Promise.all([
    font('space-grotesk/files/space-grotesk-latin-700-normal.woff'),
    font('space-grotesk/files/space-grotesk-latin-400-normal.woff'),
  ]);
  const address = site.url.replace(/^https?:\/\//, '');

  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: `radial-gradient(circle at 85% 20%, ${colors['accent-soft']} 0%, ${colors.bg} 55%)`,
          color: colors.fg,
          fontFamily: 'Space Grotesk',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 88,
              height: 88,
              borderRadius: 24,
              background: colors.accent,
              color: colors['accent-fg'],
              fontSize: 40,
              fontWeight: 700,
            }}
          >
            {initials(site.name)}
          </div>
          <div style={{ display: 'flex', fontSize: 30, color: colors.muted }}>{address}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 96, fontWeight: 700, lineHeight: 1.05, letterSpacing: -2 }}>
            {site.name}
          </div>
          <div style={{ display: 'flex', marginTop: 20, fontSize: 52, fontWeight: 700, color: colors.accent }}>
            {site.jobTitle}
          </div>
          <div style={{ display: 'flex', marginTop: 28, fontSize: 30, color: colors.muted }}>
            {roleList(home.roles).slice(0, 3).join(' · ')}
          </div>
        </div>
      </div>
    ),
    {
      width: ogImage.width,
      height: ogImage.height,
      fonts: [
        { name: 'Space Grotesk', data: bold, weight: 700, style: 'normal' },
        { name: 'Space Grotesk', data: regular, weight: 400, style: 'normal' },
      ],
    },
  );
}
