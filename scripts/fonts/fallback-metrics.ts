// `npm run fonts:fallbacks`: writes app/font-fallbacks.css, the fallback faces that hold the
// headings' place while Space Grotesk loads (app/font-fallbacks.ts says which fonts, and why).
//
// For each local font, one @font-face for the weights headings use (600 and 700):
// - size-adjust: Space Grotesk's width over the local font's, both measured on the same sample of
//   English (SAMPLE below: kerned advances, spaces included), so a line of heading takes the same
//   width and wraps at the same word. Measured at 600 and at 700 and averaged: the two differ by
//   about 0.1% (half a pixel on a phone-wide line), not worth a second face in every page's HTML;
//   the unit test fails if they ever drift apart;
// - ascent-, descent- and line-gap-override: Space Grotesk's line metrics, divided by size-adjust
//   (the browser scales the overrides with the face), so lines are as tall and the text sits on the
//   same baseline;
// - unicode-range: the letters of the Space Grotesk files we ship (DISPLAY_SUBSETS: Latin, Central
//   European, Vietnamese), so that a heading is in one font before the swap as after it, and text
//   in other scripts still falls through to the system fonts after it in the font-family list.
//   The widths are measured on English: the accented letters take their base letter's width in
//   both fonts, near enough.
// The numbers come from the real font files: Space Grotesk's variable woff2 at each weight (the
// one app/fonts.ts ships), and the local fonts' bold cuts from npm packages (measuredWith).
// scripts/fonts/fallback-metrics.test.ts fails when the checked-in file differs from what this
// script makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import * as fontkit from 'fontkit';
import { DISPLAY_SUBSETS, displayFallbacks } from '../../app/font-fallbacks';

// Run from the project's root, as npm scripts and jest are.
const require = createRequire(resolve('package.json'));
export const OUTPUT = resolve('app/font-fallbacks.css');
const SPACE_GROTESK = require.resolve('@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2');
/** The weights headings use (font-semibold, font-bold). */
export const WEIGHTS = [600, 700] as const;

/**
 * What widths are compared on: English as headings and short texts are written, capitals and
 * punctuation included: the opening of the Universal Declaration of Human Rights, and the site's
 * own English headings (content/ui/en.json).
 */
const SAMPLE = [
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
  /** Space Grotesk's width over the local font's on SAMPLE, at each of WEIGHTS. */
  widthRatios: number[];
  /** In percent, rounded as written. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
  unicodeRange: string;
}

const percent = (value: number) => Math.round(value * 10000) / 100;

/** @fontsource's unicode-range of each subset of Space Grotesk it has. */
export function subsetRanges(): Record<string, string> {
  return JSON.parse(readFileSync(require.resolve('@fontsource-variable/space-grotesk/unicode.json'), 'utf8')) as Record<string, string>;
}

/** Space Grotesk at each heading weight, and the unicode-range of the subsets we ship, together. */
export function spaceGrotesk() {
  const ranges = subsetRanges();
  const parts = DISPLAY_SUBSETS.flatMap((subset) => {
    const range = ranges[subset];
    if (!range) throw new Error(`@fontsource-variable/space-grotesk has no "${subset}" subset`);
    return range.split(',');
  });
  return { unicodeRange: [...new Set(parts)].join(','), at: (weight: number) => variableFontAt(SPACE_GROTESK, weight) };
}

/** The faces, measured from the font files. */
export function fallbackFaces(sample = SAMPLE): FallbackFace[] {
  const target = spaceGrotesk();
  const weights = WEIGHTS.map((weight) => target.at(weight));
  // Line metrics are the font's, whatever the weight.
  const metrics = lineMetrics(weights[0]!);
  return displayFallbacks.map(({ family, local, measuredWith }) => {
    const fallback = openFont(measuredWith);
    const widthRatios = weights.map((display) => widthOf(display, sample) / widthOf(fallback, sample));
    const sizeAdjust = widthRatios.reduce((sum, ratio) => sum + ratio, 0) / widthRatios.length;
    return {
      family,
      local,
      widthRatios,
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(metrics.ascent / sizeAdjust),
      descentOverride: percent(metrics.descent / sizeAdjust),
      lineGapOverride: percent(metrics.lineGap / sizeAdjust),
      unicodeRange: target.unicodeRange,
    };
  });
}

/** app/font-fallbacks.css for `faces`. */
export function fallbackCss(faces: FallbackFace[]): string {
  const rules = faces.map((face) =>
    [
      '@font-face {',
      `  font-family: "${face.family}";`,
      `  src: ${face.local.map((name) => `local("${name}")`).join(', ')};`,
      `  font-weight: ${WEIGHTS[0]} ${WEIGHTS[WEIGHTS.length - 1]};`,
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
    ' * do not edit. The local fonts the headings are drawn in until Space Grotesk has loaded, sized to',
    ' * its widths and line metrics at the weights headings use (600, 700), so that the swap moves nothing',
    ' * (app/font-fallbacks.ts lists them; docs/performance.md has the figures).',
    ' */',
    ...rules,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/fonts/fallback-metrics.ts')) {
  writeFileSync(OUTPUT, fallbackCss(fallbackFaces()));
  console.log(`✓ ${OUTPUT} written`);
}
