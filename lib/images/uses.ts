// Where each content image is shown and how wide, in one place: the widths of the files the build
// makes, the `sizes` attribute the browser picks among them with, and the crop. The numbers mirror
// Tailwind classes in the components and the page layout; uses.test.ts reads those classes back
// from the source, so a layout change that forgets this file fails a test.

import { cardGridColumns, cardGridGap } from '../card-grid';
import { NARROWEST_SCREEN } from '../narrowest-screen';
import { megabytes } from './megabytes';

/** Screen densities a file is made for: a phone is often 3×, a laptop 2×, an office screen 1×. */
export const densities = [1, 2, 3] as const;

/**
 * The page's content box (app/layout.tsx `<main>`): at most 72rem wide including its padding,
 * padded px-4, sm:px-6, lg:px-8. Tailwind's sm and lg breakpoints are 640 px and 1024 px.
 */
export const layout = {
  maxWidth: 1152,
  padding: [
    { minViewport: 0, px: 16 },
    { minViewport: 640, px: 24 },
    { minViewport: 1024, px: 32 },
  ],
} as const;

/** From `minViewport` up (until the next slot), the image is `vw` × viewport width + `px` CSS pixels wide. */
export interface Slot {
  minViewport: number;
  vw: number;
  px: number;
}

/**
 * Where the owner wants a cropped image's content kept: the same words in content/ and in the
 * docs. "whole" keeps all of it, on white where the place's shape is not the picture's: a
 * square logo on a 16:9 sponsor card lost its top and bottom whatever the focus (an owners'
 * walkthrough with camera photos and logos, 2026-11-28).
 */
export const focusPoints = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right', 'whole'] as const;
export type Focus = (typeof focusPoints)[number];

export interface ImageUse {
  /** Widest screens last. */
  slots: Slot[];
  /** Width ÷ height the image is shown at (it is cropped to it), or null to keep the original's. */
  aspect: number | null;
  /** Make the widest file in WebP too, beside the fallback width (for a file shown outside the page). */
  widestInWebp?: boolean;
}

/** A fixed CSS width per breakpoint, e.g. w-56 sm:w-72 lg:w-80. */
function fixedSlots(widths: Record<number, number>): Slot[] {
  return Object.entries(widths)
    .map(([min, px]) => ({ minViewport: Number(min), vw: 0, px }))
    .sort((a, b) => a.minViewport - b.minViewport);
}

/**
 * One cell of a grid filling the content box: `columns` per breakpoint (e.g. grid sm:grid-cols-2
 * lg:grid-cols-3) with `gap` CSS pixels between cells (gap-6 = 24).
 */
export function gridSlots(columns: Record<number, number>, gap: number): Slot[] {
  const breakpoints = new Set<number>([0, layout.maxWidth, ...layout.padding.map((p) => p.minViewport), ...Object.keys(columns).map(Number)]);
  const at = <T extends { minViewport: number }>(list: readonly T[], viewport: number) =>
    list.filter((item) => item.minViewport <= viewport).at(-1)!;
  const columnList = Object.entries(columns).map(([min, count]) => ({ minViewport: Number(min), count }));
  return [...breakpoints]
    .sort((a, b) => a - b)
    .map((minViewport) => {
      const { count } = at(columnList, minViewport);
      const { px: padding } = at(layout.padding, minViewport);
      const fixed = -2 * padding - (count - 1) * gap;
      // Past the content box's maximum width the cell stops growing.
      return minViewport >= layout.maxWidth
        ? { minViewport, vw: 0, px: (layout.maxWidth + fixed) / count }
        : { minViewport, vw: 1 / count, px: fixed / count };
    });
}

/** The image uses of the site. Each is made and served separately, even from the same original. */
export const imageUses = {
  /**
   * Home: the portrait, `aspect-square w-56 sm:w-72 lg:w-80` (components/home/Hero.tsx). Its
   * widest file is made in WebP too: the image search engines are given (components/home/PersonJsonLd.tsx).
   */
  portrait: { slots: fixedSlots({ 0: 224, 640: 288, 1024: 320 }), aspect: 1, widestInWebp: true },
  /** Portfolio: a card's picture, `aspect-[8/5] w-full` in components/ui/CardGrid.tsx (`grid gap-6 sm:grid-cols-2 lg:grid-cols-3`). */
  project: { slots: gridSlots(cardGridColumns, cardGridGap), aspect: 8 / 5 },
  /** Sponsors: a card's logo, `aspect-video w-full` in the same grid. */
  sponsor: { slots: gridSlots(cardGridColumns, cardGridGap), aspect: 16 / 9 },
} satisfies Record<string, ImageUse>;

export type ImageUseName = keyof typeof imageUses;

/** Slot widths are computed with fractions; the CSS and the file widths round them up. */
const round = (value: number) => Math.round(value * 100) / 100;

/** The CSS width of one slot, for the `sizes` attribute. */
function slotLength({ vw, px }: Slot): string {
  if (vw === 0) return `${Math.ceil(px)}px`;
  const viewport = `${round(vw * 100)}vw`;
  if (px === 0) return viewport;
  return `calc(${viewport} ${px < 0 ? '-' : '+'} ${round(Math.abs(px))}px)`;
}

/**
 * The `sizes` attribute: the widest screens first, as the browser takes the first that matches.
 * Written without optional spaces: a card page repeats it in every <source>, twice over.
 */
export function sizesAttribute(use: ImageUse): string {
  const slots = [...use.slots].sort((a, b) => b.minViewport - a.minViewport);
  return slots.map((slot) => (slot.minViewport > 0 ? `(min-width:${slot.minViewport}px) ${slotLength(slot)}` : slotLength(slot))).join(',');
}

/** The CSS width an image takes on a screen `viewport` CSS pixels wide. */
export function shownWidth(use: ImageUse, viewport: number): number {
  const slot = use.slots.filter((s) => s.minViewport <= viewport).at(-1) ?? use.slots[0]!;
  return slot.vw * viewport + slot.px;
}

/** The widest each slot gets, in CSS pixels: at the last viewport before the next slot starts. */
function slotMaxima(use: ImageUse): number[] {
  return use.slots.map((slot, index) => {
    const next = use.slots[index + 1];
    if (!next && slot.vw !== 0) throw new Error('the widest slot of an image use must have a fixed width');
    const viewport = next ? next.minViewport - 1 : slot.minViewport;
    return Math.ceil(shownWidth(use, Math.max(viewport, NARROWEST_SCREEN)));
  });
}

/**
 * Consecutive file widths are at least this far apart: closer ones cost build time and HTML
 * without saving visitors much (the browser takes the next wider file, at most 15% wider).
 */
export const widthStep = 1.15;

/**
 * The widths to make the files at: each slot's widest at every density, the closest ones merged
 * into the wider. Widths above what the original (cropped) has are replaced by the original's.
 */
export function variantWidths(use: ImageUse, sourceWidth = Infinity): number[] {
  const wanted = [...new Set(slotMaxima(use).flatMap((width) => densities.map((d) => width * d)))].sort((a, b) => b - a);
  const kept: number[] = [];
  for (const width of wanted) if (kept.length === 0 || width * widthStep <= kept.at(-1)!) kept.push(width);
  const widths = kept.filter((width) => width < sourceWidth).sort((a, b) => a - b);
  if (widths.length < kept.length) {
    // The original is the widest file; one just below it would be a near copy.
    if (widths.length > 0 && widths.at(-1)! * widthStep > sourceWidth) widths.pop();
    widths.push(Math.floor(sourceWidth));
  }
  return widths;
}

/**
 * The widest of `widths` a 1× screen ever takes: the narrowest one at least as wide as the use's
 * widest slot (a browser takes the next wider file than it needs). Every wider file is shown only
 * on denser screens, a pixel of it at most 0.71 of a CSS pixel (the portrait's 448 px file in its
 * widest place, 320 px; a card's 1041 px file at most 0.58).
 */
export function widestAtOneX(use: ImageUse, widths: readonly number[]): number {
  const widestSlot = Math.max(...slotMaxima(use));
  return widths.find((width) => width >= widestSlot) ?? widths.at(-1)!;
}

/** The widest file a use ever needs: its widest slot on a 3× screen. */
export function largestWidth(use: ImageUse): number {
  return Math.max(...variantWidths(use));
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The part of a `width`×`height` original shown at `aspect`, placed by `focus` (the whole image when aspect is null). */
export function cropBox(width: number, height: number, aspect: number | null, focus: Focus = 'center'): Box {
  if (aspect === null) return { left: 0, top: 0, width, height };
  if (focus === 'whole') {
    // The picture whole, in a box of the place's shape around it: past its edges on two sides.
    const boxWidth = Math.max(width, Math.round(height * aspect));
    const boxHeight = Math.max(height, Math.round(width / aspect));
    return { left: -Math.round((boxWidth - width) / 2), top: -Math.round((boxHeight - height) / 2), width: boxWidth, height: boxHeight };
  }
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(width / aspect));
  const horizontal = focus.includes('left') ? 0 : focus.includes('right') ? 1 : 0.5;
  const vertical = focus.includes('top') ? 0 : focus.includes('bottom') ? 1 : 0.5;
  return {
    left: Math.round((width - cropWidth) * horizontal),
    top: Math.round((height - cropHeight) * vertical),
    width: cropWidth,
    height: cropHeight,
  };
}

/** CSS object-position for a focus, so that the browser crops (if it ever has to) where the file was cropped. */
export function objectPosition(focus: Focus = 'center'): string {
  const horizontal = focus.includes('left') ? 'left' : focus.includes('right') ? 'right' : 'center';
  const vertical = focus.includes('top') ? 'top' : focus.includes('bottom') ? 'bottom' : 'center';
  return `${horizontal} ${vertical}`;
}

/** What the build tells the owner about one original, for one use. Empty when all is well. */
export function adviceFor(use: ImageUse, original: { width: number; height: number; bytes: number }, focus?: Focus): string[] {
  const advice: string[] = [];
  const box = cropBox(original.width, original.height, use.aspect, focus);
  const largest = largestWidth(use);
  const aspect = use.aspect ?? original.width / original.height;
  if (box.width < largest) {
    const scale = largest / box.width;
    advice.push(
      `${original.width}×${original.height} px, shown up to ${largest}×${Math.round(largest / aspect)} px on 3× screens: ` +
        `an original of ${Math.ceil(original.width * scale)}×${Math.round(original.height * scale)} px or more would be sharp there`,
    );
  }
  if (original.width * original.height > 40_000_000 || original.bytes > 20_000_000) {
    advice.push(
      `is huge (${original.width}×${original.height}, ${megabytes(original.bytes)}): it works, but slows the first build; ` +
        `${largest * 2} px wide is plenty`,
    );
  }
  return [...advice, ...cropAdvice(use, original, focus)];
}

/**
 * What the owner is told when more than 10 % of an original of `width`×`height` does not show
 * (its place has another shape) and no focus says what stays: of a photo, cropped in its files,
 * and of a drawing (SVG), which the browser crops the same way (object-fit: cover).
 */
export function cropAdvice(use: ImageUse, original: { width: number; height: number }, focus?: Focus): string[] {
  if (use.aspect === null || focus !== undefined) return [];
  const { aspect } = use;
  const box = cropBox(original.width, original.height, aspect, focus);
  const lost = 1 - (box.width * box.height) / (original.width * original.height);
  if (lost <= 0.1) return [];
  // The whole loss, then each side's half of it: "25% at the top and bottom" read as a quarter
  // off each end.
  const [one, other] = original.width / original.height > aspect ? ['left', 'right'] : ['top', 'bottom'];
  const percent = Math.round(lost * 100);
  return [
    `is cropped to ${aspectName(aspect)} around its centre, losing ${percent}% of it, ` +
      `${percent / 2}% at the ${one} and ${percent / 2}% at the ${other}: ` +
      `add "focus" (${focusPoints.filter((f) => f !== 'whole').map((f) => `"${f}"`).join(', ')}) beside "img" to choose what stays, ` +
      `or "whole" to show all of it on white (a logo)`,
  ];
}

function aspectName(aspect: number): string {
  for (let height = 1; height <= 20; height++) {
    const width = aspect * height;
    if (Math.abs(width - Math.round(width)) < 0.01) return `${Math.round(width)}:${height}`;
  }
  return aspect.toFixed(2);
}
