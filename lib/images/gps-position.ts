// Whether an image file says where it was taken. A phone writes the place (latitude and
// longitude: its GPS tags) into every photo's Exif data, often the owner's home; the site's own
// files of a photo carry none (lib/images/process.ts writes them without metadata), but a photo
// left in public/ is published as it is, and anyone can read the place out of it.
//
// Exif is a TIFF structure, in a JPEG's APP1 segment, a PNG's eXIf chunk, a WebP's EXIF chunk or
// a HEIC's Exif item alike: found by its header ("II*\0" or "MM\0*"), its first directory is read
// for the pointer to the GPS directory (tag 0x8825), and that one for a latitude (tag 0x0002).

/** How much of each end of a file is searched for its Exif data (before the picture or after it, by format). */
export const exifSearchBytes = 512 * 1024;

const gpsDirectoryTag = 0x8825;
const latitudeTag = 0x0002;

/** The tags of the TIFF directory at `offset` (from the TIFF header at `start`), with their values' fields. */
function directory(bytes: Buffer, start: number, offset: number, little: boolean): Map<number, number> | undefined {
  const at = start + offset;
  if (offset < 8 || at + 2 > bytes.length) return undefined;
  const count = little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at);
  if (count === 0 || count > 512 || at + 2 + count * 12 > bytes.length) return undefined;
  const tags = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const entry = at + 2 + i * 12;
    const tag = little ? bytes.readUInt16LE(entry) : bytes.readUInt16BE(entry);
    tags.set(tag, little ? bytes.readUInt32LE(entry + 8) : bytes.readUInt32BE(entry + 8));
  }
  return tags;
}

/** Whether `bytes` (the start of an image file) hold Exif data with a GPS latitude. */
export function hasGpsPosition(bytes: Buffer): boolean {
  // A TIFF header in either byte order: Intel's (little-endian) or Motorola's.
  for (const [header, little] of [['II*\0', true], ['MM\0*', false]] as const) {
    for (let start = bytes.indexOf(header, 0, 'latin1'); start >= 0; start = bytes.indexOf(header, start + 1, 'latin1')) {
      if (gpsIn(bytes, start, little)) return true;
    }
  }
  return false;
}

function gpsIn(bytes: Buffer, start: number, little: boolean): boolean {
  if (start + 8 > bytes.length) return false;
  const first = directory(bytes, start, little ? bytes.readUInt32LE(start + 4) : bytes.readUInt32BE(start + 4), little);
  const gpsOffset = first?.get(gpsDirectoryTag);
  if (gpsOffset === undefined) return false;
  return directory(bytes, start, gpsOffset, little)?.has(latitudeTag) ?? false;
}
