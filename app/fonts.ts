import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: nothing is fetched from a font CDN at build or run time.
// next/font adds size-adjusted local fallbacks, so swapping in the web font shifts no text.
const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-sans',
  display: 'swap',
});

const display = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-display',
  display: 'swap',
});

export const fontVariables = `${sans.variable} ${display.variable}`;
