/** The id of the footer's list of every page: the no-JavaScript menu link points to it. */
export const SITE_LINKS_ID = 'site-links';
