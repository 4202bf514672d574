import type { CSSProperties } from 'react';
import { prepareImage } from '@/lib/images/process';
import { imageUses, largestWidth, sizesAttribute, type Focus, type ImageUseName } from '@/lib/images/uses';
import { assetUrl } from '@/lib/paths';

interface ContentImageProps {
  /** A path in public/ or an https URL, as written in content/. */
  src: string;
  alt: string;
  /** Where it is shown: decides the files' widths, `sizes` and the crop (lib/images/uses.ts). */
  use: ImageUseName;
  focus?: Focus;
  className?: string;
  /**
   * 'high': the page's largest image, fetched at once and first in line; 'eager': shown on
   * arrival (above the fold), fetched at once. Left out: lazy, fetched when scrolled near.
   */
  priority?: 'high' | 'eager';
}

const srcset = (files: { url: string; width: number }[]) => files.map(({ url, width }) => `${assetUrl(url)} ${width}w`).join(', ');

/**
 * An image from content/, as a server-rendered <picture>: AVIF, then WebP, each at the widths
 * its use needs (made at build time by lib/images/; the static export has no image optimiser and
 * next/image would only add client code). The browser picks the file from `sizes`; width and
 * height come from the file, so the box is reserved before it arrives, and a blurred preview or
 * the picture's colour is painted in it meanwhile. SVG and images on other hosts are shown as they are.
 */
export async function ContentImage({ src, alt, use, focus, className, priority }: ContentImageProps) {
  const image = await prepareImage(src, use, focus);
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority === 'high' ? 'high' : undefined,
    decoding: 'async',
  } as const;
  if (image.kind !== 'raster') {
    const { aspect } = imageUses[use];
    // Another host's file cannot be measured here: the use's shape reserves the box instead.
    const width = image.kind === 'svg' ? image.width : largestWidth(imageUses[use]);
    const height = image.kind === 'svg' ? image.height : Math.round(width / (aspect ?? 1));
    return (
      // eslint-disable-next-line @next/next/no-img-element -- see above
      <img src={assetUrl(image.src)} alt={alt} width={width} height={height} className={className} {...loading} />
    );
  }
  const sizes = sizesAttribute(imageUses[use]);
  // While the file loads, images fetched at once (seen as the page opens) paint a blurred
  // preview, lazy ones (usually loaded before they are scrolled to) just their dominant colour:
  // the preview's ~150 incompressible bytes, twice in the HTML, would add up on a page of 40
  // cards. Either stays under the picture once it has arrived: only opaque originals get one.
  const style: CSSProperties = { objectPosition: image.objectPosition };
  if (priority && image.preview) Object.assign(style, { backgroundImage: `url(${image.preview})`, backgroundSize: 'cover' });
  else if (image.color) style.backgroundColor = image.color;
  // The fallback <img src>, for browsers without srcset: a middle width.
  const fallback = image.webp[Math.floor((image.webp.length - 1) / 2)]!;
  return (
    // display: contents leaves the <img> where the layout expects it, as if there were no <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={srcset(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(image.webp)} sizes={sizes} />
      <img
        src={assetUrl(fallback.url)}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        style={style}
        {...loading}
      />
    </picture>
  );
}
