// `npm run fonts:fallbacks`: writes app/font-fallbacks.css, the fallback faces that hold the
// headings' place while the heading font loads (app/font-fallbacks.ts says which fonts, and why).
//
// For each local font, a face for the weights headings use (600 and 700):
// - size-adjust: the heading font's width over the local font's, both measured on the same sample
//   of English (SAMPLE below: kerned advances, spaces included), so a line of heading takes the
//   same width and wraps at the same word. Measured at 600 and at 700. Where the two are within
//   half a percent (Space Grotesk: 0.1%, half a pixel on a phone-wide line), one face serves both,
//   sized to their average; where they are further apart (Inter 1.0%, DM Sans 1.6%, Manrope 1.8%:
//   the font widens more from 600 to 700 than the one bold local cut can follow), each weight
//   gets a face of its own, sized for it. That costs a second rule in every page's HTML, so it is
//   written only where one face would move the headings when the font comes;
// - ascent-, descent- and line-gap-override: the heading font's line metrics, divided by
//   size-adjust (the browser scales the overrides with the face), so lines are as tall and the
//   text sits on the same baseline;
// - unicode-range: the letters of the heading font's files we ship (DISPLAY_SUBSETS: Latin,
//   Central European, Vietnamese), so that a heading is in one font before the swap as after it,
//   and text in other scripts still falls through to the system fonts after it in the font-family
//   list. The widths are measured on English: the accented letters take their base letter's width
//   in both fonts, near enough.
// The numbers come from the real font files: the heading font's variable woff2 at each weight (the
// one app/fonts.ts ships), and the local fonts' bold cuts from npm packages (measuredWith). The
// local font is the bold cut at 600 too: Arial, Liberation Sans, Arimo and DejaVu Sans have no
// semibold (Android's Roboto has a Medium, 500), and a face must name only the cut it was
// measured with (where that cut is missing, a second name in its src would draw another at other
// widths); a 600 heading is a little bolder until the font comes, and no wider.
// scripts/fonts/fallback-metrics.test.ts fails when the checked-in file differs from what this
// script makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import * as fontkit from 'fontkit';
import { DISPLAY_FAMILY, DISPLAY_PACKAGE, DISPLAY_SUBSETS, displayFallbacks } from '../../app/font-fallbacks';
import { isMainModule } from '../main-module.mjs';

// Run from the project's root, as npm scripts and jest are.
const require = createRequire(resolve('package.json'));
export const OUTPUT = resolve('app/font-fallbacks.css');
export const FONTS_MODULE = resolve('app/fonts.ts');
const VARIABLE_PACKAGE = `@fontsource-variable/${DISPLAY_PACKAGE}`;

/** A file of the heading font's variable package, or the command that installs it. */
function variableFile(path: string): string {
  try {
    return require.resolve(`${VARIABLE_PACKAGE}/${path}`);
  } catch {
    throw new Error(
      `${VARIABLE_PACKAGE} (DISPLAY_PACKAGE in app/font-fallbacks.ts) is not installed, or has no ${path}: ` +
        `npm install ${VARIABLE_PACKAGE} @fontsource/${DISPLAY_PACKAGE}`,
    );
  }
}
/** The weights headings use (font-semibold, font-bold). */
export const WEIGHTS = [600, 700] as const;

/**
 * How far one face's size may be from a weight's own before that weight gets a face of its own:
 * a quarter of a percent either way (under a pixel on a phone-wide line of heading), so the two
 * weights' sizes may differ by half a percent.
 */
const SHARED_FACE_TOLERANCE = 0.0025;

/**
 * What widths are compared on: English as headings and short texts are written, capitals and
 * punctuation included: the opening of the Universal Declaration of Human Rights, and the site's
 * own English headings (content/ui/en.json).
 */
export const SAMPLE = [
  'All human beings are born free and equal in dignity and rights.',
  'They are endowed with reason and conscience and should act towards one another in a spirit of brotherhood.',
  'Everyone is entitled to all the rights and freedoms set forth in this Declaration, without distinction of any kind.',
  "About Me. Work Timeline. Skills. Tools. Portfolio. Projects. Contact Me. Get in Touch. Sponsors. Become A Sponsor. Follow Me.",
].join(' ');

interface LineMetrics {
  /** In em. */
  ascent: number;
  descent: number;
  lineGap: number;
}

/**
 * Space Grotesk at weight `wght`. fontkit's getVariation() cannot instance a WOFF2 file (it reads
 * the compressed stream as a TrueType one), so the instance is made by hand: glyph outlines come
 * from a plain reading of the file, and advances take the weight's deltas from the HVAR table.
 */
function variableFontAt(path: string, wght: number): fontkit.Font {
  type Internals = fontkit.Font & {
    fvar: { axis: { axisTag: string; minValue: number; maxValue: number; defaultValue: number }[] };
    HVAR?: unknown;
    variationCoords: number[] | null;
    _transformGlyfTable?: () => void;
    _transformedGlyphs?: unknown;
  };
  const plain = fontkit.create(readFileSync(path)) as Internals;
  const font = fontkit.create(readFileSync(path)) as Internals;
  if (!font.fvar || !font.HVAR) throw new Error(`${path}: expected a variable font with an HVAR table`);
  const wghtAxis = font.fvar.axis.find((axis) => axis.axisTag.trim() === 'wght');
  if (!wghtAxis || wght < wghtAxis.minValue || wght > wghtAxis.maxValue) throw new Error(`${path}: no weight ${wght} on its wght axis`);
  plain._transformGlyfTable?.();
  font._transformedGlyphs = plain._transformedGlyphs;
  font.variationCoords = font.fvar.axis.map((axis) => (axis === wghtAxis ? wght : axis.defaultValue));
  return font;
}

/** A font file, from a path or a package's file (`@fontsource/roboto/files/…`). */
export const openFont = (file: string) => fontkit.create(readFileSync(require.resolve(file))) as fontkit.Font;

/** The width of `text` in em: kerned advances, as browsers lay it out by default. */
export const widthOf = (font: fontkit.Font, text: string) => font.layout(text).advanceWidth / font.unitsPerEm;

/** The line metrics browsers use: the typographic ones when the font asks for them, else hhea's. */
function lineMetrics(font: fontkit.Font): LineMetrics {
  const os2 = (font as unknown as { 'OS/2': { fsSelection: { useTypoMetrics: boolean }; typoAscender: number; typoDescender: number; typoLineGap: number } })['OS/2'];
  const upm = font.unitsPerEm;
  if (os2.fsSelection.useTypoMetrics) return { ascent: os2.typoAscender / upm, descent: -os2.typoDescender / upm, lineGap: os2.typoLineGap / upm };
  return { ascent: font.ascent / upm, descent: -font.descent / upm, lineGap: font.lineGap / upm };
}

export interface FallbackFace {
  family: string;
  local: readonly string[];
  /** The heading weights it is drawn for: all of WEIGHTS, or one of them. */
  weights: number[];
  /** The heading font's width over the local font's on SAMPLE, at each of `weights`. */
  widthRatios: number[];
  /** In percent, rounded as written. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
  unicodeRange: string;
}

const percent = (value: number) => Math.round(value * 10000) / 100;

/** @fontsource's unicode-range of each subset of the heading font it has. */
export function subsetRanges(): Record<string, string> {
  return JSON.parse(readFileSync(variableFile('unicode.json'), 'utf8')) as Record<string, string>;
}

/** The range of each subset shipped (DISPLAY_SUBSETS), or which one the package lacks. */
function shippedRanges(ranges = subsetRanges()): string[] {
  return DISPLAY_SUBSETS.map((subset) => {
    const range = ranges[subset];
    if (!range) {
      throw new Error(
        `${VARIABLE_PACKAGE} has no "${subset}" subset: DISPLAY_SUBSETS in app/font-fallbacks.ts takes some of ${Object.keys(ranges).join(', ')}`,
      );
    }
    return range;
  });
}

/** The variable file of one subset, as @fontsource names it. */
const subsetFile = (pkg: string, subset: string) => `${pkg}-${subset}-wght-normal.woff2`;

/** The heading font as the faces are measured against: a font at each heading weight, and its letters. */
export interface DisplayFont {
  unicodeRange: string;
  at: (weight: number) => fontkit.Font;
}

/** The heading font at each heading weight, and the unicode-range of the subsets we ship, together. */
export function displayFont(): DisplayFont {
  const parts = shippedRanges().flatMap((range) => range.split(','));
  const latin = variableFile(`files/${subsetFile(DISPLAY_PACKAGE, DISPLAY_SUBSETS[0])}`);
  return { unicodeRange: [...new Set(parts)].join(','), at: (weight: number) => variableFontAt(latin, weight) };
}

/**
 * app/fonts.ts: one next/font/local call per subset of the heading font, each with its file, the
 * family and the subset's range written out, as next/font takes only literals; the Latin file
 * preloaded, the others fetched by a page with their letters.
 */
export function fontsModule(font = { family: DISPLAY_FAMILY, pkg: DISPLAY_PACKAGE, subsets: DISPLAY_SUBSETS as readonly string[], ranges: shippedRanges() }): string {
  const name = (subset: string) => subset.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const calls = font.subsets.map((subset, i) =>
    [
      `const ${name(subset)} = localFont({`,
      `  src: ${quote(`../node_modules/@fontsource-variable/${font.pkg}/files/${subsetFile(font.pkg, subset)}`)},`,
      "  weight: '300 700',",
      "  display: 'swap',",
      '  adjustFontFallback: false,',
      ...(subset === 'latin' ? [] : ['  preload: false,']),
      '  declarations: [',
      `    { prop: 'font-family', value: ${quote(font.family)} },`,
      `    { prop: 'unicode-range', value: ${quote(font.ranges[i]!)} },`,
      '  ],',
      '});',
    ].join('\n'),
  );
  return [
    '// Generated by `npm run fonts:fallbacks` (scripts/fonts/fallback-metrics.ts) from app/font-fallbacks.ts',
    "// (DISPLAY_FAMILY, DISPLAY_PACKAGE, DISPLAY_SUBSETS) and @fontsource's ranges: do not edit.",
    "import localFont from 'next/font/local';",
    '',
    `// The headings' typeface, ${font.family}, self-hosted from @fontsource (nothing is fetched from a`,
    '// font service). Body text uses the system\'s UI font: a second web font would cost ~48 KiB before',
    '// the first paint on every page. Until it has loaded (after the first paint on a slow connection),',
    '// headings are drawn in local fonts sized to it, so the swap shifts nothing: next/font\'s own',
    '// fallback (Arial only, at the regular weight) is replaced by app/font-fallbacks.css, which covers',
    '// the fonts phones and Linux have too.',
    '//',
    '// One file per set of letters, each declared for its own unicode-range under one family name, as',
    '// @fontsource declares them. A browser downloads a file only when the page has a letter in its',
    '// range: the Latin one on every page (preloaded), the others only where a heading has their',
    '// letters. Without them a Polish name was drawn half in the heading font, half in the system',
    '// font, and moved when the font came (it rewrapped).',
    '//',
    '// Nothing here is used by name: importing this module (app/layout.tsx) puts the @font-face rules',
    "// in the stylesheet and the Latin file's preload in every page, and Tailwind's `font-display`",
    "// names the family. (next/font's `variable` would name each call's own family, not the one",
    '// declared.)',
    ...calls.flatMap((call) => [call, '']),
    '/**',
    ' * Exported only because next/font requires each call to be assigned to a module-level const, and an',
    ' * unused const fails the lint; their styles reach the stylesheet by the import alone.',
    ' */',
    `export const displayFaces = [${font.subsets.map(name).join(', ')}];`,
    '',
  ].join('\n');
}

/**
 * The generated files that are not what `npm run fonts:fallbacks` makes now, one line each: what
 * `npm run validate` says when the heading font was changed in app/font-fallbacks.ts and they were
 * not written again. (The fallbacks' measured sizes are the unit test's to compare: measuring takes
 * seconds; a changed font changes their family names and ranges, which are compared here.)
 */
export function staleFontFiles({ module = FONTS_MODULE, css: cssFile = OUTPUT } = {}): string[] {
  const stale: string[] = [];
  const fix = 'run `npm run fonts:fallbacks` to write it for the font app/font-fallbacks.ts names';
  // Read with either line ending: Git for Windows checks app/fonts.ts out with "\r\n" (its default
  // core.autocrlf=true), and every build on Windows stopped here, naming a file nobody had changed.
  if (readFileSync(module, 'utf8').replaceAll('\r\n', '\n') !== fontsModule()) stale.push(`app/fonts.ts is not the one for ${DISPLAY_FAMILY} (${VARIABLE_PACKAGE}): ${fix}`);
  const css = readFileSync(cssFile, 'utf8');
  const range = displayFont().unicodeRange;
  if (!displayFallbacks.every(({ family }) => css.includes(`font-family: "${family}";`)) || !css.includes(`unicode-range: ${range};`)) {
    stale.push(`app/font-fallbacks.css is not sized for ${DISPLAY_FAMILY}: ${fix}`);
  }
  return stale;
}

/**
 * The faces, measured from the font files: for each local font, one face for every heading weight
 * where one size fits them all within SHARED_FACE_TOLERANCE, else one per weight.
 */
export function fallbackFaces(target: DisplayFont = displayFont(), sample = SAMPLE): FallbackFace[] {
  const weights = WEIGHTS.map((weight) => target.at(weight));
  // Line metrics are the font's, whatever the weight.
  const metrics = lineMetrics(weights[0]!);
  return displayFallbacks.flatMap(({ family, local, measuredWith }) => {
    const fallback = openFont(measuredWith);
    const widthRatios = weights.map((display) => widthOf(display, sample) / widthOf(fallback, sample));
    const average = (ratios: number[]) => ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
    const face = (weights: number[], widthRatios: number[]): FallbackFace => {
      const sizeAdjust = average(widthRatios);
      return {
        family,
        local,
        weights,
        widthRatios,
        sizeAdjust: percent(sizeAdjust),
        ascentOverride: percent(metrics.ascent / sizeAdjust),
        descentOverride: percent(metrics.descent / sizeAdjust),
        lineGapOverride: percent(metrics.lineGap / sizeAdjust),
        unicodeRange: target.unicodeRange,
      };
    };
    const shared = average(widthRatios);
    if (widthRatios.every((ratio) => Math.abs(shared / ratio - 1) <= SHARED_FACE_TOLERANCE)) return [face([...WEIGHTS], widthRatios)];
    return WEIGHTS.map((weight, i) => face([weight], [widthRatios[i]!]));
  });
}

/** app/font-fallbacks.css for `faces`. */
export function fallbackCss(faces: FallbackFace[]): string {
  const rules = faces.map((face) =>
    [
      '@font-face {',
      `  font-family: "${face.family}";`,
      `  src: ${face.local.map((name) => `local("${name}")`).join(', ')};`,
      `  font-weight: ${face.weights.length > 1 ? `${face.weights[0]} ${face.weights[face.weights.length - 1]}` : face.weights[0]};`,
      `  size-adjust: ${face.sizeAdjust}%;`,
      `  ascent-override: ${face.ascentOverride}%;`,
      `  descent-override: ${face.descentOverride}%;`,
      `  line-gap-override: ${face.lineGapOverride}%;`,
      `  unicode-range: ${face.unicodeRange};`,
      '}',
    ].join('\n'),
  );
  return [
    '/*',
    ' * Generated by `npm run fonts:fallbacks` (scripts/fonts/fallback-metrics.ts) from the font files:',
    ` * do not edit. The local fonts the headings are drawn in until ${DISPLAY_FAMILY} has loaded, sized to`,
    ' * its widths and line metrics at the weights headings use (600, 700), so that the swap moves nothing',
    ' * (app/font-fallbacks.ts lists them; docs/performance.md has the figures).',
    ' */',
    ...rules,
    '',
  ].join('\n');
}

if (isMainModule(import.meta.url)) {
  try {
    writeFileSync(FONTS_MODULE, fontsModule());
    writeFileSync(OUTPUT, fallbackCss(fallbackFaces()));
    console.log(`✓ ${FONTS_MODULE} and ${OUTPUT} written for ${DISPLAY_FAMILY}`);
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
}
