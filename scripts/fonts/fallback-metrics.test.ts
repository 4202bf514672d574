/** @jest-environment node */
// The headings' fallback faces (app/font-fallbacks.css) hold the heading font's place: the
// checked-in numbers are those the font files give, and they cover what the headings use. app/fonts.ts
// declares the font app/font-fallbacks.ts names, and the build says when either file is another's.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISPLAY_FAMILY, DISPLAY_PACKAGE, DISPLAY_SUBSETS, displayFallbacks } from '@/app/font-fallbacks';
import en from '@/content/ui/en.json';
import { displayFont, fallbackCss, fallbackFaces, fontsModule, openFont, OUTPUT, SAMPLE, staleFontFiles, subsetRanges, WEIGHTS, widthOf } from './fallback-metrics';

jest.setTimeout(60_000);

const faces = fallbackFaces();

test('app/font-fallbacks.css is what `npm run fonts:fallbacks` makes from the font files', () => {
  expect(readFileSync(OUTPUT, 'utf8')).toBe(fallbackCss(faces));
});

test('app/fonts.ts is what `npm run fonts:fallbacks` makes, and the build finds nothing stale', () => {
  expect(readFileSync('app/fonts.ts', 'utf8')).toBe(fontsModule());
  expect(staleFontFiles()).toEqual([]);
});

test('a checkout with Windows\' line endings is not stale: the build goes on', () => {
  // Git for Windows writes "\r\n" at every line's end as it checks files out (core.autocrlf=true).
  const dir = mkdtempSync(join(tmpdir(), 'fonts-crlf-'));
  try {
    const crlf = (from: string, name: string) => {
      writeFileSync(join(dir, name), readFileSync(from, 'utf8').replaceAll('\n', '\r\n'));
      return join(dir, name);
    };
    expect(staleFontFiles({ module: crlf('app/fonts.ts', 'fonts.ts'), css: crlf(OUTPUT, 'font-fallbacks.css') })).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true });
  }
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

/** The @font-face rules of app/font-fallbacks.css, as a browser reads them: the pages' faces. */
const shipped = [...readFileSync(OUTPUT, 'utf8').matchAll(/@font-face \{([^}]*)\}/g)].map(([, rule]) => {
  const descriptor = (name: string) => rule!.match(new RegExp(`^\\s*${name}: (.+);$`, 'm'))?.[1] ?? '';
  const [lightest, boldest = lightest] = descriptor('font-weight').split(' ').map(Number);
  return {
    family: descriptor('font-family').replaceAll('"', ''),
    lightest: lightest!,
    boldest: boldest!,
    sizeAdjust: parseFloat(descriptor('size-adjust')) / 100,
    unicodeRange: descriptor('unicode-range'),
  };
});

/** The faces of a fallback font a browser may draw `weight` in: one, for the test to pass. */
const facesAt = (family: string, weight: number) => shipped.filter((face) => face.family === family && face.lightest <= weight && weight <= face.boldest);

/** Each fallback font with each heading weight, the face drawn for it and the two fonts measured. */
function eachWeight() {
  const target = displayFont();
  return displayFallbacks.flatMap(({ family, measuredWith }) => {
    const fallback = openFont(measuredWith);
    return WEIGHTS.map((weight) => ({ name: `${family} ${weight}`, face: facesAt(family, weight)[0]!, fallback, display: target.at(weight) }));
  });
}

test('each fallback font has one face for each heading weight, covering the letters of every file app/fonts.ts ships', () => {
  const ranges = subsetRanges();
  const families = displayFallbacks.map(({ family }) => family);
  expect([...new Set(shipped.map((face) => face.family))]).toEqual(families);
  for (const family of families) {
    expect(WEIGHTS.map((weight) => ({ family, weight, faces: facesAt(family, weight).length }))).toEqual(WEIGHTS.map((weight) => ({ family, weight, faces: 1 })));
  }
  for (const face of shipped) {
    const covered = new Set(face.unicodeRange.split(','));
    expect(DISPLAY_SUBSETS.flatMap((subset) => ranges[subset]!.split(',')).filter((range) => !covered.has(range))).toEqual([]);
  }
});

test('at each heading weight, the face drawn sets the sample as wide as the heading font does (within 0.25%)', () => {
  // A quarter of a percent is under a pixel on a phone-wide line: where one face cannot hold both
  // weights to it, each has its own (Inter, DM Sans, Manrope). The written size's rounding is the 0.01.
  for (const { name, face, fallback, display } of eachWeight()) {
    const error = (widthOf(fallback, SAMPLE) * face.sizeAdjust) / widthOf(display, SAMPLE) - 1;
    expect({ face: name, within: Math.abs(error) < 0.0026 }).toEqual({ face: name, within: true });
  }
});

test('a heading font that widens from 600 to 700 more than one face can follow gets a face per weight, each sized for its own', () => {
  // Roboto's regular standing for the 600 and its bold for the 700: 1.6% apart, as DM Sans's are
  // (Inter's 1.0%). Installed whatever the heading font is: a fallback is measured with it.
  const at = (weight: number) => openFont(`@fontsource/roboto/files/roboto-latin-${weight === 600 ? 400 : 700}-normal.woff2`);
  const split = fallbackFaces({ unicodeRange: 'U+0000-00FF', at });
  expect(split.map(({ family, weights }) => ({ family, weights }))).toEqual(
    displayFallbacks.flatMap(({ family }) => WEIGHTS.map((weight) => ({ family, weights: [weight] }))),
  );
  for (const face of split) {
    const fallback = openFont(displayFallbacks.find(({ family }) => family === face.family)!.measuredWith);
    const ratio = widthOf(at(face.weights[0]!), SAMPLE) / widthOf(fallback, SAMPLE);
    expect(face.sizeAdjust).toBeCloseTo(ratio * 100, 2);
  }
  const css = fallbackCss(split);
  expect(css.match(/font-weight: 600;/g)).toHaveLength(displayFallbacks.length);
  expect(css.match(/font-weight: 700;/g)).toHaveLength(displayFallbacks.length);
  // As wide at both: one face, for both.
  const one = fallbackFaces({ unicodeRange: 'U+0000-00FF', at: () => at(700) });
  expect(one.map(({ family, weights }) => ({ family, weights }))).toEqual(displayFallbacks.map(({ family }) => ({ family, weights: [...WEIGHTS] })));
  expect(fallbackCss(one).match(/font-weight: 600 700;/g)).toHaveLength(displayFallbacks.length);
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

test("sized by its face, each fallback sets the site's English words as wide as the heading font does at each weight (median within 2%)", () => {
  const headings = shortTexts(en);
  expect(headings.length).toBeGreaterThan(20);
  for (const { name, face, fallback, display } of eachWeight()) {
    const errors = headings.map((text) => (widthOf(fallback, text) * face.sizeAdjust) / widthOf(display, text) - 1).sort((a, b) => a - b);
    const median = errors[Math.floor(errors.length / 2)]!;
    expect({ face: name, medianWithin2Percent: Math.abs(median) < 0.02 }).toEqual({ face: name, medianWithin2Percent: true });
  }
});
