// Text cv.pdf breaks into lines itself rather than leave to pdfkit (`setHere`): where each line
// ends (line-pieces.ts), in which direction a block reads, each line put in visual order
// (bidi.ts), and how far apart the lines stand.
import { firstStrongDirection, rightToLeftScript as rtlScript, type Weight } from '@/lib/fonts/script-fonts';
import { letterDirection, type Direction } from '@/lib/i18n/direction';
import { brokenHere, linePieces } from './line-pieces';
import { bidi, visualRuns } from './bidi';
import type { CvFonts, Part, Run } from './fonts';

/**
 * `parts` (or runs of one font, before any bidi ordering: their `mirrored` and `actual` would be
 * the whole run's) cut at each line break written in them ("\n", or "\r\n"), without the breaks:
 * a blank line is an empty line.
 */
export function writtenLines<P extends Part>(parts: P[]): P[][] {
  const lines: P[][] = [[]];
  for (const part of parts)
    part.text.split(/\r?\n/).forEach((text, i) => {
      if (i > 0) lines.push([]);
      if (text) lines.at(-1)!.push({ ...part, text });
    });
  return lines;
}

export class CvLines {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: CvFonts,
    /** The CV's (`CvWriter`'s `direction`). */
    private readonly direction: Direction,
  ) {}

  /**
   * The lines of a block set here (`bidiLines`), an empty one for each blank line. A line break the
   * owner wrote ends a line, and a blank line is left blank, as pdfkit sets them in text that reads
   * from the left; each piece between them is a paragraph of its own to the bidi algorithm, which
   * ends one at a line break too.
   */
  setLines(parts: Part[], size: number, weight: Weight, width: number, base: Direction): Run[][] {
    return writtenLines(parts).flatMap((line) => (line.length > 0 ? this.bidiLines(line, size, weight, width, base) : [[]]));
  }

  lineWidth(runs: Run[], size: number) {
    return runs.reduce((sum, run) => sum + this.doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
  }

  /**
   * Text that reads from the right, or has words that do, broken into lines of at most `width`
   * (a word longer than that gets a line of its own), each in visual order. `base` is the
   * paragraph's direction. pdfkit breaks lines itself only for text that reads from the left
   * throughout: it sets each line's words from the left, so a right-to-left phrase broken over two
   * lines read backwards. Also Thai, Lao, Khmer, Myanmar and Korean text, which pdfkit breaks
   * inside words (line-pieces.ts), and text in more than one font (`setHere`).
   */
  private bidiLines(parts: Part[], size: number, weight: Weight, width: number, base: Direction): Run[][] {
    const { levels } = bidi.getEmbeddingLevels(parts.map(({ text }) => text).join(''), base);
    // The words, each in pieces of one part (a word can go on into the next part: a label and
    // its address joined by a no-break space), each piece with where it starts in the
    // paragraph, so that a line finds its levels.
    type Piece = Part & { offset: number };
    const words: Piece[][] = [];
    let offset = 0;
    // Whether the next piece goes on the word before it: a part's last piece may end mid-word.
    let joins = false;
    for (const part of parts) {
      const pieces = linePieces(part.text);
      pieces.forEach((text, i) => {
        const piece = { ...part, text, offset };
        if (joins) words.at(-1)!.push(piece);
        else words.push([piece]);
        joins = i === pieces.length - 1 && !text.endsWith(' ');
        offset += text.length;
      });
    }
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    const trimmed = (candidate: Piece[]) =>
      candidate.map((part, i) => (i === candidate.length - 1 ? { ...part, text: part.text.trimEnd() } : part));
    const visual = (line: Piece[]) => visualRuns(this.fonts.fontRuns(line, weight, levels.subarray(line[0]!.offset)));
    const measured = (pieces: Piece[]) => this.lineWidth(visual(pieces), size);
    // The line's width as the sum of its words' (each with its space), and the whole line measured
    // only when that comes near the end of the line: measured whole at every word, the 33-page
    // `stress` CV took 12 s to set, against 5 s so.
    let sum = 0;
    for (const word of words) {
      const candidate = [...line, ...word];
      const wordWidth = measured(word);
      if (line.length > 0 && sum + wordWidth > width - 2 && measured(trimmed(candidate)) > width) {
        lines.push(trimmed(line));
        line = word;
        sum = wordWidth;
      } else {
        line = candidate;
        sum += wordWidth;
      }
    }
    if (line.length > 0) lines.push(trimmed(line));
    return lines.map(visual);
  }

  /**
   * The direction of a block of `text`: `dir` when given (a list takes the CV's); otherwise that
   * of its letters (`letterDirection`), and for text with none (a range of years) `fallback`, or the CV's.
   */
  blockDirection(text: string, dir?: Direction, fallback: Direction = this.direction): Direction {
    // Its letters' direction, as on the pages, the CV's where they are of both directions (a Hebrew
    // title with an English name first reads from the right on a Hebrew CV); without letters, its
    // first strong character's (Arabic-Indic digits).
    return dir ?? letterDirection(text, this.direction) ?? firstStrongDirection(text) ?? fallback;
  }

  /**
   * Whether a block is broken into lines here (`bidiLines`) rather than by pdfkit: when it reads
   * from the right or has words that do, and every block of a CV that reads from the right (where
   * a block in Latin letters lines up on the right, line after line); text in a script pdfkit
   * breaks inside words (line-pieces.ts); and text drawn with more than one font (`runs`). pdfkit
   * may end a line wherever one run of text gives way to the next, and a font's files split its
   * letters: Vietnamese "bảng" is three runs (b, ả, ng; Noto Sans's Latin, Vietnamese and Latin
   * files), Polish "Łódź" two, and such words were broken in two at the end of a line, without a
   * hyphen ("bả" | "ng").
   */
  setHere(text: string, base: Direction, runs: Run[]) {
    return this.direction === 'rtl' || base === 'rtl' || rtlScript.test(text) || brokenHere.test(text) || new Set(runs.map(({ font }) => font)).size > 1;
  }

  /**
   * How far apart the lines of a block broken into lines here are: its first font's line height,
   * at most 1.7 times the text's size, and the 2-point gap pdfkit puts between lines (pdfkit would
   * space each line by the font of its last run drawn, the leftmost). Noto Sans Arabic's line
   * height (2.11 em, room for marks stacked three high) set an Urdu CV's lines 24 points apart for
   * 10.5-point text, as if double-spaced, and a timeline row with its place in Urdu taller than one
   * with it in Latin letters; Latin text (1.36 em) is spaced as before.
   */
  lineSpacing(first: Run, size: number) {
    return Math.min(this.doc.font(first.font).fontSize(size).currentLineHeight(true), size * 1.7) + 2;
  }
}
