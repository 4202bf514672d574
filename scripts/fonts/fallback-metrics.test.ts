/** @jest-environment node */
// The headings' fallback faces (app/font-fallbacks.css) hold Space Grotesk's place: the checked-in
// numbers are those the font files give, and they cover what the headings use.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DISPLAY_FAMILY, DISPLAY_SUBSETS, displayFallbacks } from '@/app/font-fallbacks';
import en from '@/content/ui/en.json';
import { fallbackCss, fallbackFaces, openFont, OUTPUT, spaceGrotesk, subsetRanges, WEIGHTS, widthOf } from './fallback-metrics';

jest.setTimeout(60_000);

const faces = fallbackFaces();

test('app/font-fallbacks.css is what `npm run fonts:fallbacks` makes from the font files', () => {
  expect(readFileSync(OUTPUT, 'utf8')).toBe(fallbackCss(faces));
});

test('app/fonts.ts ships one Space Grotesk file per subset, each for its letters as @fontsource declares them, only Latin preloaded', () => {
  const ranges = subsetRanges();
  // One localFont({...}) call per file: its file, family, range and preload.
  const calls = readFileSync('app/fonts.ts', 'utf8').split('localFont(').slice(1);
  const shipped = calls.map((call) => ({
    subset: call.match(/space-grotesk-([a-z-]+)-wght-normal\.woff2/)?.[1],
    family: call.match(/prop: 'font-family', value: '([^']+)'/)?.[1],
    range: call.match(/prop: 'unicode-range', value: '([^']+)'/)?.[1],
    preloaded: !/preload: false/.test(call),
  }));
  expect(shipped).toEqual(DISPLAY_SUBSETS.map((subset) => ({ subset, family: DISPLAY_FAMILY, range: ranges[subset], preloaded: subset === 'latin' })));
});

test('each fallback font has one face, covering the letters of every file app/fonts.ts ships', () => {
  const ranges = subsetRanges();
  expect(faces.map((face) => face.family)).toEqual(displayFallbacks.map(({ family }) => family));
  for (const face of faces) {
    const covered = new Set(face.unicodeRange.split(','));
    expect(DISPLAY_SUBSETS.flatMap((subset) => ranges[subset]!.split(',')).filter((range) => !covered.has(range))).toEqual([]);
  }
});

test('one face serves every heading weight: Space Grotesk is as much wider or narrower at each (within 0.5%)', () => {
  for (const { family, widthRatios } of faces) {
    const spread = Math.max(...widthRatios) / Math.min(...widthRatios) - 1;
    expect({ family, spreadBelowHalfAPercent: spread < 0.005 }).toEqual({ family, spreadBelowHalfAPercent: true });
  }
});

/** Tailwind's font-weight classes. */
const weightOf: Record<string, number> = { thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('every weight text in Space Grotesk is set in has its fallback faces', () => {
  const used = new Set<number>();
  for (const file of [...sourceFiles('app'), ...sourceFiles('components')]) {
    const source = readFileSync(file, 'utf8');
    // Headings are in Space Grotesk (globals.css), as is whatever carries font-display.
    const elements = [...source.matchAll(/<(h[1-3])\b[^>]*?className="([^"]*)"/g), ...source.matchAll(/<(\w+)\b[^>]*?className="([^"]*\bfont-display\b[^"]*)"/g)];
    for (const [, , classes] of elements) {
      const weights = [...classes!.matchAll(/(?:^|\s)font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)(?=\s|$)/g)].map(([, name]) => weightOf[name!]!);
      // Without a class, preflight leaves headings at the body's 400.
      (weights.length ? weights : [400]).forEach((weight) => used.add(weight));
    }
  }
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((weight) => !(WEIGHTS as readonly number[]).includes(weight))).toEqual([]);
});

/** The site's own short English texts: headings, links, labels. */
function shortTexts(value: unknown): string[] {
  if (typeof value === 'string') return value.length > 2 && value.length < 40 && !value.includes('{') ? [value] : [];
  return value && typeof value === 'object' ? Object.values(value).flatMap(shortTexts) : [];
}

test("sized by its face, each fallback sets the site's English words as wide as Space Grotesk does (median within 2%)", () => {
  const headings = shortTexts(en);
  expect(headings.length).toBeGreaterThan(20);
  const target = spaceGrotesk();
  const displayAt = new Map(WEIGHTS.map((weight) => [weight, target.at(weight)]));
  for (const [face, weight] of faces.flatMap((face) => WEIGHTS.map((weight) => [face, weight] as const))) {
    const fallback = openFont(displayFallbacks.find(({ family }) => family === face.family)!.measuredWith);
    const display = displayAt.get(weight)!;
    const errors = headings.map((text) => (widthOf(fallback, text) * face.sizeAdjust) / 100 / widthOf(display, text) - 1).sort((a, b) => a - b);
    const median = errors[Math.floor(errors.length / 2)]!;
    expect({ face: `${face.family} ${weight}`, medianWithin2Percent: Math.abs(median) < 0.02 }).toEqual({ face: `${face.family} ${weight}`, medianWithin2Percent: true });
  }
});
