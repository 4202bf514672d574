import { assetUrl } from '@/lib/paths';

interface ContentImageProps {
  /** A path in public/ or an https URL, as written in content/. */
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * 'high': the page's largest image, fetched at once and first in line; 'eager': shown on
   * arrival (above the fold), fetched at once. Left out: lazy, fetched when scrolled near.
   */
  priority?: 'high' | 'eager';
}

/**
 * An image from content/, at the size it was made for. A plain <img>: the static export has no
 * image optimiser, so next/image would only add its client code to every page that shows one.
 */
export function ContentImage({ src, alt, width, height, className, priority }: ContentImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to optimise
    <img
      src={assetUrl(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
