/**
 * The id of an empty element at the very end of the footer, after the copyright's words: every
 * exported page holds its first paint until the parser has reached it
 * (scripts/first-paint/hold-paint.ts). Chromium lifts such a hold at the named element's start
 * tag, so the mark has to come after everything the footer shows: held on the footer's list of
 * pages, a page whose footer is on its first screen (Contact on a tall screen) could paint the
 * footer half-parsed, and where the list and the copyright do not fit one row (Arabic page names
 * at 1024 px) the footer then grew by a row and pushed Follow Me up (CLS 0.0035).
 */
export const FOOTER_END_ID = 'footer-end';
