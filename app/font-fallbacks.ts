/**
 * What the headings are drawn in while Space Grotesk is on its way (on a slow connection it comes
 * after the first paint): the first of these fonts the device has, scaled to Space Grotesk's
 * widths and line metrics so that the swap moves nothing. Each is an @font-face of its own (a
 * missing local font then simply falls through to the next) in app/font-fallbacks.css, which
 * `npm run fonts:fallbacks` writes from the font files named here (scripts/fonts/).
 *
 * Only bold faces: headings are semibold or bold, and a bold local font keeps the browser from
 * thickening a regular one (which would not have the widths measured).
 */
export const displayFallbacks = [
  {
    // Windows, macOS, iOS; Liberation Sans (Linux) and Arimo (ChromeOS) have Arial's widths and line metrics.
    family: 'Space Grotesk Fallback Arial',
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    measuredWith: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
  },
  {
    // Android.
    family: 'Space Grotesk Fallback Roboto',
    local: ['Roboto Bold', 'Roboto-Bold'],
    measuredWith: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
  },
  {
    // Most Linux desktops.
    family: 'Space Grotesk Fallback DejaVu',
    local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    measuredWith: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  },
] as const;

/** The family app/fonts.ts declares Space Grotesk's files under, as Tailwind's `font-display` names it. */
export const DISPLAY_FAMILY = 'Space Grotesk';

/**
 * The sets of letters Space Grotesk is shipped for, as @fontsource names its subsets: app/fonts.ts
 * declares one file for each (scripts/fonts/fallback-metrics.test.ts checks), and the fallback
 * faces cover the same letters, so that a heading is drawn in one font before the swap and in one
 * font after it. Letters outside them (Greek, Cyrillic, Arabic…) are drawn in the system fonts
 * after these in the font-family list, before and after alike.
 */
export const DISPLAY_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;

/** The families, as a font-family list takes them, in order. */
export const displayFallbackFamilies = displayFallbacks.map(({ family }) => `"${family}"`);
