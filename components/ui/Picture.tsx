'use client';

import type { CSSProperties } from 'react';
import { middleWidth, srcSetOf } from './picture-files';

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
  const fallback = middleWidth(widths);
  return (
    // display: contents leaves the <img> where the layout expects it, as if there were no <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetOf(stem, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(stem, widths, 'webp')} sizes={sizes} />
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
