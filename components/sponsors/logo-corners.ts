/**
 * The top corners of a sponsor card's logo and of its link's focus ring: just inside the card's
 * border. Shared by the card (a client component) and the page that renders the logo on the server.
 */
export const logoCorners = 'rounded-t-[calc(theme(borderRadius.card)-1px)]';
