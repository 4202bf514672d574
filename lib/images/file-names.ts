// How a content photo's files are named and listed, in one place for the files the build makes
// (./process.ts), the <picture> (components/ui/Picture.tsx, a client component) and the preload
// of the largest one (components/ui/ContentImage.tsx, a Server Component): a module of its own,
// as a Server Component cannot call functions from a 'use client' file.

/** The `srcset` of the AVIF files `${stem}${width}.avif`, with no optional spaces (a card page writes it twice per card). */
export const avifSrcSet = (stem: string, widths: readonly number[]) => widths.map((width) => `${stem}${width}.avif ${width}w`).join(',');

/**
 * The one width made in WebP for a plain `src`: the file browsers without AVIF show (and a
 * preload's href). A middle one: the widths run from a 1× office screen to a 3× phone, and the
 * middle is about a phone's 2×.
 */
export const fallbackWidth = (widths: readonly number[]) => widths[Math.floor((widths.length - 1) / 2)]!;
