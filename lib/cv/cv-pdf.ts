// cv.pdf, drawn with pdfkit: selectable text in embedded fonts (subset to the glyphs used), title
// and author in the metadata, and the same per-script font choice as the social card (Noto from
// npm packages; emoji in outline, as a PDF has no colour fonts). pdfkit lays each run out with
// fontkit, which shapes Arabic; it neither reorders right-to-left text nor breaks its lines, so
// text that reads from the right is broken into lines here and each line put in visual order
// with the Unicode bidirectional algorithm (bidi-js).
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { fontsFor, isRightToLeft, type FontFile, type Weight } from '@/lib/fonts/script-fonts';
import { palettes } from '@/tailwind.config';
import type { Cv, CvLink } from './cv';
import type { CvText } from './strings';

const colors = { fg: palettes.light.fg, muted: palettes.light.muted, accent: palettes.light.accent, rule: palettes.light.border };
const margin = 54;

interface Part {
  text: string;
  link?: string;
  color?: string;
}

interface Run extends Part {
  font: string;
}

/** A run of one font at one bidi embedding level (odd: right to left). */
interface LevelRun extends Run {
  level: number;
  /** Its text with mirrored characters ("(" for ")") where it reads from the right. */
  mirrored: string;
}

const bidi = bidiFactory();

const rtlScript = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/** 'https://github.com/amara/' → 'github.com/amara': the address as people read it on paper. */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/^mailto:/, '').replace(/\/$/, '');

class CvWriter {
  private readonly faces = new Map<string, fontkit.Font>();
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;

  constructor(cv: Cv) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: margin, bottom: margin, left: margin, right: margin },
      lang: cv.lang,
      displayTitle: true,
      info: {
        Title: cv.name,
        Author: cv.name,
        Subject: cv.jobTitle,
        Keywords: [...cv.skills, ...cv.tools].join(', '),
        Creator: 'portfolio',
      },
    });
    this.width = this.doc.page.width - 2 * margin;
  }

  private face({ path }: FontFile) {
    let face = this.faces.get(path);
    if (!face) {
      face = fontkit.openSync(path) as fontkit.Font;
      this.faces.set(path, face);
      this.doc.registerFont(path, path);
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
  private fontRuns(parts: Part[], weight: Weight, levels?: Uint8Array): LevelRun[] {
    const all = parts.map(({ text }) => text).join('');
    const fonts = fontsFor(all, weight, { emoji: 'outline' });
    const mirrors = levels ? bidi.getMirroredCharactersMap(all, levels) : undefined;
    const runs: LevelRun[] = [];
    let offset = 0;
    let current: LevelRun | undefined;
    for (const part of parts) {
      if (!levels) current = undefined;
      for (const char of Array.from(part.text)) {
        const code = char.codePointAt(0)!;
        const level = levels?.[offset] ?? 0;
        const sameRun = current && current.level === level && current.link === part.link && current.color === part.color;
        const keep =
          sameRun &&
          (/\s/u.test(char) ||
            code === 0x200d ||
            code === 0xfe0f ||
            (levels !== undefined && !/\p{L}/u.test(char) && this.faces.get(current!.font)!.hasGlyphForCodePoint(code)));
        const font = keep ? current!.font : (fonts.find((file) => this.face(file).hasGlyphForCodePoint(code)) ?? fonts[0]!).path;
        const mirrored = mirrors?.get(offset) ?? char;
        if (sameRun && current!.font === font) {
          current!.text += char;
          current!.mirrored += mirrored;
        } else runs.push((current = { ...part, text: char, mirrored, font, level }));
        offset += char.length;
      }
    }
    return runs;
  }

  /** Text that reads from the left, in runs of one font each. */
  private runs(parts: Part[], weight: Weight): Run[] {
    const runs: Run[] = this.fontRuns(parts, weight);
    // A right-to-left phrase in left-to-right text: pdfkit lays out word by word, left to right,
    // and fontkit reverses each right-to-left word on its own; joining the phrase's words with
    // no-break spaces has it shaped and reversed whole, in visual order. A phrase too long for one
    // line keeps its breaks (and then reads word by word from the left: a known limit, see
    // docs/cv.md). Text that reads from the right is set by `rightToLeftLines` instead.
    for (const run of runs)
      if (rtlScript.test(run.text)) {
        const joined = run.text.replace(/(\S) (?=\S)/g, '$1\u00a0');
        if (this.doc.font(run.font).fontSize(12).widthOfString(joined) <= this.width) run.text = joined;
      }
    return runs;
  }

  /**
   * One line of right-to-left text as pdfkit draws it, left to right: runs of one font and one
   * bidi level, in visual order (rule L2 of the bidi algorithm). A run that reads from the right
   * and is in a right-to-left script stays in reading order with no-break spaces: fontkit reverses
   * it whole (pdfkit would lay out each word on its own, left to right). A run of neutral
   * characters that reads from the right (". ", "(") is reversed here. Brackets that read from
   * the right are mirrored.
   */
  private visualRuns(parts: Part[], weight: Weight): Run[] {
    const { levels } = bidi.getEmbeddingLevels(parts.map(({ text }) => text).join(''), 'rtl');
    const runs = this.fontRuns(parts, weight, levels);
    const highest = Math.max(0, ...runs.map(({ level }) => level));
    for (let level = highest; level >= 1; level--) {
      for (let start = 0; start < runs.length; start++) {
        if (runs[start]!.level < level) continue;
        let end = start;
        while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
        runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
        start = end;
      }
    }
    return runs.map(({ level, mirrored, ...run }) => {
      // A number in Arabic-Indic digits reads from the left, but fontkit reverses anything in
      // Arabic script: reversed here, it comes out right.
      if (level % 2 === 0) return rtlScript.test(run.text) ? { ...run, text: Array.from(run.text).reverse().join('') } : run;
      // fontkit does not mirror: a bracket of a right-to-left run gets its mirror image here.
      if (rtlScript.test(run.text)) return { ...run, text: mirrored.replace(/ /g, '\u00a0') };
      return { ...run, text: Array.from(mirrored).reverse().join('') };
    });
  }

  private lineWidth(runs: Run[], size: number) {
    return runs.reduce((sum, run) => sum + this.doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
  }

  /**
   * Right-to-left text broken into lines of at most `width` (a word longer than that gets a line
   * of its own), each in visual order.
   */
  private rightToLeftLines(parts: Part[], size: number, weight: Weight, width: number): Run[][] {
    const words = parts.flatMap((part) => part.text.split(/(?<= )/u).map((text) => ({ ...part, text })));
    const lines: Part[][] = [];
    let line: Part[] = [];
    const trimmed = (candidate: Part[]) =>
      candidate.map((part, i) => (i === candidate.length - 1 ? { ...part, text: part.text.trimEnd() } : part));
    for (const word of words) {
      const candidate = [...line, word];
      if (line.length > 0 && this.lineWidth(this.visualRuns(trimmed(candidate), weight), size) > width) {
        lines.push(trimmed(line));
        line = [word];
      } else line = candidate;
    }
    if (line.length > 0) lines.push(trimmed(line));
    return lines.map((parts) => this.visualRuns(parts, weight));
  }

  widthOf(text: string, size: number, weight: Weight = 400) {
    return this.runs([{ text }], weight).reduce((sum, run) => sum + this.doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
  }

  /** Height of `text` set in `width`, measured with the font of its first run. */
  heightOf(text: string, size: number, width = this.width, weight: Weight = 400) {
    const [first] = this.runs([{ text }], weight);
    if (!first) return 0;
    if (isRightToLeft(text)) {
      const lines = this.rightToLeftLines([{ text }], size, weight, width).length;
      return lines * (this.doc.font(first.font).fontSize(size).currentLineHeight(true) + 2);
    }
    return this.doc.font(first.font).fontSize(size).heightOfString(text, { width, lineGap: 2 });
  }

  write(content: string | Part[], { size, weight = 400, color = colors.fg, x = margin, y, width = this.width, gap = 0 }: { size: number; weight?: Weight; color?: string; x?: number; y?: number; width?: number; gap?: number }) {
    const parts = typeof content === 'string' ? [{ text: content }] : content;
    const draw = (runs: Run[], at: number, align: 'left' | 'right', top?: number) =>
      runs.forEach((run, i) => {
        const options = { width, align, lineGap: 2, continued: i < runs.length - 1, link: run.link ?? null, underline: false } as const;
        this.doc.font(run.font).fontSize(size).fillColor(run.color ?? color);
        if (i === 0) this.doc.text(run.text, at, top ?? this.doc.y, options);
        else this.doc.text(run.text, options);
      });
    if (isRightToLeft(parts.map(({ text }) => text).join(''))) {
      // Line by line, each placed against the right edge by hand: pdfkit cannot right-align a
      // line made of several runs. Only a word longer than the line is left to pdfkit to break.
      this.rightToLeftLines(parts, size, weight, width).forEach((runs, i) => {
        const total = this.lineWidth(runs, size);
        if (total <= width) draw(runs, x + width - total - 0.5, 'left', i === 0 ? y : undefined);
        else draw(runs, x, 'right', i === 0 ? y : undefined);
      });
    } else draw(this.runs(parts, weight), x, 'left', y);
    this.doc.x = margin;
    this.doc.moveDown(0).y += gap;
  }

  /** Starts a new page unless `height` more points fit on this one: entries are not split. */
  keep(height: number) {
    if (this.doc.y + height > this.doc.page.height - margin) this.doc.addPage();
  }

  heading(title: string) {
    this.keep(60);
    this.doc.y += 10;
    this.write(title, { size: 12.5, weight: 700, color: colors.accent, gap: 3 });
    this.doc
      .moveTo(margin, this.doc.y)
      .lineTo(margin + this.width, this.doc.y)
      .lineWidth(0.6)
      .strokeColor(colors.rule)
      .stroke();
    this.doc.y += 7;
  }
}

const linkParts = (links: CvLink[], separator: Part): Part[] =>
  links.flatMap(({ label, url }, i) => [
    ...(i > 0 ? [separator] : []),
    ...(label ? [{ text: `${label}: `, color: colors.muted }] : []),
    { text: displayUrl(url), link: url, color: colors.accent },
  ]);

/** The CV as a PDF: name, job title, contact, intro, timeline, skills, tools, projects. */
export function renderCvPdf(cv: Cv, text: CvText): Promise<Buffer> {
  const pdf = new CvWriter(cv);
  const { doc } = pdf;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // A no-break space keeps the dot at the end of a line rather than at the start of the next.
  const dot: Part = { text: '\u00a0· ', color: colors.muted };
  pdf.write(cv.name, { size: 24, weight: 700, y: margin, gap: 2 });
  pdf.write(cv.jobTitle, { size: 13, weight: 700, color: colors.accent, gap: 8 });
  pdf.write(linkParts([{ label: text.email, url: `mailto:${cv.email}` }, ...cv.links], dot), { size: 9.5, gap: 6 });

  pdf.heading(cv.intro.heading);
  pdf.write(cv.intro.paragraph, { size: 10.5, gap: 4 });

  if (cv.timeline.length > 0) {
    pdf.heading(text.timeline);
    for (const { jobtitle, where, date } of cv.timeline) {
      const dateWidth = Math.min(pdf.widthOf(date, 10) + 2, pdf.width / 3);
      const titleWidth = pdf.width - dateWidth - 16;
      pdf.keep(pdf.heightOf(jobtitle, 11, titleWidth, 700) + pdf.heightOf(where, 10, titleWidth) + 8);
      const top = doc.y;
      pdf.write(date, { size: 10, color: colors.muted, x: margin + pdf.width - dateWidth, y: top + 1, width: dateWidth });
      const dateBottom = doc.y;
      pdf.write(jobtitle, { size: 11, weight: 700, y: top, width: titleWidth });
      pdf.write(where, { size: 10, color: colors.muted, width: titleWidth });
      doc.y = Math.max(doc.y, dateBottom) + 7;
    }
  }

  for (const [title, names] of [
    [text.skills, cv.skills],
    [text.tools, cv.tools],
  ] as const) {
    if (names.length === 0) continue;
    pdf.heading(title);
    pdf.write(names.join('\u00a0· '), { size: 10.5, gap: 4 });
  }

  if (cv.projects.length > 0) {
    pdf.heading(text.projects);
    for (const { title, description, links } of cv.projects) {
      pdf.keep(pdf.heightOf(title, 11, pdf.width, 700) + (links.length ? 14 : 0) + pdf.heightOf(description, 10) + 8);
      pdf.write(title, { size: 11, weight: 700, gap: 1 });
      if (links.length > 0) pdf.write(linkParts(links, dot), { size: 9, gap: 1 });
      pdf.write(description, { size: 10, color: colors.fg, gap: 8 });
    }
  }

  doc.end();
  return done;
}
