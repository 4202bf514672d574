// fontkit 2.0.4 (pdfkit's shaper, for cv.pdf) stops on, or misreads, three things Noto's files or
// an owner's text do, and a CV whose text met one of them did not build. fontkit exports neither the classes
// involved nor a hook, so `mendFontkit` reaches them through a font and mends each class once, for
// every font.
// `fontkit-mends.test.ts` fails when a new fontkit no longer needs a mend, or moves what it mends.
//
// 1. Mark positioning with no anchor for a base and a mark class ("Cannot read properties of
//    null (reading 'xCoordinate')"). OpenType allows it (a null offset in a MarkBasePos,
//    MarkLigPos or MarkMarkPos subtable): HarfBuzz then treats the subtable as not applying, and
//    the lookup's next subtable may place the mark. Noto Sans Arabic has such gaps (a kasra under
//    a final feh: "عَرَفِ"), as have Noto Sans Gujarati, Gurmukhi, Malayalam, Telugu and Khmer for
//    common letters and signs. Mended: an absent anchor makes the subtable not apply.
// 2. An empty glyph at the end of the glyph table. fontkit reads a glyph's bounding box from its
//    header without checking that the glyph has data; an empty glyph's header is the next
//    glyph's, and for the last glyph there is none. In the fontsource subsets of Noto Sans
//    Sinhala, Gujarati and Kannada the last glyph is the no-break space (U+00A0), in Noto Sans
//    Bengali a mark the shaper inserts. Read from a WOFF file, the font fontkit stopped ("Offset
//    is outside the bounds of the DataView": a no-break space in Sinhala text stopped the CV);
//    from the plain OpenType cv.pdf gives it now (open-font.ts), it reads the bytes after the
//    table as the box (a no-break space 6,947 units tall). Mended: an empty glyph's box is that of
//    its (empty) outline.
// 3. A zero-width joiner or non-joiner (U+200D, U+200C) in text fontkit shapes with its Universal
//    Shaping Engine, Tibetan and Tifinagh here ("Cannot read properties of null (reading
//    'syllable')"): its syllable machine leaves a joiner out of every syllable, and the next step
//    reads the syllable of each glyph. "ཀ\u200d" or "\u200cⴲ" stopped the CV. Mended: such text is
//    laid out again without its joiners, which in these scripts only ask for or against a
//    ligature: its letters are drawn and copied, the joiners left out.
import type { Font } from 'fontkit';

/** What a mark attaches with, as fontkit reads it. */
interface MarkRecord {
  markAnchor: unknown;
}

interface GposProcessor {
  applyLookup(lookupType: number, table: unknown): boolean;
  applyAnchor(markRecord: MarkRecord, baseAnchor: unknown, baseGlyphIndex: number): void;
}

interface TrueTypeGlyph {
  id: number;
  _font: { loca?: { offsets: number[] } };
  _getCBox(internal?: boolean): unknown;
}

const mended = Symbol('mended for fontkit-mends.ts');
type Mendable<T> = T & { [mended]?: true };

/** Thrown by the mended `applyAnchor` before it changes anything, caught by `applyLookup`. */
const noAnchor = Symbol('no anchor');

function mendNullAnchors(font: Font) {
  const processor = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor | null } } })._layoutEngine?.engine?.GPOSProcessor;
  // A font without mark positioning needs nothing.
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as Mendable<GposProcessor>;
  if (prototype[mended]) return;
  const { applyAnchor, applyLookup } = prototype;
  if (typeof applyAnchor !== 'function' || typeof applyLookup !== 'function')
    throw new Error('fontkit has changed: its GPOS processor has no applyAnchor or applyLookup (lib/fonts/fontkit-mends.ts)');
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

function mendEmptyGlyphs(font: Font) {
  // Only TrueType outlines have a glyph table (`loca` holds where each glyph's data starts).
  if (!(font as unknown as TrueTypeGlyph['_font']).loca || font.numGlyphs === 0) return;
  // The class that reads the box from the glyph's header: the first in the glyph's chain to have one.
  let prototype = Object.getPrototypeOf(font.getGlyph(0)) as Mendable<TrueTypeGlyph> | null;
  while (prototype && !Object.hasOwn(prototype, '_getCBox')) prototype = Object.getPrototypeOf(prototype);
  if (!prototype) throw new Error('fontkit has changed: its TrueType glyph has no _getCBox (lib/fonts/fontkit-mends.ts)');
  if (prototype[mended]) return;
  const outline = Object.getPrototypeOf(prototype) as TrueTypeGlyph;
  const { _getCBox: fromHeader } = prototype;
  const { _getCBox: fromOutline } = outline;
  if (typeof fromHeader !== 'function' || typeof fromOutline !== 'function')
    throw new Error('fontkit has changed: its TrueType glyph has no _getCBox (lib/fonts/fontkit-mends.ts)');
  prototype._getCBox = function (internal) {
    const offsets = this._font.loca?.offsets;
    return offsets && offsets[this.id] === offsets[this.id + 1] ? fromOutline.call(this) : fromHeader.call(this, internal);
  };
  prototype[mended] = true;
}

type Layout = Font['layout'];
const joiner = /[\u200c\u200d]/;

function mendJoinersOutsideSyllables(font: Font) {
  let prototype = Object.getPrototypeOf(font) as Mendable<{ layout: Layout }> | null;
  while (prototype && !Object.hasOwn(prototype, 'layout')) prototype = Object.getPrototypeOf(prototype);
  if (!prototype || typeof prototype.layout !== 'function') throw new Error('fontkit has changed: its font has no layout (lib/fonts/fontkit-mends.ts)');
  if (prototype[mended]) return;
  const { layout } = prototype;
  prototype.layout = function (this: Font, text, ...rest) {
    try {
      return layout.call(this, text, ...rest);
    } catch (error) {
      if (typeof text !== 'string' || !joiner.test(text) || !(error instanceof TypeError) || !/reading 'syllable'/.test(error.message)) throw error;
      return layout.call(this, text.replace(new RegExp(joiner, 'g'), ''), ...rest);
    }
  } as Layout;
  prototype[mended] = true;
}

/** Lets fontkit lay out `font`'s text where Noto's files stopped it (above). */
export function mendFontkit(font: Font): void {
  mendNullAnchors(font);
  mendEmptyGlyphs(font);
  mendJoinersOutsideSyllables(font);
}
