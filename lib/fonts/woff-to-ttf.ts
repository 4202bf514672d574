// WOFF 1.0 is an OpenType font with each table zlib-compressed; fontconfig does not read it, so
// the social card's renderer gets the plain font back (https://www.w3.org/TR/WOFF/).
import { woffTables } from './woff-tables';

export function woffToTtf(woff: Buffer): Buffer {
  const { flavor, tables: directory } = woffTables(woff);
  const count = directory.length;
  const tables = directory.map(({ tag, checksum, data }) => ({ tag, checksum, data: data() }));
  const log2 = Math.floor(Math.log2(count));
  const searchRange = 2 ** log2 * 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const entry = 12 + i * 16;
    tag.copy(header, entry);
    header.writeUInt32BE(checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
