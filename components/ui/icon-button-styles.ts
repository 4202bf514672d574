// The look of a round button that holds an icon alone: one definition, as for the other buttons
// (button-styles.ts, which says how to add to it).

/**
 * A round button that holds an icon alone (the menu and theme buttons, a Close): 44 px across, a
 * target a finger finds. `iconButtonShape` without the colours, for one that takes the colour of
 * what it sits in (the contact form's alert).
 */
export const iconButtonShape = 'grid size-11 shrink-0 place-items-center rounded-full transition-colors';
export const iconButton = `${iconButtonShape} text-fg hover:bg-subtle hover:text-accent`;
