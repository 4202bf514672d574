'use client';

import type { CSSProperties } from 'react';
import { avifSrcSet, fallbackWidth } from '@/lib/images/file-names';

export interface PictureProps {
  /** The files' URL up to their width: `${stem}${width}.avif`, and the one `.webp` (lib/images/process.ts). */
  stem: string;
  /** The AVIF widths made, narrowest first. */
  widths: number[];
  sizes: string;
  alt: string;
  /** The language of `alt`, when it is not the page's. */
  lang?: string;
  width: number;
  height: number;
  className?: string;
  style: CSSProperties;
  /** See ContentImage. */
  priority?: 'high';
}

/**
 * A content photo as a <picture>: AVIF at every width made, the browser picking by `sizes`, and
 * for browsers without AVIF (Safari before 16.4) one WebP, the `src`. A second <source> giving
 * WebP every width too cost ~0.9 KiB gzipped per page of twelve cards, and took the `fixture`
 * set's card pages past the first round trip's 14 KiB, for a few old browsers that still get a
 * sharp picture from the middle width (docs/images.md).
 *
 * A client component with no state or effect, for one reason: the page's RSC payload then carries
 * these few props, not the whole markup. The srcset came twice per page otherwise (in the HTML and
 * in the payload).
 */
export function Picture({ stem, widths, sizes, alt, lang, width, height, className, style, priority }: PictureProps) {
  return (
    // display: contents leaves the <img> where the layout expects it, as if there were no <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet(stem, widths)} sizes={sizes} />
      <img
        src={`${stem}${fallbackWidth(widths)}.webp`}
        alt={alt}
        lang={lang}
        width={width}
        height={height}
        className={className}
        style={style}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority}
        decoding="async"
      />
    </picture>
  );
}
