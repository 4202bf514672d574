/**
 * The narrowest screen, in CSS pixels, the site is designed for and must fit without scrolling
 * sideways (WCAG 1.4.10 Reflow: 320 px, a small phone): the check walks every page at this width
 * (scripts/check/walk.ts), and the image pipeline sizes no file for a narrower one
 * (lib/images/uses.ts).
 */
export const NARROWEST_SCREEN = 320;
