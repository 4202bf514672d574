// cv.pdf's renderer, fontkit, reads WOFF files, but not every one: two slices of the Chinese
// packages, noto-sans-sc's 101 and noto-sans-tc's 119, threw "Cannot read properties of undefined
// (reading 'tables')" for any character, and until 2026-11-28 the CV drew their characters with
// another family: a Taiwanese CV's commonest characters and its "，" and "。" (all in slice 119)
// in simplified Chinese shapes, and a few rare surnames (骆, 聂) as boxes. Given the same font as
// plain OpenType (woff-to-ttf.ts, as the social card's renderer gets it), fontkit reads every
// regular and bold file of the packages (all 1,189 of them, checked on 2026-11-28).
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { woffToTtf } from './woff-to-ttf';

/** A package's font file as fontkit reads it, and the OpenType data to embed (pdfkit's `registerFont`). */
export function openFont(path: string): { font: fontkit.Font; data: Buffer } {
  const data = woffToTtf(readFileSync(path));
  return { font: fontkit.create(data) as fontkit.Font, data };
}
