import localFont from 'next/font/local';

// The headings' typeface, self-hosted from @fontsource (nothing is fetched from a font service).
// Body text uses the system's UI font: a second web font would cost ~48 KiB before the first
// paint on every page. next/font adds a size-adjusted local fallback, so the swap shifts nothing.
const display = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-display',
  display: 'swap',
});

export const fontVariables = display.variable;
