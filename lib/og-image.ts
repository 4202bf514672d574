/** The site's social card: app/og.png/route.ts draws it at build time, every page links it. */
export const ogImage = { path: '/og.png', width: 1200, height: 630 } as const;
