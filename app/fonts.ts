import localFont from 'next/font/local';

// The headings' typeface, self-hosted from @fontsource (nothing is fetched from a font service).
// Body text uses the system's UI font: a second web font would cost ~48 KiB before the first
// paint on every page. Until it has loaded (after the first paint on a slow connection), headings
// are drawn in local fonts sized to it, so the swap shifts nothing: next/font's own fallback
// (Arial only, at the regular weight) is replaced by app/font-fallbacks.css, which covers the
// fonts phones and Linux have too.
//
// Space Grotesk comes in three files, one per set of letters, each declared for its own
// unicode-range under one family name, as @fontsource declares them. A browser downloads a file
// only when the page has a letter in its range: the Latin one on every page (preloaded), Central
// European (ł, ő, ş, ț…) and Vietnamese letters only where a heading has them. Without them a
// Polish name was drawn half in Space Grotesk, half in the system font, and moved when the font
// came (it rewrapped). next/font takes only literal options: the family, file names and ranges
// are written out here, and scripts/fonts/fallback-metrics.test.ts checks them against
// DISPLAY_FAMILY and DISPLAY_SUBSETS (app/font-fallbacks.ts) and @fontsource's ranges.
//
// Nothing here is used by name: importing this module (app/layout.tsx) puts the @font-face rules
// in the stylesheet and the Latin file's preload in every page, and Tailwind's `font-display`
// names the family. (next/font's `variable` would name each call's own family, not the one
// declared.)
const latin = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  weight: '300 700',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: 'Space Grotesk' },
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
});

const latinExt = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2',
  weight: '300 700',
  display: 'swap',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    { prop: 'font-family', value: 'Space Grotesk' },
    { prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
});

const vietnamese = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-vietnamese-wght-normal.woff2',
  weight: '300 700',
  display: 'swap',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    { prop: 'font-family', value: 'Space Grotesk' },
    { prop: 'unicode-range', value: 'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB' },
  ],
});

/**
 * Exported only because next/font requires each call to be assigned to a module-level const, and an
 * unused const fails the lint; their styles reach the stylesheet by the import alone.
 */
export const displayFaces = [latin, latinExt, vietnamese];
