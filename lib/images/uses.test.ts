/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { cardGridColumns, cardGridGap } from '../card-grid';
import { NARROWEST_SCREEN } from '../narrowest-screen';
import {
  adviceFor,
  cropBox,
  densities,
  gridSlots,
  imageUses,
  largestWidth,
  layout,
  objectPosition,
  shownWidth,
  sizesAttribute,
  variantWidths,
  widestAtOneX,
  widthStep,
  type ImageUse,
} from './uses';

/** What a browser does with `sizes`: the first media condition that matches, evaluated at `viewport`. */
function evaluateSizes(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const match = /^(?:\(min-width: ?(\d+)px\) )?(.+)$/.exec(entry.trim())!;
    if (match[1] && viewport < Number(match[1])) continue;
    const length = match[2]!;
    const calc = /^calc\(([\d.]+)vw ([-+]) ([\d.]+)px\)$/.exec(length);
    if (calc) return (Number(calc[1]) / 100) * viewport + (calc[2] === '-' ? -1 : 1) * Number(calc[3]);
    return Number(/^([\d.]+)px$/.exec(length)![1]);
  }
  throw new Error(`no size in ${sizes} for ${viewport}`);
}

/** A grid cell's width measured the way CSS lays it out, independently of gridSlots. */
function cellWidth(viewport: number, columns: number) {
  const padding = viewport >= 1024 ? 32 : viewport >= 640 ? 24 : 16;
  const box = Math.min(viewport, layout.maxWidth) - 2 * padding;
  return (box - (columns - 1) * 24) / columns;
}
const columnsAt = (viewport: number) => (viewport >= 1024 ? 3 : viewport >= 640 ? 2 : 1);
const viewports = [320, 360, 390, 430, 639, 640, 768, 1023, 1024, 1100, 1151, 1152, 1280, 1920];

describe('sizes follow the layout', () => {
  test.each(['project', 'sponsor'] as const)('%s: a cell of the 1/2/3-column grid in the 72rem content box, at every width', (name) => {
    const sizes = sizesAttribute(imageUses[name]);
    for (const viewport of viewports) {
      expect(evaluateSizes(sizes, viewport)).toBeCloseTo(cellWidth(viewport, columnsAt(viewport)), 0);
      expect(shownWidth(imageUses[name], viewport)).toBeCloseTo(cellWidth(viewport, columnsAt(viewport)), 5);
    }
  });

  test('portrait: w-56, sm:w-72, lg:w-80', () => {
    const sizes = sizesAttribute(imageUses.portrait);
    const expected = (viewport: number) => (viewport >= 1024 ? 320 : viewport >= 640 ? 288 : 224);
    for (const viewport of viewports) expect(evaluateSizes(sizes, viewport)).toBe(expected(viewport));
  });

  test('the classes these numbers stand for are still the ones in the components and the layout', () => {
    const source = (path: string) => readFileSync(path, 'utf8');
    expect(source('components/home/Hero.tsx')).toMatch(/aspect-square w-56 [^"]*sm:w-72 lg:w-80/);
    expect(source('app/portfolio/[[...page]]/page.tsx')).toContain('aspect-[8/5] w-full');
    expect(source('app/sponsors/[[...page]]/page.tsx')).toContain('aspect-video w-full');
    // The grid's columns and gap as lib/card-grid.ts has them, which the pictures' sizes and the lists' pages read.
    const tailwindAt: Record<number, string> = { 640: 'sm:', 1024: 'lg:' };
    const columns = Object.entries(cardGridColumns)
      .filter(([, count]) => count > 1)
      .map(([width, count]) => `${tailwindAt[Number(width)]}grid-cols-${count}`);
    expect(source('components/ui/CardGrid.tsx')).toContain(`grid gap-${cardGridGap / 4} ${columns.join(' ')}`);
    for (const page of ['app/portfolio/[[...page]]/page.tsx', 'app/sponsors/[[...page]]/page.tsx']) expect(source(page)).toContain('<CardGrid');
    expect(source('app/layout.tsx')).toMatch(/max-w-content [^"]*px-4 [^"]*sm:px-6 [^"]*lg:px-8/);
    expect(source('tailwind.config.ts')).toContain(`maxWidth: { content: '${layout.maxWidth / 16}rem' }`);
  });
});

describe('variant widths', () => {
  test.each(Object.keys(imageUses) as (keyof typeof imageUses)[])(
    '%s: every screen from 320 px up finds a file as wide as it needs at 1×, 2× and 3×; at each layout’s widest screen, one within a step',
    (name) => {
      const use = imageUses[name];
      const widths = variantWidths(use);
      for (let viewport = NARROWEST_SCREEN; viewport <= 2560; viewport += 7) {
        for (const density of densities) {
          expect(widths.find((width) => width >= shownWidth(use, viewport) * density - 0.5)).toBeDefined();
        }
      }
      const breakpoints = [...use.slots.slice(1).map((slot) => slot.minViewport - 1), 2560];
      for (const viewport of breakpoints) {
        for (const density of densities) {
          const needed = Math.ceil(shownWidth(use, viewport) * density);
          const chosen = widths.find((width) => width >= needed)!;
          expect(chosen / needed).toBeLessThanOrEqual(widthStep);
        }
      }
    },
  );

  test.each(Object.keys(imageUses) as (keyof typeof imageUses)[])(
    '%s: no 1× screen takes a file wider than widestAtOneX, and denser screens take the wider ones',
    (name) => {
      const use = imageUses[name];
      const widths = variantWidths(use);
      // What a browser takes: the narrowest file at least as wide as it needs, or the widest.
      const taken = (viewport: number, density: number) => widths.find((width) => width >= shownWidth(use, viewport) * density) ?? widths.at(-1)!;
      let widestAt1x = 0;
      for (let viewport = NARROWEST_SCREEN; viewport <= 2560; viewport++) widestAt1x = Math.max(widestAt1x, taken(viewport, 1));
      expect(widestAt1x).toBe(widestAtOneX(use, widths));
      // A 390 px phone at 3× takes one of the files only denser screens take.
      expect(taken(390, 3)).toBeGreaterThan(widestAt1x);
    },
  );

  test('widths are ascending, distinct and a handful (each costs build time and HTML)', () => {
    for (const use of Object.values(imageUses)) {
      const widths = variantWidths(use);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      expect(new Set(widths).size).toBe(widths.length);
      expect(widths.length).toBeLessThanOrEqual(9);
    }
  });

  test('an original narrower than the widest file is the widest file, with no near copy just below it', () => {
    const use = imageUses.project;
    const full = variantWidths(use);
    const source = full.at(-2)! + 10;
    const widths = variantWidths(use, source);
    expect(widths.at(-1)).toBe(source);
    expect(widths.every((width) => width <= source)).toBe(true);
    expect(widths.at(-2)! * widthStep).toBeLessThanOrEqual(source);
    expect(variantWidths(use, 100)).toEqual([100]);
  });

  test('a use without a fixed width on the widest screens is refused', () => {
    const unbounded: ImageUse = { slots: [{ minViewport: 0, vw: 1, px: 0 }], aspect: null };
    expect(() => variantWidths(unbounded)).toThrow(/fixed width/);
  });

  test('gridSlots stops growing at the content box maximum', () => {
    const slots = gridSlots({ 0: 1, 640: 2 }, 24);
    expect(slots.at(-1)).toEqual({ minViewport: layout.maxWidth, vw: 0, px: (layout.maxWidth - 64 - 24) / 2 });
  });
});

describe('crop', () => {
  test('keeps the whole width or height and centres by default', () => {
    expect(cropBox(4000, 3000, 1)).toEqual({ left: 500, top: 0, width: 3000, height: 3000 });
    expect(cropBox(3000, 4000, 8 / 5)).toEqual({ left: 0, top: 1063, width: 3000, height: 1875 });
  });

  test('focus decides which part stays, and CSS agrees', () => {
    expect(cropBox(3000, 4000, 1, 'top')).toMatchObject({ left: 0, top: 0 });
    expect(cropBox(3000, 4000, 1, 'bottom')).toMatchObject({ top: 1000 });
    expect(cropBox(4000, 3000, 1, 'right')).toMatchObject({ left: 1000 });
    expect(cropBox(4000, 3000, 1, 'top left')).toMatchObject({ left: 0, top: 0 });
    expect(objectPosition('top')).toBe('center top');
    expect(objectPosition('bottom right')).toBe('right bottom');
    expect(objectPosition()).toBe('center center');
  });

  test('aspect null keeps the original', () => {
    expect(cropBox(123, 456, null, 'top')).toEqual({ left: 0, top: 0, width: 123, height: 456 });
  });
});

describe('advice to the owner', () => {
  const use = imageUses.project;
  const largest = largestWidth(use);

  test('an original too small for 3× screens gets the size to use', () => {
    const [advice] = adviceFor(use, { width: 800, height: 500, bytes: 50_000 });
    expect(advice).toContain(`shown up to ${largest}×${Math.round(largest / (8 / 5))} px`);
    expect(advice).toContain(`${largest}×${Math.round(largest / (8 / 5))} px or more`);
  });

  test('a right-sized original of the right shape gets none', () => {
    expect(adviceFor(use, { width: largest, height: Math.round(largest / (8 / 5)), bytes: 900_000 })).toEqual([]);
  });

  test('a huge original is named', () => {
    expect(adviceFor(use, { width: 8000, height: 5000, bytes: 30_000_000 }).join()).toMatch(/huge \(8000×5000, 30\.0 MB\)/);
  });

  test('a crop without focus says what is cut and how to choose; with focus it is the owner’s choice', () => {
    expect(adviceFor(imageUses.portrait, { width: 3000, height: 4000, bytes: 1 }).join()).toMatch(/cropped to 1:1 around its centre, losing 25% of it, 12.5% at the top and 12.5% at the bottom: add "focus"/);
    expect(adviceFor(imageUses.portrait, { width: 3000, height: 4000, bytes: 1 }, 'top')).toEqual([]);
  });
});
