// The fonts cv.pdf draws its text in: for each character, the first font of its script that has
// it (lib/fonts/script-fonts.ts, the social card's choice), each file registered with pdfkit once
// and its fontkit font mended when first chosen; a block's text split into runs of one font.
import * as fontkit from 'fontkit';
import { mendFontkit, withFeatures } from '@/lib/fonts/fontkit-mends';
import { openFont } from '@/lib/fonts/open-font';
import { openTypeLanguage } from '@/lib/fonts/opentype-language';
import { drawnWith, fontsFor, isEmojiFont, isHanFont, type FontFile, type Weight } from '@/lib/fonts/script-fonts';
import { codeEachGlyphUse } from './glyph-text';
import { bidi, isolateMark } from './bidi';

/** A piece of a block's text with its own link, colour or language (`write` is given a block as parts). */
export interface Part {
  text: string;
  link?: string;
  color?: string;
  /** The words' language when it is not the block's: a Span (or the Link) of its own says it. */
  lang?: string | undefined;
  /**
   * The language whose shapes its Han characters take (`fontsFor`): the nearest of the part's, the
   * block's, its item's and the CV's that is Chinese, Japanese or Korean (`write`). A job in English
   * on a Japanese CV keeps its "東京" in Japanese shapes; a project in Japanese on an English CV
   * draws its kanji in them.
   */
  shapes?: string;
}

export interface Run extends Part {
  font: string;
  /** In a line set in visual order: the run's place in reading order (see `drawVisualLine`). */
  order?: number;
  /**
   * The run's words as written, when its glyphs are drawn in another order (right-to-left text,
   * reversed by fontkit or by `visualRuns`): what a screen reader reads instead of the glyphs
   * (ActualText).
   */
  actual?: string;
}

/** A run of one font at one bidi embedding level (odd: right to left). */
export interface LevelRun extends Run {
  level: number;
  /** Its text with mirrored characters ("(" for ")") where it reads from the right. */
  mirrored: string;
}

/**
 * What a space none of the CV's fonts has is drawn as: a no-break space for one that keeps its
 * words on one line (U+202F NARROW NO-BREAK SPACE, which French puts before ":", ";", "!", "?"
 * and inside « », and U+2007 FIGURE SPACE), else a plain space. Noto Sans has neither of those
 * nor most of the spaces of U+2000–U+205F, and drew each as its missing glyph's box: a French
 * owner's paragraphs read "Croix-Rousse▯: des tableaux". Copied from the PDF, such a space is
 * the one drawn. (The build's check of what the fonts draw, lib/fonts/content-coverage.ts, leaves
 * spaces out, and said nothing of these.)
 */
const spaceDrawnFor = (space: string) => (/[\u2007\u202f]/u.test(space) ? '\u00a0' : ' ');

const setSolid = new WeakSet<fontkit.Font>();

/**
 * Lays out `font`'s text without kerning. Chinese, Japanese and Korean are set solid in cv.pdf,
 * every character a full square, as their body text is: Noto Sans JP kerns its kana ("すべての"
 * 0.22 em narrower), which pdfkit drew but did not measure (it measures such text a character at
 * a time, each a place a line may end), and the next run of the line began that much further
 * on, leaving a gap inside a phrase ("すべての 画面") wherever the font's file changed.
 */
function withoutKerning(font: fontkit.Font) {
  if (setSolid.has(font)) return;
  setSolid.add(font);
  const layout = font.layout.bind(font);
  font.layout = (text: string, features?: unknown, ...rest: unknown[]) =>
    (layout as (...args: unknown[]) => fontkit.GlyphRun)(text, withFeatures(features, { kern: false }), ...rest);
}

const inLanguage = new WeakSet<fontkit.Font>();

/**
 * Lays out `font`'s text in the OpenType language system `language` (lib/fonts/opentype-language.ts):
 * pdfkit asks fontkit for none, and fontkit then draws every letter in its default form. An Urdu
 * CV drew ۴ ۶ ۷ as Persian writes them.
 */
function withLanguage(font: fontkit.Font, language: string | undefined) {
  if (!language || inLanguage.has(font)) return;
  inLanguage.add(font);
  const layout = font.layout.bind(font);
  font.layout = (text: string, features?: unknown, script?: unknown, lang?: unknown, ...rest: unknown[]) =>
    (layout as (...args: unknown[]) => fontkit.GlyphRun)(text, features, script, lang ?? language, ...rest);
}

export class CvFonts {
  private readonly faces = new Map<string, fontkit.Font>();
  /** The files whose text is set solid (`withoutKerning`). */
  private readonly solidFonts = new Set<string>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    /** The CV's language, the site's: which shapes its Han characters take unless a part says (`fontsFor`). */
    readonly lang: string,
  ) {
    // Copied or searched, each glyph must give back the letter it was drawn for (glyph-text.ts).
    // pdfkit makes a font's object, and the subset it embeds, when the font is first chosen; its
    // fontkit font is mended before it lays out any text (fontkit-mends.ts).
    const font = this.doc.font.bind(this.doc) as (...args: unknown[]) => PDFKit.PDFDocument;
    this.doc.font = ((...args: unknown[]) => {
      const doc = font(...args);
      const chosen = (this.doc as unknown as { _font?: { font?: fontkit.Font } })._font;
      if (chosen?.font) mendFontkit(chosen.font);
      if (chosen?.font && this.solidFonts.has(String(args[0]))) withoutKerning(chosen.font);
      if (chosen?.font) withLanguage(chosen.font, openTypeLanguage(this.lang));
      codeEachGlyphUse(chosen);
      return doc;
    }) as typeof this.doc.font;
  }

  private face(file: FontFile) {
    const { path } = file;
    let face = this.faces.get(path);
    if (!face) {
      const { font, data } = openFont(path);
      this.faces.set(path, (face = font));
      this.doc.registerFont(path, data);
      if (isHanFont(file)) this.solidFonts.add(path);
    }
    return face;
  }

  /**
   * Splits text into runs of one font each: for each character, the first font that has it;
   * spaces and joiners stay with the run they are in, and a run ends with its part. Given the
   * text's bidi `levels`, also into runs of one level, each with its mirrored text; there a run
   * goes on into the next part of the same link and colour, and keeps the punctuation and digits
   * its font has: one run per phrase, which is also how a PDF reader finds the words' order.
   */
  fontRuns(parts: Part[], weight: Weight, levels?: Uint8Array): LevelRun[] {
    const all = parts.map(({ text }) => text).join('');
    // Never none: a missing character is drawn in the first font, as its box. In the order the
    // words' language wants: a Japanese project's kanji on a Chinese CV in Japanese shapes.
    const fontLists = new Map<string, FontFile[]>();
    const emojiFonts = new Set<string>();
    const fontsIn = (lang: string) => {
      let fonts = fontLists.get(lang);
      if (!fonts) {
        fontLists.set(lang, (fonts = fontsFor(all, weight, { ...drawnWith['cv.pdf'], lang })));
        for (const file of fonts) if (isEmojiFont(file)) emojiFonts.add(file.path);
      }
      return fonts;
    };
    const mirrors = levels ? bidi.getMirroredCharactersMap(all, levels) : undefined;
    const runs: LevelRun[] = [];
    let offset = 0;
    let current: LevelRun | undefined;
    for (const part of parts) {
      if (!levels) current = undefined;
      const fonts = fontsIn(part.shapes ?? this.lang);
      for (const written of Array.from(part.text)) {
        if (isolateMark.test(written)) {
          offset += written.length;
          continue;
        }
        const char = /\p{Zs}/u.test(written) && !fonts.some((file) => this.face(file).hasGlyphForCodePoint(written.codePointAt(0)!)) ? spaceDrawnFor(written) : written;
        const code = char.codePointAt(0)!;
        const level = levels?.[offset] ?? 0;
        const sameRun = current && current.level === level && current.link === part.link && current.color === part.color && current.lang === part.lang;
        // A space stays in its run where the run's font has it: Noto Emoji has no no-break space,
        // and the one after "Rust 🦀" in a list was drawn as a missing glyph's box. An emoji's run
        // keeps only what joins emoji: Noto Emoji's space is 1.27 em wide, and its digits are
        // drawn as emoji.
        const hasGlyph = () => !emojiFonts.has(current!.font) && this.faces.get(current!.font)!.hasGlyphForCodePoint(code);
        const keep =
          sameRun &&
          ((/\s/u.test(char) && hasGlyph()) || code === 0x200d || code === 0xfe0f || (levels !== undefined && !/\p{L}/u.test(char) && hasGlyph()));
        const font = keep ? current!.font : (fonts.find((file) => this.face(file).hasGlyphForCodePoint(code)) ?? fonts[0]!).path;
        const mirrored = mirrors?.get(offset) ?? char;
        if (sameRun && current!.font === font) {
          current!.text += char;
          current!.mirrored += mirrored;
        } else runs.push((current = { ...part, text: char, mirrored, font, level }));
        offset += written.length;
      }
    }
    return runs;
  }

  /**
   * How far below a line's top its baseline is: the ascent of the font of the block's first
   * letter (a name that starts with an emoji stands where its letters would put it).
   */
  ascent(runs: Run[], size: number) {
    const first = runs.find(({ text }) => /\p{L}/u.test(text)) ?? runs[0];
    if (!first) return 0;
    const face = this.faces.get(first.font)!;
    return (face.ascent / face.unitsPerEm) * size;
  }
}
