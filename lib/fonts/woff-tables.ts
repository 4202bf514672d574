// The table directory of a WOFF 1.0 font (https://www.w3.org/TR/WOFF/, "Table Directory"): an
// OpenType font with each table zlib-compressed. Read by the cmap reader (woff-cmap.ts) and by the
// conversion back to a plain font (woff-to-ttf.ts).
import { inflateSync } from 'node:zlib';

export interface WoffTable {
  /** The table's four-letter tag ("cmap"), as it is written in the file. */
  tag: Buffer;
  /** The checksum of the table uncompressed, as OpenType's directory writes it. */
  checksum: number;
  /** The table uncompressed, inflated when asked: the cmap reader wants one table of a CJK slice whose glyphs are large. */
  data: () => Buffer;
}

/** The font's flavour (OpenType's sfnt version) and its tables, in the directory's order. */
export function woffTables(woff: Buffer): { flavor: number; tables: WoffTable[] } {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i): WoffTable => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: () => (compressed < original ? inflateSync(raw) : raw) };
  });
  return { flavor: woff.readUInt32BE(4), tables };
}
