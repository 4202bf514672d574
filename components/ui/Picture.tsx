'use client';

import type { CSSProperties } from 'react';

export interface PictureProps {
  /** The files' URL up to their width: `${stem}${width}.avif` and `.webp` (lib/images/process.ts). */
  stem: string;
  /** The widths made, narrowest first; the same for both formats. */
  widths: number[];
  sizes: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  style: CSSProperties;
  /** See ContentImage. */
  priority?: 'high' | 'eager';
}

/**
 * A content photo as a <picture>: AVIF, then WebP, each at every width made, the browser picking
 * by `sizes`. A client component with no state or effect, for one reason: the page's RSC payload
 * then carries these few props, not the whole markup. A picture's sixteen srcset entries came
 * twice per page otherwise (in the HTML and in the payload), ~1.2 KB each time, and a page of
 * cards passed the first round trip's 14 KiB (docs/performance.md).
 */
export function Picture({ stem, widths, sizes, alt, width, height, className, style, priority }: PictureProps) {
  const srcSet = (format: 'avif' | 'webp') => widths.map((w) => `${stem}${w}.${format} ${w}w`).join(', ');
  // The fallback <img src>, for browsers without srcset: a middle width.
  const fallback = widths[Math.floor((widths.length - 1) / 2)]!;
  return (
    // display: contents leaves the <img> where the layout expects it, as if there were no <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={`${stem}${fallback}.webp`}
        alt={alt}
        width={width}
        height={height}
        className={className}
        style={style}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
