'use client';

import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { chooseLink, type DeviceLinks } from '@/lib/device-links';
import { useAppleMobileDevice } from '@/lib/use-apple-mobile-device';

/**
 * An external link to `ios` on iPhones, iPads and iPods and to `link` elsewhere. The pre-rendered
 * HTML has the general link; Apple devices switch after hydration. Where the visitor's URL is '#'
 * it renders `fallback` (by default the children, unlinked) instead of a link to nowhere.
 */
export function DeviceLink({
  link,
  ios,
  className,
  fallback,
  newTab,
  uiLang,
  children,
}: DeviceLinks & { className?: string; fallback?: ReactNode; newTab: string; uiLang?: string | undefined; children: ReactNode }) {
  const href = chooseLink({ link, ios }, useAppleMobileDevice());
  if (href === null) return fallback === undefined ? children : fallback;
  return (
    <ExternalLink href={href} newTab={newTab} uiLang={uiLang} className={className}>
      {children}
    </ExternalLink>
  );
}
