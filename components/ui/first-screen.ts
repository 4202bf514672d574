// What a page's first paint waits for (scripts/first-paint/hold-paint.ts): everything a visitor
// sees before the first scroll, so that nothing on screen moves as the rest of the page is parsed,
// and not more, so that a long page paints from its first round trip.

/**
 * A grid of more cards than this paints once this many are parsed, without waiting for the rest:
 * three full rows of three columns, four and a half of two, nine of one. That is more than a
 * phone, tablet or laptop screen shows before the first scroll (the tenth card starts some
 * 1,600 px down), so the cards parsed after the paint are drawn below it and move nothing.
 */
export const FIRST_SCREEN_CARDS = 9;

/**
 * The id of the first card after them. Chromium lifts the hold as soon as the parser inserts the
 * element the hold names (its start tag; measured), so the cards before it are whole.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * From this width (Tailwind's `xl`) the Follow Me list is fixed beside the first screen
 * (components/social/FollowMe.tsx), after the cards in the markup: there the first paint still
 * waits for the whole page, or the list would grow on screen, each new link moving the others.
 */
export const SIDE_COLUMN_MEDIA = '(min-width: 80rem)';
