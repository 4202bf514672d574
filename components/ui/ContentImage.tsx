import type { CSSProperties } from 'react';
import { definedProps } from '@/lib/defined-props';
import { prepareImage } from '@/lib/images/process';
import { imageUses, largestWidth, objectPosition, sizesAttribute, type Focus, type ImageUseName } from '@/lib/images/uses';
import { assetUrl } from '@/lib/paths';
import { Picture } from './Picture';

interface ContentImageProps {
  /** A path in public/ or an https URL, as written in content/. */
  src: string;
  alt: string;
  /** The language `alt` is written in, when it is not the page's (content/schemas.ts, itemLang). */
  lang?: string;
  /** Where it is shown: decides the files' widths, `sizes` and the crop (lib/images/uses.ts). */
  use: ImageUseName;
  focus?: Focus;
  className?: string;
  /**
   * 'high': the page's largest image, fetched at once and first in line (the build preloads it
   * from <head>: scripts/first-paint/image-preload.ts). Left out: lazy, fetched when scrolled near.
   */
  priority?: 'high';
}

/** The URL all of an image's files share up to their width (`…/name-hash-` for `…/name-hash-480.avif`). */
function stemOf(files: { url: string; width: number }[], format: 'avif' | 'webp'): string {
  const [first] = files;
  const stem = first ? first.url.slice(0, -`${first.width}.${format}`.length) : '';
  if (!first || files.some(({ url, width }) => url !== `${stem}${width}.${format}`)) {
    throw new Error(`lib/images/process.ts names its ${format} files differently: ${files.map(({ url }) => url).join(', ')}`);
  }
  return stem;
}

/**
 * What a picture with transparent parts (a logo, mostly) is shown on, in both themes: the card's
 * own colour behind it in the dark theme (rgb(24 34 58)) left a logo drawn in dark ink at 1.12:1,
 * unseen, and an owner who looks at the site in the light theme never saw it. On white, as on
 * paper, a logo shows in either theme as it does in the light one.
 */
const transparentGround = '#fff';

/**
 * An image from content/, as a pre-rendered <picture> (./Picture.tsx): AVIF at the widths its use
 * needs and one WebP for browsers without AVIF, made at build time by lib/images/ (the static
 * export has no image optimiser, and next/image would only add client code). The browser picks
 * the file from `sizes`; width and height come from the file, so the box is reserved before it
 * arrives, and a blurred preview or the picture's colour is painted in it meanwhile. SVG and
 * images on other hosts are shown from their own files, cropped where the focus says, on white.
 */
export async function ContentImage({ src, alt, lang, use, focus, className, priority }: ContentImageProps) {
  const image = await prepareImage(src, use, focus);
  if (image.kind !== 'raster') {
    const loading = priority ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
    const { aspect } = imageUses[use];
    // Another host's file cannot be measured here: the use's shape reserves the box instead.
    const width = image.kind === 'svg' ? image.width : largestWidth(imageUses[use]);
    const height = image.kind === 'svg' ? image.height : Math.round(width / (aspect ?? 1));
    // The browser crops it to its place's shape (object-fit: cover): where the owner's focus says,
    // as a photo's files are cropped (only said when it is not the centre, as for a photo).
    const position = objectPosition(focus);
    // A drawing, or another host's picture, may be a logo on a transparent ground: on white, as a
    // transparent photo is (below).
    const style: CSSProperties = {
      ...(position === 'center center' ? {} : { objectPosition: position }),
      ...(focus === 'whole' ? { objectFit: 'contain' as const } : {}),
      backgroundColor: transparentGround,
    };
    return (
      // eslint-disable-next-line @next/next/no-img-element -- see above
      <img src={assetUrl(image.src)} alt={alt} {...definedProps({ lang, style })} width={width} height={height} className={className} {...loading} />
    );
  }
  const sizes = sizesAttribute(imageUses[use]);
  // While the file loads, images fetched at once (seen as the page opens) paint a blurred
  // preview, lazy ones (usually loaded before they are scrolled to) just their dominant colour:
  // the preview's ~150 incompressible bytes, twice in the HTML, would add up on a page of 40
  // cards. Either stays under the picture once it has arrived: only opaque originals get one; one
  // with transparent parts stands on white (`transparentGround`).
  // The centre is where object-fit crops anyway: said only when the owner chose another focus
  // (on a page of cards, each picture would say it twice, in the HTML and in the payload).
  const style: CSSProperties = image.objectPosition === 'center center' ? {} : { objectPosition: image.objectPosition };
  if (priority && image.preview) Object.assign(style, { backgroundImage: `url(${image.preview})`, backgroundSize: 'cover' });
  else style.backgroundColor = image.color ?? transparentGround;
  if (stemOf(image.webp, 'webp') !== stemOf(image.avif, 'avif')) throw new Error(`lib/images/process.ts gave ${src} files of two names`);
  const stem = assetUrl(stemOf(image.avif, 'avif'));
  const widths = image.avif.map(({ width }) => width);
  return (
    <Picture
      stem={stem}
      widths={widths}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      style={style}
      {...definedProps({ lang, priority })}
    />
  );
}
