import { socialSprite } from '@/components/social/icon-paths';

// Exported as the file out/icons/social.svg, which SocialIcon's <use> elements point into.
export const dynamic = 'force-static';

export function GET() {
  return new Response(socialSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
