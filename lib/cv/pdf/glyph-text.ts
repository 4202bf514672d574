// What a PDF reader gives back when the CV's text is copied, searched or parsed (an applicant
// tracking system reads the PDF's text, not its picture): each glyph code of an embedded font
// stands for the characters its font's ToUnicode map gives it, one text per code. A font that
// draws several letters with one glyph needs one code per use. Noto Sans Arabic draws ب ت ث ن ي
// (and ف ق, ج ح خ, and their Persian cousins) as one dotless shape with the dots as marks, and
// two things made every later letter read as the first one to use the shape:
// - fontkit keeps one Glyph object per glyph, made with the characters of its first use, and hands
//   it back for every later use (the shaper knows the right characters, then drops them);
// - pdfkit gives each glyph one code, and that code the characters of its first use.
// So "تطبيقات" was copied as "تطنيقات" and "پروژه‌های گوناگون" as "ترورههاى كوباكون", while the
// page showed them right.
//
// Here each use of a glyph keeps the characters it was shaped from, and a glyph used for other
// characters than before gets a code of its own in the font subset: a copy of the same outline
// (185 bytes more on a one-page Arabic CV, all copies together), mapped back to what it was drawn
// for. The marks that carry the dots map to no characters, as before. pdfkit's font object is
// private: if it changes shape, this does nothing, and lib/cv/pdf/render.test.ts, which copies an
// Arabic and Persian paragraph back, fails.
import type { Glyph } from 'fontkit';

/** The parts of pdfkit's embedded font (its `EmbeddedFont`) that encoding a run touches. */
interface EmbeddedFont {
  /** fontkit's font, which shapes the runs. */
  font: { getGlyph(id: number, codePoints?: number[]): Glyph | null };
  /** A run's glyphs, and how far each moves the pen. */
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: { xAdvance: number }[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
  /** fontkit's subset: the glyphs embedded, in code order, and the code of each glyph's first use. */
  subset: { glyphs: number[]; mapping: Record<number, number | undefined>; includeGlyph(glyph: number): number };
  /** Each code's advance and characters (its ToUnicode entry), by code. */
  widths: number[];
  unicode: number[][];
  scale: number;
}

/**
 * fontkit's layout engine (one per font, made on its first use): shapes a run, then shows each
 * invisible format character left over (U+200C ZERO WIDTH NON-JOINER, U+200D ZERO WIDTH JOINER,
 * a soft hyphen, a direction mark) as the space glyph with no advance.
 */
interface LayoutEngine {
  font: { glyphForCodePoint(codePoint: number): Glyph };
  isDefaultIgnorable(codePoint: number | undefined): boolean;
  hideDefaultIgnorables(glyphs: Glyph[], positions: { xAdvance: number; yAdvance: number }[]): void;
}

const patched = new WeakSet<object>();

const mark = /\p{M}/u;

const sameCharacters = (a: number[], b: number[]) => a.length === b.length && a.every((code, index) => code === b[index]);

const isLayoutEngine = (engine: unknown): engine is LayoutEngine => {
  const candidate = engine as Partial<LayoutEngine> | undefined;
  return typeof candidate?.hideDefaultIgnorables === 'function' && typeof candidate.isDefaultIgnorable === 'function' && typeof candidate.font?.glyphForCodePoint === 'function';
};

const isEmbeddedFont = (font: unknown): font is EmbeddedFont => {
  const candidate = font as Partial<EmbeddedFont> | undefined;
  return typeof candidate?.layout === 'function' && typeof candidate.font?.getGlyph === 'function' && Array.isArray(candidate.subset?.glyphs) && Array.isArray(candidate.unicode) && Array.isArray(candidate.widths);
};

/**
 * Makes `font` (pdfkit's current font object) give each glyph code one meaning, as above. Fonts
 * pdfkit draws without embedding (its 14 standard fonts) have no subset and are left alone, as
 * is a font already made so.
 */
export function codeEachGlyphUse(font: unknown): void {
  // Called at every choice of a font, for every run measured or drawn: the cheap test first.
  if (patched.has(font as object) || !isEmbeddedFont(font)) return;
  patched.add(font);
  // fontkit asks for the Glyph of each shaped glyph with the characters it stands for: a view of
  // its one Glyph object with those characters, every other property read through to it.
  const getGlyph = font.font.getGlyph.bind(font.font);
  font.font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (!glyph || sameCharacters(glyph.codePoints, codePoints)) return glyph;
    // What fontkit's Glyph works out from its characters, worked out again from these.
    return Object.create(glyph, {
      codePoints: { value: codePoints, enumerable: true },
      isMark: { value: codePoints.length > 0 && codePoints.every((code) => mark.test(String.fromCodePoint(code))), enumerable: true },
      isLigature: { value: codePoints.length > 1, enumerable: true },
    }) as Glyph;
  };
  // fontkit puts the space glyph, characters and all, in place of an invisible format character,
  // so a copy gave back a space for it: "پروژه‌های" (one word, its non-joiner keeping ه and ه
  // apart) came back as two words, "پروژه های". The space's glyph, still drawn with no advance,
  // now keeps the character it stands for, and gets a code of its own below, as wide as it is
  // drawn (a reader that took it for a space's width took the gap after it for none). The
  // engine is fontkit's private too: changed, this does nothing, and the Persian test fails.
  const engine = (font.font as { _layoutEngine?: unknown })._layoutEngine;
  if (isLayoutEngine(engine)) {
    engine.hideDefaultIgnorables = function hideDefaultIgnorables(glyphs, positions) {
      const space = this.font.glyphForCodePoint(0x20);
      glyphs.forEach((glyph, index) => {
        if (!this.isDefaultIgnorable(glyph.codePoints[0])) return;
        const hidden = font.font.getGlyph(space.id, glyph.codePoints) ?? space;
        glyphs[index] = Object.create(hidden, { advanceWidth: { value: 0, enumerable: true } }) as Glyph;
        positions[index]!.xAdvance = 0;
        positions[index]!.yAdvance = 0;
      });
    };
  }
  /** The code given to each glyph drawn for each text: `${glyph id} ${code points}`. */
  const codes = new Map<string, number>();
  const hex = (code: number) => code.toString(16).padStart(4, '0');
  // Noto Sans Thai draws ำ (SARA AM) as two glyphs, those of ํ and า (NIKHAHIT and SARA AA): a
  // ring over the letter before it, and a stroke after it. fontkit gives the vowel's character to
  // the ring, which takes no room, and none to the stroke, which does: a reader took that stretch
  // with no letter in it for a gap between words, and "สำหรับ" was copied as "สำ หรับ" (Noto Sans
  // Lao's ຳ alike). So a glyph with no characters that takes room takes those of the glyph before
  // it, if that one takes none: both start at the same place, so the text reads in the same order,
  // with no gap.
  const takesOver = (glyphs: Glyph[], positions: { xAdvance: number }[], index: number) => {
    const [before, glyph] = [glyphs[index - 1], glyphs[index]];
    return !!before?.codePoints.length && positions[index - 1]!.xAdvance === 0 && glyph?.codePoints.length === 0 && positions[index]!.xAdvance !== 0;
  };
  font.encode = function encode(text, features) {
    const { glyphs: shaped, positions } = this.layout(text, features);
    const glyphs = shaped.map((glyph, index) => {
      if (takesOver(shaped, positions, index)) return this.font.getGlyph(glyph.id, shaped[index - 1]!.codePoints) ?? glyph;
      if (takesOver(shaped, positions, index + 1)) return this.font.getGlyph(glyph.id, []) ?? glyph;
      return glyph;
    });
    const encoded = glyphs.map((glyph) => {
      const use = `${glyph.id} ${glyph.codePoints.join(' ')}`;
      let code = codes.get(use);
      if (code === undefined) {
        if (this.subset.mapping[glyph.id] === undefined) {
          code = this.subset.includeGlyph(glyph.id);
        } else {
          // fontkit writes each entry of `glyphs` as a glyph of the subset, a repeated one too.
          this.subset.glyphs.push(glyph.id);
          code = this.subset.glyphs.length - 1;
        }
        codes.set(use, code);
        this.widths[code] = glyph.advanceWidth * this.scale;
        this.unicode[code] = glyph.codePoints;
      }
      return hex(code);
    });
    return [encoded, positions];
  };
}
