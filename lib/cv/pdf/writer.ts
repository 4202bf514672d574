// The blocks cv.pdf is made of, drawn and tagged: each block of text one structure element (a
// heading, a paragraph; inside it, each link a Link, and each run drawn in another order or
// written in another language a Span), each job and project a Div, each section title with its
// rule; and where a page ends.
import { saysHanShapes, type Weight } from '@/lib/fonts/script-fonts';
import { textDirection, type Direction } from '@/lib/i18n/direction';
import type { Cv } from '../cv';
import { colors, cvDocument, margin } from './document';
import { CvFonts, type Part, type Run } from './fonts';
import { CvLines, writtenLines } from './lines';

/** The structure elements the CV is made of (ISO 32000-1, 14.8.4): what a screen reader announces. */
type Tag = 'H1' | 'H2' | 'H3' | 'P';

export class CvWriter {
  /** The language of each item that has one of its own (`item`), for the blocks written in it. */
  private readonly itemLangs = new WeakMap<PDFKit.PDFStructureElement, string>();
  readonly doc: PDFKit.PDFDocument;
  private readonly fonts: CvFonts;
  private readonly lines: CvLines;
  readonly width: number;
  /** The structure tree's root: every block is added to it, or to an item inside it, as it is drawn. */
  readonly root: PDFKit.PDFStructureElement;
  /** The CV's direction, the site's: that of lists, and of text with no letter to decide its own. */
  readonly direction: Direction;

  constructor(cv: Cv) {
    this.doc = cvDocument(cv);
    this.width = this.doc.page.width - 2 * margin;
    this.direction = textDirection(cv);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.fonts = new CvFonts(this.doc, cv.lang);
    this.lines = new CvLines(this.doc, this.fonts, this.direction);
  }

  widthOf(text: string, size: number, weight: Weight = 400) {
    return this.lines.lineWidth(this.fonts.fontRuns([{ text }], weight), size);
  }

  /** Height of `text` set in `width`, measured with the font of its first run. */
  heightOf(text: string, size: number, width = this.width, weight: Weight = 400) {
    const runs = this.fonts.fontRuns([{ text }], weight);
    const [first] = runs;
    if (!first) return 0;
    const base = this.lines.blockDirection(text);
    if (this.lines.setHere(text, base, runs)) return this.lines.setLines([{ text }], size, weight, width, base).length * this.lines.lineSpacing(first, size);
    // Measured as drawn: with the spaces `fontRuns` draws in place of those no font has.
    return this.doc.font(first.font).fontSize(size).heightOfString(runs.map((run) => run.text).join(''), { width, lineGap: 2 });
  }

  /**
   * Draws `content` as one structure element (`tag`, a paragraph unless told) of `parent`, each
   * of its links a Link element inside it; `lang` when the words are not in the CV's language.
   * It reads from the right or the left as `blockDirection` decides from `dir` and `fallback`, and
   * lines up on the side it starts from unless `align` says (a column of a table lines up on the
   * CV's side).
   * Every run of the block stands on one baseline, its first letter's font's: pdfkit puts each run's
   * baseline its own font's ascent below the line's top, and Noto Sans Arabic's is 0.3 em more
   * than Noto Sans's, so the Latin words of an Arabic line stood 3 points above the Arabic ones.
   */
  write(
    content: string | Part[],
    {
      size,
      weight = 400,
      color = colors.fg,
      x = margin,
      y,
      width = this.width,
      gap = 0,
      tag = 'P',
      lang,
      dir,
      fallback,
      align,
      parent = this.root,
    }: {
      size: number;
      weight?: Weight;
      color?: string;
      x?: number;
      y?: number;
      width?: number;
      gap?: number;
      tag?: Tag;
      lang?: string;
      dir?: Direction;
      fallback?: Direction;
      align?: 'left' | 'right';
      parent?: PDFKit.PDFStructureElement;
    },
  ) {
    const itemLang = this.itemLangs.get(parent);
    const parts = (typeof content === 'string' ? [{ text: content }] : content).map((part) => ({
      ...part,
      shapes: [part.lang, lang, itemLang].find(saysHanShapes) ?? this.fonts.lang,
    }));
    const block = this.doc.struct(tag, { lang });
    parent.add(block);
    // The block's runs of one font, in reading order: what pdfkit draws of text that reads from
    // the left throughout, and where its baseline and line height come from.
    const runs = this.fonts.fontRuns(parts, weight);
    const baseline = -this.fonts.ascent(runs, size);
    const draw = (runs: Run[], at: number, align: 'left' | 'right', top?: number) => {
      const drawRun = (i: number) => {
        const run = runs[i]!;
        const options = { width, align, lineGap: 2, baseline, continued: i < runs.length - 1, link: run.link ?? null, underline: false } as const;
        this.doc.font(run.font).fontSize(size).fillColor(run.color ?? color);
        if (i === 0) this.doc.text(run.text, at, top ?? this.doc.y, options);
        else this.doc.text(run.text, options);
      };
      // Added to an element already in the tree, a closure is drawn at once, marked as its
      // content. Runs that need no element of their own are drawn in one closure: a paragraph
      // that changes font at every script change would otherwise be hundreds of marked pieces,
      // each an entry of the structure's parent tree (the 40-project CV: 578 KB against 304 KB
      // untagged, before they were grouped).
      let plain: number[] = [];
      const drawPlain = () => {
        const group = plain;
        plain = [];
        if (group.length > 0) block.add(() => group.forEach(drawRun));
      };
      runs.forEach((run, i) => {
        if (!run.link && !run.actual && !run.lang) return plain.push(i);
        drawPlain();
        block.add(this.doc.struct(run.link ? 'Link' : 'Span', { actual: run.actual, lang: run.lang }, () => drawRun(i)));
      });
      drawPlain();
    };
    const text = parts.map(({ text }) => text).join('');
    const base = this.lines.blockDirection(text, dir, fallback);
    const side = align ?? (base === 'rtl' ? 'right' : 'left');
    if (this.lines.setHere(text, base, runs)) {
      // Line by line, each placed by hand: pdfkit cannot right-align a line made of several runs,
      // nor order one. Only a word longer than the line is left to pdfkit to break.
      const lineHeight = runs[0] ? this.lines.lineSpacing(runs[0], size) : 0;
      this.lines.setLines(parts, size, weight, width, base).forEach((runs, i) => {
        const top = i === 0 && y !== undefined ? y : this.doc.y;
        if (runs.length === 0) {
          this.doc.y = top + lineHeight;
          return;
        }
        const total = this.lines.lineWidth(runs, size);
        const page = this.doc.page;
        if (total <= width) {
          this.drawVisualLine(block, runs, side === 'left' ? x : x + width - total - 0.5, top, { tag, size, color, width, baseline });
          // Unless pdfkit took the line to a new page.
          if (this.doc.page === page) this.doc.y = top + lineHeight;
        } else draw(runs, x, side, top);
      });
    } else {
      // Line by line where the owner wrote line breaks: pdfkit keeps a blank line within one run,
      // but one at the end of a run of one font and before another's ("です。" in Noto Sans JP,
      // then "休日", or "🚀" then "Ten") came out as a line break and an indent.
      const lineHeight = runs[0] ? this.lines.lineSpacing(runs[0], size) : 0;
      writtenLines(runs).forEach((line, i) => {
        const top = i === 0 ? y : undefined;
        if (line.length > 0) draw(line, x, 'left', top);
        else this.doc.y = (top ?? this.doc.y) + lineHeight;
      });
    }
    block.end();
    this.doc.x = margin;
    this.doc.moveDown(0).y += gap;
  }

  /**
   * One line in visual order (right-to-left text), its runs drawn from the left but added to
   * `block` in reading order: a tagged PDF is read in its structure's order, and a line such as
   * "منذ 2019 في Google" drawn from the left would read backwards. A link's annotation is made
   * here, over its run, because pdfkit only makes one for text drawn inside its Link element.
   */
  private drawVisualLine(
    block: PDFKit.PDFStructureElement,
    runs: Run[],
    at: number,
    lineTop: number,
    { tag, size, color, width, baseline }: { tag: Tag; size: number; color: string; width: number; baseline: number },
  ) {
    let left = at;
    const children: { order: number; child: PDFKit.PDFStructureElementChild }[] = [];
    runs.forEach((run, i) => {
      const options = { width, align: 'left', lineGap: 2, baseline, continued: i < runs.length - 1, underline: false } as const;
      this.doc.font(run.font).fontSize(size).fillColor(run.color ?? color);
      const runWidth = this.doc.widthOfString(run.text);
      // A run drawn in another order than it reads is a Span of its own, read as its ActualText; so
      // is one in another language than its block.
      const role = run.link ? 'Link' : run.actual || run.lang ? 'Span' : undefined;
      const content = this.doc.markStructureContent(role ?? tag);
      if (i === 0) this.doc.text(run.text, at, lineTop, options);
      else this.doc.text(run.text, options);
      this.doc.endMarkedContent();
      let child: PDFKit.PDFStructureElementChild = content;
      if (role) {
        const element = this.doc.struct(role, { actual: run.actual, lang: run.lang });
        element.add(content);
        if (run.link) this.doc.link(left, lineTop, runWidth, this.doc.currentLineHeight(), run.link, { structParent: element } as PDFKit.Mixins.AnnotationOption);
        element.end();
        child = element;
      }
      children.push({ order: run.order ?? i, child });
      left += runWidth;
    });
    children.sort((a, b) => a.order - b.order).forEach(({ child }) => block.add(child));
  }

  /** A group of blocks (one job, one project) in the structure tree, in its own language if it has one. */
  item(lang: string | undefined) {
    const item = this.doc.struct('Div', { lang });
    this.root.add(item);
    if (lang) this.itemLangs.set(item, lang);
    return item;
  }

  /**
   * Starts a new page unless `height` more points fit on this one: entries are not split. Not at
   * the top of a page: what is taller than a page (a section title with a long first entry) runs
   * over from there, rather than after a blank page.
   */
  keep(height: number) {
    if (this.doc.y > margin && this.doc.y + height > this.doc.page.height - margin) this.doc.addPage();
  }

  /**
   * A section title and its rule, on the page of what follows it: `next` is the height of the
   * first entry under it (a job, a project, or the first lines of a paragraph or list), which
   * goes over to the next page with it rather than leave it alone at the foot of this one.
   */
  heading(title: string, lang?: string, next = 0) {
    // The title takes 10 points above, its line, 3, the rule and 7. Its line is taller in Arabic
    // letters (Noto Sans Arabic's, 23 points against a Latin title's 19): reckoned at 40 points
    // in all, an Urdu CV's "پروجیکٹس" (Projects) stood alone at the foot of a page.
    this.keep(Math.max(60, 20 + this.heightOf(title, 12.5, this.width, 700) + next));
    this.doc.y += 10;
    // On the CV's side, as the About page lines up its headings: a title in English on a CV that
    // reads from the right (an Urdu site's, before ur.json; a Pashto one's) stood at the left, its
    // section's words at the right.
    this.write(title, { size: 12.5, weight: 700, color: colors.accent, gap: 3, tag: 'H2', lang, align: this.direction === 'rtl' ? 'right' : 'left' });
    // The rule says nothing the heading does not: an artifact, which assistive technology skips.
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc
      .moveTo(margin, this.doc.y)
      .lineTo(margin + this.width, this.doc.y)
      .lineWidth(0.6)
      .strokeColor(colors.rule)
      .stroke();
    this.doc.endMarkedContent();
    this.doc.y += 7;
  }
}
