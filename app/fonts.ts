import localFont from 'next/font/local';

// The headings' typeface, self-hosted from @fontsource (nothing is fetched from a font service).
// Body text uses the system's UI font: a second web font would cost ~48 KiB before the first
// paint on every page. 'optional', not 'swap': the page paints with the fallback and keeps it
// unless the (preloaded) font arrives within about 100 ms; a later swap moved the lines below a
// heading that wrapped differently (CLS 0.026 on About on slow 4G). next/font's size-adjusted
// fallback is local Arial, which phones running Android and most Linux desktops do not have.
const display = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-display',
  display: 'optional',
});

export const fontVariables = display.variable;
