/**
 * The top corners of a sponsor card's logo and of its link's focus ring: just inside the card's
 * border. Shared by the card (a client component) and the page that renders the logo on the server;
 * a named sponsor's link reaches over the logo with the same corners (`logo-cover`, app/globals.css).
 */
export const logoCorners = 'rounded-t-[calc(theme(borderRadius.card)-1px)]';
