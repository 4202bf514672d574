/**
 * The headings' typeface, named once. The pages take it from @fontsource-variable/<DISPLAY_PACKAGE>
 * (app/fonts.ts, which `npm run fonts:fallbacks` writes from these lines: next/font reads only
 * literals), og.png and cv.pdf from @fontsource/<DISPLAY_PACKAGE> (lib/fonts/script-fonts.ts), and
 * Tailwind's `font-display` names DISPLAY_FAMILY. To use another: `npm install` both packages,
 * change these three, run `npm run fonts:fallbacks`; `npm run validate` stops the build while
 * app/fonts.ts or app/font-fallbacks.css are of another font (README, "Your heading font").
 */
export const DISPLAY_FAMILY = 'Space Grotesk';

/** @fontsource's name for it: `space-grotesk` in `@fontsource-variable/space-grotesk`. */
export const DISPLAY_PACKAGE = 'space-grotesk';

/**
 * The sets of letters it is shipped for, as @fontsource names its subsets: app/fonts.ts
 * declares one file for each, and the fallback faces cover the same letters, so that a heading is
 * drawn in one font before the swap and in one font after it. Letters outside them (Greek,
 * Cyrillic, Arabic…) are drawn in the system fonts after these in the font-family list, before and
 * after alike. The first is preloaded on every page; the others are fetched only by a page with
 * their letters.
 */
export const DISPLAY_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;

/**
 * What the headings are drawn in while their font is on its way (on a slow connection it comes
 * after the first paint): the first of these fonts the device has, scaled to its
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
    family: `${DISPLAY_FAMILY} Fallback Arial`,
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    measuredWith: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
  },
  {
    // Android.
    family: `${DISPLAY_FAMILY} Fallback Roboto`,
    local: ['Roboto Bold', 'Roboto-Bold'],
    measuredWith: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
  },
  {
    // Most Linux desktops.
    family: `${DISPLAY_FAMILY} Fallback DejaVu`,
    local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    measuredWith: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  },
] as const;

/** The families, as a font-family list takes them, in order. */
export const displayFallbackFamilies = displayFallbacks.map(({ family }) => `"${family}"`);
