// How a content photo's files are named and listed, for the <picture> (./Picture.tsx, a client
// component) and the preload of the largest one (./ContentImage.tsx, a Server Component): a
// module of its own, as a Server Component cannot call functions from a 'use client' file.

/** The `srcset` of the files `${stem}${width}.${format}`, with no optional spaces (a card page writes it 24 times). */
export const srcSetOf = (stem: string, widths: readonly number[], format: 'avif' | 'webp') =>
  widths.map((width) => `${stem}${width}.${format} ${width}w`).join(',');

/** The width for a plain `src` (browsers without srcset, a preload's href): a middle one. */
export const middleWidth = (widths: readonly number[]) => widths[Math.floor((widths.length - 1) / 2)]!;
