// Whether fontkit, cv.pdf's renderer, can read a font file. It cannot read one slice of each
// Chinese package, noto-sans-sc's 101 and noto-sans-tc's 119 (any character threw "Cannot read
// properties of undefined (reading 'tables')", and a CV whose text needed one stopped the build);
// Pango, the social card's, reads both. `fontsFor` skips such a file for the CV and draws its
// characters with the next family that has them, and the build's check of undrawable characters
// (content-coverage.ts) names those none has.
import * as fontkit from 'fontkit';
import type { FontFile } from './script-fonts';

const known = new Map<string, boolean>();

export function fontkitReads({ path }: Pick<FontFile, 'path'>): boolean {
  let reads = known.get(path);
  if (reads === undefined) {
    try {
      (fontkit.openSync(path) as fontkit.Font).hasGlyphForCodePoint(0x20);
      reads = true;
    } catch {
      reads = false;
    }
    known.set(path, reads);
  }
  return reads;
}
