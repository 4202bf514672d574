/** @jest-environment node */
// The headings' fallback faces (app/font-fallbacks.css) hold the heading font's place: the
// checked-in numbers are those the font files give, and they cover what the headings use. app/fonts.ts
// declares the font app/font-fallbacks.ts names, and the build says when either file is another's.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DISPLAY_FAMILY, DISPLAY_PACKAGE, DISPLAY_SUBSETS, displayFallbacks } from '@/app/font-fallbacks';
import en from '@/content/ui/en.json';
import { displayFont, fallbackCss, fallbackFaces, fontsModule, openFont, OUTPUT, staleFontFiles, subsetRanges, WEIGHTS, widthOf } from './fallback-metrics';

jest.setTimeout(60_000);

const faces = fallbackFaces();

test('app/font-fallbacks.css is what `npm run fonts:fallbacks` makes from the font files', () => {
  expect(readFileSync(OUTPUT, 'utf8')).toBe(fallbackCss(faces));
});

test('app/fonts.ts is what `npm run fonts:fallbacks` makes, and the build finds nothing stale', () => {
  expect(readFileSync('app/fonts.ts', 'utf8')).toBe(fontsModule());
  expect(staleFontFiles()).toEqual([]);
});

/** A localFont({...}) call's file, family, range and preload, per file. */
const shippedIn = (module: string, pkg: string) =>
  module.split('localFont(').slice(1).map((call) => ({
    subset: call.match(new RegExp(`${pkg}-([a-z-]+)-wght-normal\\.woff2`))?.[1],
    family: call.match(/prop: 'font-family', value: '([^']+)'/)?.[1],
    range: call.match(/prop: 'unicode-range', value: '([^']+)'/)?.[1],
    preloaded: !/preload: false/.test(call),
  }));

test('app/fonts.ts ships one file of the heading font per subset, each for its letters as @fontsource declares them, only Latin preloaded', () => {
  const ranges = subsetRanges();
  const shipped = shippedIn(readFileSync('app/fonts.ts', 'utf8'), DISPLAY_PACKAGE);
  expect(shipped).toEqual(DISPLAY_SUBSETS.map((subset) => ({ subset, family: DISPLAY_FAMILY, range: ranges[subset], preloaded: subset === 'latin' })));
});

test("another font's app/fonts.ts names its package's files, its family and ranges", () => {
  const written = fontsModule({ family: 'Ada Sans', pkg: 'ada-sans', subsets: ['latin', 'cyrillic-ext'], ranges: ['U+0000-00FF', 'U+0460-052F'] });
  expect(shippedIn(written, 'ada-sans')).toEqual([
    { subset: 'latin', family: 'Ada Sans', range: 'U+0000-00FF', preloaded: true },
    { subset: 'cyrillic-ext', family: 'Ada Sans', range: 'U+0460-052F', preloaded: false },
  ]);
  expect(written).toContain("src: '../node_modules/@fontsource-variable/ada-sans/files/ada-sans-cyrillic-ext-wght-normal.woff2',");
  expect(written).toContain('export const displayFaces = [latin, cyrillicExt];');
  expect(written).not.toMatch(/space.grotesk/i);
});

describe('a heading font changed in app/font-fallbacks.ts', () => {
  afterEach(() => jest.resetModules());
  // As app/font-fallbacks.ts is with another family written in: its fallbacks are named after it.
  const withFont = (names: { DISPLAY_FAMILY: string; DISPLAY_PACKAGE?: string }) => {
    jest.doMock('@/app/font-fallbacks', () => {
      const actual = jest.requireActual<typeof import('@/app/font-fallbacks')>('@/app/font-fallbacks');
      const displayFallbacks = actual.displayFallbacks.map((face) => ({ ...face, family: face.family.replace(actual.DISPLAY_FAMILY, names.DISPLAY_FAMILY) }));
      return { ...actual, ...names, displayFallbacks };
    });
    return jest.requireActual<typeof import('./fallback-metrics')>('./fallback-metrics');
  };

  test('and not written out is named, file by file, with the command that writes it', () => {
    jest.isolateModules(() => {
      const { staleFontFiles: stale } = withFont({ DISPLAY_FAMILY: 'Ada Sans' });
      expect(stale()).toEqual([
        `app/fonts.ts is not the one for Ada Sans (@fontsource-variable/${DISPLAY_PACKAGE}): run \`npm run fonts:fallbacks\` to write it for the font app/font-fallbacks.ts names`,
        'app/font-fallbacks.css is not sized for Ada Sans: run `npm run fonts:fallbacks` to write it for the font app/font-fallbacks.ts names',
      ]);
    });
  });

  test('to a package not installed says what to install', () => {
    jest.isolateModules(() => {
      const { staleFontFiles: stale } = withFont({ DISPLAY_FAMILY: 'Nowhere Sans', DISPLAY_PACKAGE: 'nowhere-sans' });
      expect(stale).toThrow(
        '@fontsource-variable/nowhere-sans (DISPLAY_PACKAGE in app/font-fallbacks.ts) is not installed, or has no unicode.json: npm install @fontsource-variable/nowhere-sans @fontsource/nowhere-sans',
      );
    });
  });
});

test('each fallback font has one face, covering the letters of every file app/fonts.ts ships', () => {
  const ranges = subsetRanges();
  expect(faces.map((face) => face.family)).toEqual(displayFallbacks.map(({ family }) => family));
  for (const face of faces) {
    const covered = new Set(face.unicodeRange.split(','));
    expect(DISPLAY_SUBSETS.flatMap((subset) => ranges[subset]!.split(',')).filter((range) => !covered.has(range))).toEqual([]);
  }
});

test('one face serves every heading weight: the heading font is as much wider or narrower at each (within 0.5%)', () => {
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

test('every weight text in the heading font is set in has its fallback faces', () => {
  const used = new Set<number>();
  for (const file of [...sourceFiles('app'), ...sourceFiles('components')]) {
    const source = readFileSync(file, 'utf8');
    // Headings are in the heading font (globals.css), as is whatever carries font-display.
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

test("sized by its face, each fallback sets the site's English words as wide as the heading font does (median within 2%)", () => {
  const headings = shortTexts(en);
  expect(headings.length).toBeGreaterThan(20);
  const target = displayFont();
  const displayAt = new Map(WEIGHTS.map((weight) => [weight, target.at(weight)]));
  for (const [face, weight] of faces.flatMap((face) => WEIGHTS.map((weight) => [face, weight] as const))) {
    const fallback = openFont(displayFallbacks.find(({ family }) => family === face.family)!.measuredWith);
    const display = displayAt.get(weight)!;
    const errors = headings.map((text) => (widthOf(fallback, text) * face.sizeAdjust) / 100 / widthOf(display, text) - 1).sort((a, b) => a - b);
    const median = errors[Math.floor(errors.length / 2)]!;
    expect({ face: `${face.family} ${weight}`, medianWithin2Percent: Math.abs(median) < 0.02 }).toEqual({ face: `${face.family} ${weight}`, medianWithin2Percent: true });
  }
});
