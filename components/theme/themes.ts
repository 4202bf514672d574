/** The site's two themes (SPEC.md §3): what the toggle flips between, and what the tests and the reports open every page in. */
export const themes = ['light', 'dark'] as const;

export type Theme = (typeof themes)[number];
