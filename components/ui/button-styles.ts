// How the page's buttons look, and the links drawn as buttons: one definition for each look, so
// that a primary button is the same on Home, Contact and Sponsors (and a round icon button the
// same in the header, the menu and the dialogs: icon-button-styles.ts). A button adds only classes
// that set other properties (its place, `js-only`, a busy state): two Tailwind classes for one
// property do not override each other by their order in `className` but by their order in the
// generated CSS, which is not written here. A plain module, not ButtonLink.tsx, so that client
// components take from it only the strings they use (no next/link, no unused look).

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors print:hidden';
// The transparent border is drawn in forced colours, where the fill is not: the button keeps its outline.
const primary = 'border border-transparent bg-accent text-accent-fg hover:bg-accent-hover shadow-card';
const secondary = 'border border-border-strong/60 bg-surface text-fg hover:border-accent hover:text-accent';

/** The colours of the two looks of a button: the page's main way on, and any other. */
export const buttonVariants = { primary, secondary } as const;

/** A whole button (or a link drawn as one) in each look. */
export const primaryButton = `${buttonBase} ${primary}`;
export const secondaryButton = `${buttonBase} ${secondary}`;
