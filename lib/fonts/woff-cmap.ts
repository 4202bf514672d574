// Which characters a WOFF 1.0 font has a glyph for, read from its cmap table (OpenType spec,
// "cmap — Character to Glyph Index Mapping Table": formats 4 and 12). A subset's unicode-range in
// its package's CSS is not that list: the Chinese and Japanese packages share Google's slices,
// which name Armenian and Thai letters the files do not have. And fontkit cannot read the cmap of
// some of those files at all (it threw on noto-sans-sc's slice 101 for "ย").
import { readFileSync } from 'node:fs';
import { woffTables } from './woff-tables';

/** The cmap table of a WOFF file, uncompressed. */
function cmapTable(woff: Buffer): Buffer | undefined {
  return woffTables(woff)
    .tables.find(({ tag }) => tag.toString('latin1') === 'cmap')
    ?.data();
}

/** A test for one subtable: format 12 (any character) or format 4 (the Basic Multilingual Plane). */
function subtableTest(cmap: Buffer, at: number): ((code: number) => boolean) | undefined {
  const format = cmap.readUInt16BE(at);
  if (format === 12) {
    const groups = cmap.readUInt32BE(at + 12);
    return (code) => {
      for (let i = 0; i < groups; i++) {
        const group = at + 16 + i * 12;
        if (code >= cmap.readUInt32BE(group) && code <= cmap.readUInt32BE(group + 4)) return true;
      }
      return false;
    };
  }
  if (format === 4) {
    const segments = cmap.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      if (code > 0xffff) return false;
      for (let i = 0; i < segments; i++) {
        if (code > cmap.readUInt16BE(ends + i * 2)) continue;
        const start = cmap.readUInt16BE(starts + i * 2);
        if (code < start) return false;
        const delta = cmap.readInt16BE(deltas + i * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + i * 2);
        if (rangeOffset === 0) return ((code + delta) & 0xffff) !== 0;
        const glyph = cmap.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (code - start) * 2);
        return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
      }
      return false;
    };
  }
  return undefined;
}

/**
 * A test of whether the WOFF file at `path` has a glyph for a character: by its Unicode subtable,
 * the full one (format 12) where it has one.
 */
export function woffGlyphTest(path: string): (code: number) => boolean {
  const cmap = cmapTable(readFileSync(path));
  if (!cmap) return () => false;
  const records = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + i * 8),
    encoding: cmap.readUInt16BE(6 + i * 8),
    offset: cmap.readUInt32BE(8 + i * 8),
  }));
  // Unicode (platform 0) or Windows Unicode (3, 1: the BMP; 3, 10: all of it).
  const unicode = records.filter(({ platform, encoding }) => platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)));
  const tests = unicode.map(({ offset }) => ({ format: cmap.readUInt16BE(offset), test: subtableTest(cmap, offset) }));
  const best = tests.find(({ format, test }) => format === 12 && test) ?? tests.find(({ test }) => test);
  return best?.test ?? (() => false);
}
