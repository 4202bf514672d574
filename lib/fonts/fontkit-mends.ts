// fontkit 2.0.4 (pdfkit's shaper, for cv.pdf) stops on, or misreads, three things Noto's files or
// an owner's text do, and a CV whose text met one of them did not build; it draws five more wrong
// (4, 5, 7–9), and gives the characters of one (6) in another order than written. fontkit exports
// neither the classes involved nor a hook, so `mendFontkit` reaches them through a font and mends
// each class once, for every font.
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
// 4. Thai ำ (SARA AM) or Lao ຳ after a tone mark ("น้ำ", water; "ต่ำ", low). The fonts draw the
//    vowel as a ring (NIKHAHIT) over the letter and a stroke (SARA AA) after it. HarfBuzz's Thai
//    shaper puts the ring before the tone marks, and the fonts then set the tone mark over it
//    (a smaller one in Noto Sans Thai, one glyph of both in Noto Sans Lao); fontkit has no Thai
//    shaper, left the ring after the tone mark, and drew it above the tone mark. Mended: such
//    text is laid out with the vowel written as its ring and stroke, the ring first, and its
//    glyphs are given back the characters as written (`ringBeforeToneMarks`), so that "น้ำ" is
//    still copied as written.
// 5. Burmese, which fontkit has no shaper for: it drew ေ and ြ after the consonant they are drawn
//    before ("နေ" as "နရော"), and neither stacked consonants (တက္ကသိုလ်) nor kinzi (မင်္ဂလာ). Mended:
//    such text is laid out in the order HarfBuzz's Myanmar shaper draws it, with the features it
//    applies, and each glyph stands for the characters as written, in order (`inWrittenOrder`).
//    Glyphs and positions then match HarfBuzz's (hb-shape) for 20 of 21 words tried.
// 6. A vowel drawn before the consonant it follows (Devanagari कि, Bengali মি, Tamil கொ, Khmer គេ,
//    Sinhala පෙ): fontkit's shapers put its glyph first, and its character with it, so that a
//    copy of the CV read "िक", "ෙපෙර්රා". Mended: the glyphs of a run that reads from the left
//    stand for its characters in the order written (`inWrittenOrder`); the drawing is unchanged.
// 7. The glyphs before a chaining contextual rule's input (its backtrack). OpenType lists them
//    from the nearest back; fontkit compared them from the farthest forward, so that a rule with
//    two or more that differ never applied (foliojs/fontkit#372, open). Khmer ុ ូ under a
//    consonant with ្រ kept the forms and places they have elsewhere, not the ones HarfBuzz gives
//    them there ("ក្រុម", "គ្រូ"). Mended: fontkit is given each such rule with its backtrack in the
//    order it reads it.
// 8. Arabic shadda written after a vowel mark on the same letter ("مُحَمَّد", as Unicode orders
//    them). HarfBuzz lays shadda out first (its modified combining classes), and the fonts set
//    the vowel over it; fontkit kept the written order and drew a fatha under the shadda, where
//    a kasra goes ("muhammid"). Mended: shadda is laid out before the vowel marks it follows;
//    copied, the marks come back in that order, canonically the same text.
// 9. A vowel sign drawn before its consonant inside a word (Bengali ে in "বাংলাদেশ", "ওয়েবসাইট").
//    Fonts have a word-initial form for it (`init`), which HarfBuzz applies only when the glyph
//    before is no letter or mark; fontkit's Indic shaper applied it after any but a mark or a
//    format character, so inside a word too (9 of 28 words of a Bengali owner's CV). Mended:
//    fontkit's choice is undone where the glyph before is a letter or a mark.
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

/** fontkit's OpenType layout engine of `font` (its processors, its shaping plan); none without GSUB or GPOS. */
const layoutEngineOf = <Engine>(font: Font): Engine | null | undefined => (font as unknown as { _layoutEngine?: { engine?: Engine | null } })._layoutEngine?.engine;

type Mendable<T> = T & { [mended]?: true };

/** The class in `object`'s prototype chain that defines `key` itself (where a mend replaces it), or null. */
const definingPrototype = <T>(object: object, key: string): Mendable<T> | null => {
  let prototype = Object.getPrototypeOf(object) as object | null;
  while (prototype && !Object.hasOwn(prototype, key)) prototype = Object.getPrototypeOf(prototype) as object | null;
  return prototype as Mendable<T> | null;
};

/** Thrown by the mended `applyAnchor` before it changes anything, caught by `applyLookup`. */
const noAnchor = Symbol('no anchor');

function mendNullAnchors(font: Font) {
  const processor = layoutEngineOf<{ GPOSProcessor?: GposProcessor | null }>(font)?.GPOSProcessor;
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
  const prototype = definingPrototype<TrueTypeGlyph>(font.getGlyph(0), '_getCBox');
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

/** A chaining contextual subtable as fontkit reads it: the glyphs, classes or coverages before the input. */
interface ChainRule {
  backtrack: unknown[];
}
interface ChainingContext {
  version: number;
  chainRuleSets?: (ChainRule[] | null)[];
  chainClassSet?: (ChainRule[] | null)[];
  backtrackCoverage?: unknown[];
}
interface ContextProcessor {
  applyChainingContext(table: ChainingContext): boolean;
}

const nearestLast = (rules: (ChainRule[] | null)[] | undefined) =>
  rules && Array.from(rules, (set) => set && Array.from(set, (rule) => ({ ...rule, backtrack: Array.from(rule.backtrack).reverse() })));

function mendBacktrackOrder(font: Font) {
  const engine = layoutEngineOf<{ GSUBProcessor?: object | null; GPOSProcessor?: object | null }>(font);
  const processor = engine?.GSUBProcessor ?? engine?.GPOSProcessor;
  // A font without OpenType layout tables has no contextual rules.
  if (!processor) return;
  // The class both processors share it from.
  const prototype = definingPrototype<ContextProcessor>(processor, 'applyChainingContext');
  if (!prototype) throw new Error('fontkit has changed: its layout processor has no applyChainingContext (lib/fonts/fontkit-mends.ts)');
  if (prototype[mended]) return;
  const { applyChainingContext } = prototype;
  // One reordered copy of each subtable, made when first met.
  const reordered = new WeakMap<ChainingContext, ChainingContext>();
  prototype.applyChainingContext = function (table) {
    let mendedTable = reordered.get(table);
    if (!mendedTable) {
      mendedTable =
        table.version === 1 ? { ...table, chainRuleSets: nearestLast(table.chainRuleSets) }
        : table.version === 2 ? { ...table, chainClassSet: nearestLast(table.chainClassSet) }
        : table.version === 3 ? { ...table, backtrackCoverage: table.backtrackCoverage && Array.from(table.backtrackCoverage).reverse() }
        : table;
      reordered.set(table, mendedTable);
    }
    return applyChainingContext.call(this, mendedTable);
  };
  prototype[mended] = true;
}

/** A glyph as fontkit's shapers see it: the features chosen for it, the characters it stands for. */
interface ShapedGlyph {
  features: Record<string, boolean>;
  codePoints: number[];
}
type PlanStage = ((font: Font, glyphs: ShapedGlyph[], plan: unknown) => void) | string[];
interface LayoutEngine {
  setup(glyphRun: unknown): void;
  plan?: { stages: PlanStage[] };
}

/** What HarfBuzz takes for part of a word before a vowel sign (its categories from Cf to Mn). */
const inWord = /[\p{L}\p{M}\p{Cf}\p{Co}\p{Cs}\p{Cn}]/u;

/** Undoes fontkit's word-initial form of a vowel sign that follows a letter or a mark (mend 9). */
const initAtWordStartOnly = (_font: Font, glyphs: ShapedGlyph[]) => {
  glyphs.forEach((glyph, i) => {
    const before = glyphs[i - 1]?.codePoints[0];
    if (glyph.features.init && before !== undefined && inWord.test(String.fromCodePoint(before))) delete glyph.features.init;
  });
};

function mendWordInitialForms(font: Font) {
  const engine = layoutEngineOf<LayoutEngine>(font);
  // A font without OpenType layout tables has no word-initial forms.
  if (!engine) return;
  const prototype = definingPrototype<LayoutEngine>(engine, 'setup');
  if (!prototype || typeof prototype.setup !== 'function') throw new Error('fontkit has changed: its layout engine has no setup (lib/fonts/fontkit-mends.ts)');
  if (prototype[mended]) return;
  const { setup } = prototype;
  prototype.setup = function (glyphRun) {
    setup.call(this, glyphRun);
    // The Indic shaper's last reordering, which chooses the glyphs that take `init`.
    const stages = this.plan?.stages ?? [];
    const at = stages.findIndex((stage) => typeof stage === 'function' && stage.name.endsWith('finalReordering'));
    if (at >= 0) stages.splice(at + 1, 0, initAtWordStartOnly);
  };
  prototype[mended] = true;
}

type Layout = Font['layout'];
type GlyphRun = ReturnType<Layout>;
const joiner = /[\u200c\u200d]/;

/** Tone marks before Thai ำ, or before Lao ຳ (mend 4). */
const toneMarksThenAm = /([\u0e48-\u0e4b]+)\u0e33|([\u0ec8-\u0ecb]+)\u0eb3/gu;
const hasToneMarksThenAm = new RegExp(toneMarksThenAm.source, 'u');

/**
 * `text` with each ำ (or ຳ) after tone marks written as its ring, the tone marks and its stroke,
 * as HarfBuzz orders them; and for each code point of that, the characters as written it stands
 * for. The stroke, the one of them that takes room, stands for the tone marks and the vowel; the
 * ring and the tone marks, drawn over the letter before with no width, for none: a reader that
 * found a character in a glyph with no width drawn over a letter took what followed for another
 * word ("น้ ำใจ").
 */
function ringBeforeToneMarks(text: string): { codes: number[]; standsFor: number[][] } {
  const codes: number[] = [];
  const standsFor: number[][] = [];
  const add = (chars: string, written: (code: number) => number[]) => {
    for (const char of chars) {
      const code = char.codePointAt(0)!;
      codes.push(code);
      standsFor.push(written(code));
    }
  };
  let from = 0;
  for (const match of text.matchAll(toneMarksThenAm)) {
    const [whole, thaiTones, laoTones] = match;
    add(text.slice(from, match.index), (code) => [code]);
    add(thaiTones ? '\u0e4d' : '\u0ecd', () => []);
    add((thaiTones ?? laoTones)!, () => []);
    add(thaiTones ? '\u0e32' : '\u0eb2', () => Array.from(whole, (char) => char.codePointAt(0)!));
    from = match.index + whole.length;
  }
  add(text.slice(from), (code) => [code]);
  return { codes, standsFor };
}

/**
 * `glyph` standing for `codes`: a view of it with those characters, as lib/cv/pdf/glyph-text.ts
 * makes them (fontkit's Glyph is shared by every use of the glyph); the glyph itself if they are
 * its own.
 */
const standingFor = <G extends { codePoints: number[] }>(glyph: G, codes: number[]): G =>
  codes.join() === glyph.codePoints.join() ? glyph : (Object.create(glyph, { codePoints: { value: codes, enumerable: true } }) as G);

/**
 * `run` (laid out from `codes`) with its glyphs' characters as written (`standsFor`). Left as it
 * is if its glyphs do not hold `codes` in order.
 */
function asWritten(run: GlyphRun, { codes, standsFor }: { codes: number[]; standsFor: number[][] }): GlyphRun {
  if (run.glyphs.flatMap((glyph) => glyph.codePoints).join() !== codes.join()) return run;
  let index = 0;
  run.glyphs = run.glyphs.map((glyph) => {
    return standingFor(glyph, glyph.codePoints.flatMap(() => standsFor[index++]!));
  });
  return run;
}

/** Arabic vowel marks and tanween (combining classes 27–32, and sukun's 34), then shadda (33): mend 8. */
const vowelMarksThenShadda = /([\u064b-\u0650\u0652]+)(\u0651+)/gu;

/** A consonant or independent vowel: where a Burmese syllable starts, unless a virama stacks it (mend 5). */
const myanmarStarter = /[\u1000-\u102a\u103f\u104e]/u;
/** Vowel signs drawn before the consonant they follow (ေ; Shan's ႄ). */
const myanmarPreBaseVowel = /[\u1031\u1084]/u;
const myanmarMedialRa = '\u103c';
/** Kinzi: nga, asat and virama before a consonant, drawn over it. */
const kinzi = ['\u1004', '\u103a', '\u1039'];
/**
 * The features HarfBuzz's Myanmar shaper applies besides the default ones: below-base forms
 * (stacked consonants), kinzi, and the forms around the consonant.
 */
const myanmarFeatures = Object.fromEntries(['rphf', 'pref', 'blwf', 'pstf', 'pres', 'abvs', 'blws', 'psts'].map((feature) => [feature, true]));

/**
 * Burmese text in the order its glyphs are drawn, as HarfBuzz's Myanmar shaper reorders each
 * syllable: ေ, then the medial ြ, before the consonant they follow, and kinzi after it.
 */
function myanmarInDrawnOrder(text: string): string {
  const chars = Array.from(text);
  const drawn: string[] = [];
  for (let start = 0; start < chars.length; ) {
    let end = start + 1;
    while (end < chars.length && !(myanmarStarter.test(chars[end]!) && chars[end - 1] !== '\u1039')) end++;
    const syllable = chars.slice(start, end);
    const over = kinzi.every((char, i) => syllable[i] === char) && syllable.length > kinzi.length ? syllable.splice(0, kinzi.length) : [];
    const [base, ...rest] = syllable;
    const before = [...rest.filter((char) => myanmarPreBaseVowel.test(char)), ...rest.filter((char) => char === myanmarMedialRa)];
    drawn.push(...before, ...(base === undefined ? [] : [base]), ...over, ...rest.filter((char) => !before.includes(char)));
    start = end;
  }
  return drawn.join('');
}

/**
 * `run`, laid out from `written` or a reordering of it, with its glyphs standing for `written`'s
 * characters in order, each for as many as it was laid out from: copied, the text comes back as
 * written, and no glyph that takes room is left without a character (a reader takes one for a
 * gap between words). Left as it is if the counts do not add up.
 */
function inWrittenOrder(run: GlyphRun, written: string): GlyphRun {
  if (!run.glyphs.every((glyph) => Array.isArray(glyph?.codePoints))) return run;
  const shaped = run.glyphs.reduce((sum, glyph) => sum + glyph.codePoints.length, 0);
  const codesOf = (text: string) => Array.from(text, (char) => char.codePointAt(0)!);
  let codes = codesOf(written);
  // A vowel in two parts around its consonant (Bengali ো, Tamil ொ, Sinhala ේ) is laid out from
  // its two halves, as Unicode decomposes it: given back decomposed, it reads the same.
  if (codes.length !== shaped) codes = codesOf(written.normalize('NFD'));
  if (codes.length !== shaped) return run;
  let at = 0;
  run.glyphs = run.glyphs.map((glyph) => standingFor(glyph, codes.slice(at, (at += glyph.codePoints.length))));
  return run;
}

/** `features`, as fontkit takes them (a list of those on, or an object), with `changes` made. */
export const withFeatures = (features: unknown, changes: Record<string, boolean>): Record<string, boolean> => ({
  ...(Array.isArray(features) ? Object.fromEntries(features.map((feature: string) => [feature, true])) : (features as Record<string, boolean> | undefined)),
  ...changes,
});

function mendLayout(font: Font) {
  const prototype = definingPrototype<{ layout: Layout }>(font, 'layout');
  if (!prototype || typeof prototype.layout !== 'function') throw new Error('fontkit has changed: its font has no layout (lib/fonts/fontkit-mends.ts)');
  if (prototype[mended]) return;
  const { layout } = prototype;
  const withoutStrayJoiners = function (this: Font, text: string, ...rest: unknown[]): GlyphRun {
    try {
      return (layout as (...args: unknown[]) => GlyphRun).call(this, text, ...rest);
    } catch (error) {
      if (!joiner.test(text) || !(error instanceof TypeError) || !/reading 'syllable'/.test(error.message)) throw error;
      return (layout as (...args: unknown[]) => GlyphRun).call(this, text.replace(new RegExp(joiner, 'g'), ''), ...rest);
    }
  };
  prototype.layout = function (this: Font, written, ...rest) {
    if (typeof written !== 'string') return layout.call(this, written, ...rest);
    // The text as the other mends take it: Arabic shadda before the vowel marks it follows (mend 8).
    const text = written.replace(vowelMarksThenShadda, '$2$1');
    if (/\p{Script=Myanmar}/u.test(text)) {
      const [features, ...more] = rest;
      return inWrittenOrder(withoutStrayJoiners.call(this, myanmarInDrawnOrder(text), withFeatures(features, myanmarFeatures), ...more), text);
    }
    if (!hasToneMarksThenAm.test(text)) {
      const run = withoutStrayJoiners.call(this, text, ...rest);
      // A vowel drawn before its consonant (Devanagari कि, Tamil கொ, Khmer គេ, Sinhala පෙ) is put
      // first by fontkit's shapers, and its character with it: copied, "कि" came back "िक".
      return run.direction === 'rtl' ? run : inWrittenOrder(run, text);
    }
    const reordered = ringBeforeToneMarks(text);
    return asWritten(withoutStrayJoiners.call(this, String.fromCodePoint(...reordered.codes), ...rest), reordered);
  } as Layout;
  prototype[mended] = true;
}

/** Lets fontkit lay out `font`'s text where Noto's files stopped it, draw it and copy it as written (above). */
export function mendFontkit(font: Font): void {
  mendNullAnchors(font);
  mendEmptyGlyphs(font);
  mendBacktrackOrder(font);
  mendWordInitialForms(font);
  mendLayout(font);
}
