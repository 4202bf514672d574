// fontkit 2.0.4 (pdfkit's shaper, for cv.pdf) stops with "Cannot read properties of null (reading
// 'xCoordinate')" when a font's mark positioning has no anchor for a base and a mark class. OpenType
// allows that (a null offset in a MarkBasePos, MarkLigPos or MarkMarkPos subtable): HarfBuzz then
// treats the subtable as not applying, and the next subtable of the lookup may place the mark. Noto
// Sans Arabic has such gaps (a kasra under a final feh: "عَرَفِ"), as have Noto Sans Gujarati,
// Gurmukhi, Malayalam, Telugu and Khmer for common letters and signs: a CV with one of them did not build.
//
// fontkit exports neither its GPOS processor nor a hook, so this reaches it through a font's layout
// engine and mends its class once: an absent anchor makes the subtable not apply, as in HarfBuzz.
// `fontkit-anchors.test.ts` fails if an update of fontkit moves what this mends.
import type { Font } from 'fontkit';

/** What a mark attaches with, as fontkit reads it. */
interface MarkRecord {
  markAnchor: unknown;
}

interface GposProcessor {
  applyLookup(lookupType: number, table: unknown): boolean;
  applyAnchor(markRecord: MarkRecord, baseAnchor: unknown, baseGlyphIndex: number): void;
}

/** Thrown by the mended `applyAnchor` before it changes anything, caught by `applyLookup`. */
const noAnchor = Symbol('no anchor');
const mended = Symbol('null anchors mended');

/** The GPOS processor of `font`'s layout engine, when the font has one. */
function gposProcessorOf(font: Font): GposProcessor | undefined {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor | null } } })._layoutEngine?.engine;
  return engine?.GPOSProcessor ?? undefined;
}

/**
 * Lets fontkit lay out `font`'s text where its mark positioning has gaps. A font without mark
 * positioning needs nothing; fontkit's class is mended once for every font.
 */
export function mendNullAnchors(font: Font): void {
  const processor = gposProcessorOf(font);
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as GposProcessor & { [mended]?: true };
  if (prototype[mended]) return;
  const { applyAnchor, applyLookup } = prototype;
  if (typeof applyAnchor !== 'function' || typeof applyLookup !== 'function')
    throw new Error('fontkit has changed: its GPOS processor has no applyAnchor or applyLookup (lib/fonts/fontkit-anchors.ts)');
  prototype.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) throw noAnchor;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  prototype.applyLookup = function (lookupType, table) {
    try {
      return applyLookup.call(this, lookupType, table);
    } catch (error) {
      if (error === noAnchor) return false;
      throw error;
    }
  };
  prototype[mended] = true;
}
