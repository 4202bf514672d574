/**
 * The id of the footer's list of every page: the no-JavaScript menu link points to it, and every
 * exported page holds its first paint until the parser has reached it
 * (scripts/first-paint/hold-paint.ts).
 */
export const SITE_LINKS_ID = 'site-links';
