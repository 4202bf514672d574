import localFont from 'next/font/local';

// The headings' typeface, self-hosted from @fontsource (nothing is fetched from a font service).
// Body text uses the system's UI font: a second web font would cost ~48 KiB before the first
// paint on every page. Until it has loaded (after the first paint on a slow connection), headings
// are drawn in local fonts sized to it, so the swap shifts nothing: next/font's own fallback
// (Arial only, at the regular weight) is replaced by app/font-fallbacks.css, which covers the
// fonts phones and Linux have too.
const display = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-display',
  display: 'swap',
  adjustFontFallback: false,
});

export const fontVariables = display.variable;
