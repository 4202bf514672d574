// The text of one of the owner's content files, from its bytes. Editors save JSON in more than one
// encoding, and the owner cannot see which: UTF-8 with or without a byte-order mark (Windows
// Notepad writes one) and UTF-16 (Notepad's "Unicode", which writes one too) are read as they are.
// Anything else, an editor's "ANSI" or "Western (Windows 1252)" above all, is refused where its
// first letter outside ASCII is: read as UTF-8, "Amára" would be published as "Am�ra".
// Plain JavaScript: lib/site-url.mjs reads content/site.json with it before TypeScript is compiled.

// Node's own decoder, not the global one: a test in a browser-like environment (jsdom) renders
// pages that read their content, and has none.
import { TextDecoder } from 'node:util';

const utf8 = () => new TextDecoder('utf-8', { fatal: true });

/**
 * Windows-1252's letters at 0x80–0x9F, where it differs from Latin-1 (Node's TextDecoder reads
 * "windows-1252" as Latin-1 there). U+FFFD for its five unused bytes.
 */
const windows1252High = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';

/** @param {Uint8Array} bytes */
function asWindows1252(bytes) {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? windows1252High[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/**
 * Where the first byte sequence that is not UTF-8 starts, as an index into `bytes`: a streaming
 * decoder fed one byte at a time throws at the byte that makes the sequence invalid, which may
 * follow the sequence's first byte ("á" in Windows-1252 is 0xE1, which UTF-8 takes as the start of
 * a three-byte letter until the next byte shows it is not).
 * @param {Uint8Array} bytes
 */
function firstNonUtf8(bytes) {
  const decoder = utf8();
  let start = 0;
  let pending = false;
  for (let index = 0; index < bytes.length; index++) {
    if (!pending) start = index;
    try {
      pending = decoder.decode(bytes.subarray(index, index + 1), { stream: true }) === '';
    } catch {
      return pending ? start : index;
    }
  }
  // Only a sequence cut off by the end of the file is left.
  return start;
}

/**
 * The file's text, or, when its bytes are not UTF-8 or UTF-16, what to tell the owner and where:
 * `offset` is an index into `text`, which is then the file read as Windows-1252 (one letter a
 * byte), so that the line shown under the message reads as the owner's editor shows it.
 * @param {Uint8Array} bytes
 * @returns {{ text: string; problem?: undefined } | { text: string; problem: { offset: number; message: string } }}
 */
export function contentFileText(bytes) {
  // A JSON file starts with "{" or white space, one byte in UTF-8 and two in UTF-16, one of them 0.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] !== 0 && bytes[1] === 0)) return { text: new TextDecoder('utf-16le').decode(bytes) };
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0 && bytes[1] !== 0)) return { text: new TextDecoder('utf-16be').decode(bytes) };
  // The decoder takes off a UTF-8 byte-order mark.
  const decoder = utf8();
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    const offset = firstNonUtf8(bytes);
    const text = asWindows1252(bytes);
    const byte = `0x${bytes[offset]?.toString(16).toUpperCase().padStart(2, '0')}`;
    const letter = text[offset] === '\uFFFD' ? '' : ` ("${text[offset]}" in "Western (Windows 1252)", also called "ANSI")`;
    return {
      text,
      problem: {
        offset,
        message:
          `the file is not saved as UTF-8, the encoding the site reads: the byte ${byte} here${letter} would show as "�" on the site. ` +
          'Save the file with the encoding UTF-8 and build again (VS Code: click the encoding in the status bar, then "Save with Encoding", "UTF-8"; ' +
          'Notepad: "Save as", Encoding "UTF-8"; TextEdit: "Save As", Plain Text Encoding "Unicode (UTF-8)")',
      },
    };
  }
}
