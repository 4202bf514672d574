/** A pair of destinations from content: the general (web or Android) link and the App Store one. */
export interface DeviceLinks {
  link: string;
  ios: string;
}

/** Whether `url` goes somewhere: content/ writes '#' for a link there is not yet (content/schemas.ts). */
export const hasLink = (url: string) => url !== '#';

/**
 * Whether the visitor is on an iPhone, iPad or iPod. iPadOS 13+ asks for desktop sites and says it
 * is a Mac; only its touch screen tells it apart from one (real Macs report 0 touch points).
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /\b(iPad|iPhone|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Where a visitor goes: the App Store link on Apple mobile devices when there is one, otherwise
 * the general link; null when that is '#', so the caller shows a placeholder, not a dead link.
 */
export function chooseLink({ link, ios }: DeviceLinks, appleMobile: boolean): string | null {
  const href = appleMobile && hasLink(ios) ? ios : link;
  return hasLink(href) ? href : null;
}
