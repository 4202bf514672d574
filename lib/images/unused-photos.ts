// Photos in public/ that no content file names. Next copies everything in public/ into the
// export, so a photo the owner replaced, or dropped in and never named, is published as it is
// and uploaded again by every deploy (GitHub Pages takes a site of up to 1 GB), with the place it
// was taken if the phone wrote it in (gps-position.ts). Files big enough to matter are named, and
// any that says where it was taken: the site's own icons and the small files an owner links by
// hand are not worth a line.
import { closeSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { Content } from '@/content/schemas';
import { imageExtensions, imageFilePath } from '@/content/image-files';
import { contentImages } from './content-images';
import { exifSearchBytes, hasGpsPosition } from './gps-position';
import { fileSize } from './megabytes';
import { isRemote } from './process';
import { variantsUrl } from './variants-url.mjs';

/** From this size on, an image file no content names is reported. */
const unusedPhotoBytes = 1_000_000;

/**
 * What counts as a photo: the types the site takes, and those it refuses but an owner may have
 * dropped in beside (an iPhone's HEIC, saved again as the JPEG the build asks for; a GIF).
 */
const photoExtensions: readonly string[] = [...imageExtensions, '.heic', '.heif', '.gif'];

/** Everything under `dir`, as paths from it with "/" between folders. */
function pathsUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => path.split(sep).join('/'));
  } catch {
    // No public/ (a site of https:// images only), or a folder it may not read: nothing to name.
    return [];
  }
}

/**
 * The first and the last bytes of `file`, `size` bytes long, where its Exif data is: before the
 * picture in a JPEG, a PNG or an iPhone's HEIC, after it in a WebP and in HEIC written by libheif.
 */
function ends(file: string, size: number): Buffer {
  const descriptor = openSync(file, 'r');
  try {
    const read = (at: number, length: number) => {
      const bytes = Buffer.alloc(length);
      return bytes.subarray(0, readSync(descriptor, bytes, 0, length, at));
    };
    return size <= 2 * exifSearchBytes ? read(0, size) : Buffer.concat([read(0, exifSearchBytes), read(size - exifSearchBytes, exifSearchBytes)]);
  } finally {
    closeSync(descriptor);
  }
}

export interface UnusedPhoto {
  /** From public/, with "/" between folders. */
  path: string;
  bytes: number;
  /** Whether it says where it was taken (its GPS position). */
  located: boolean;
}

/**
 * The image files in `publicDir` that `content` does not name, of 1 MB or more or saying where
 * they were taken, biggest first; the variants the image step made (public/_img/) are the site's own.
 */
export function unusedPhotos(content: Content, publicDir: string): UnusedPhoto[] {
  const named = new Set(contentImages(content).flatMap(({ src }) => (isRemote(src) ? [] : [imageFilePath(src).normalize('NFC')])));
  const variants = variantsUrl.replace(/^\/+|\/+$/g, '');
  return pathsUnder(publicDir)
    .filter((path) => !path.startsWith(`${variants}/`) && photoExtensions.includes(extname(path).toLowerCase()))
    .filter((path) => !named.has(path.normalize('NFC')))
    .map((path) => ({ path, stat: statSync(join(publicDir, path)) }))
    .filter(({ stat }) => stat.isFile())
    .map(({ path, stat }) => ({ path, bytes: stat.size, located: hasGpsPosition(ends(join(publicDir, path), stat.size)) }))
    .filter(({ bytes, located }) => bytes >= unusedPhotoBytes || located)
    .sort((a, b) => b.bytes - a.bytes);
}

/** The owner's line about each of `photos` (paths from public/, whose name `publicName` is as shown). */
export function unusedPhotoLines(photos: UnusedPhoto[], publicName = 'public'): string[] {
  return photos.map(
    ({ path, bytes, located }) =>
      `${publicName}/${path} (${fileSize(bytes)}) is named by no content file, and is published as it is` +
      `${located ? ', with the place it was taken (its GPS position) in it' : ''}: delete it if the site no longer shows it`,
  );
}
