// cv.pdf, drawn with pdfkit: selectable text in embedded fonts (subset to the glyphs used), title
// and author in the metadata, and the same per-script font choice as the social card (Noto from
// npm packages; emoji in outline, as a PDF has no colour fonts). pdfkit lays each run out with
// fontkit, which shapes Arabic; it neither reorders right-to-left text nor breaks its lines, so
// text that reads from the right is broken into lines here and each line put in visual order
// with the Unicode bidirectional algorithm (bidi-js).
//
// It is a tagged PDF: every word drawn belongs to a structure element (the name H1,
// section titles H2, each job and project H3, the rest P, each address a Link that holds its
// annotation) in reading order, the rules under the headings are marked as layout artifacts, and
// a job or project written in another language than the site's carries its own Lang. A screen
// reader then reads the CV as it reads the About page: by headings, in order, in the right voice.
// Untagged, a reader had only the glyphs, in the order they were drawn, and no headings or links.
import { saysHanShapes, type Weight } from '@/lib/fonts/script-fonts';
import { textDirection, type Direction } from '@/lib/i18n/direction';
import { fillIn, splitAt } from '@/lib/i18n/format';
import { displayUrl, type Cv, type CvLink } from '../cv';
import type { CvText } from '../strings';
import { firstStrongIsolate, isolated, popDirectionalIsolate } from './bidi';
import { colors, cvDocument, margin } from './document';
import { CvFonts, type Part, type Run } from './fonts';
import { CvLines, writtenLines } from './lines';

/** The structure elements the CV is made of (ISO 32000-1, 14.8.4): what a screen reader announces. */
type Tag = 'H1' | 'H2' | 'H3' | 'P';

class CvWriter {
  /** The language of each item that has one of its own (`item`), for the blocks written in it. */
  private readonly itemLangs = new WeakMap<PDFKit.PDFStructureElement, string>();
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: CvFonts;
  readonly lines: CvLines;
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

/**
 * Links as a list, each address after its label, as `labelled` ("{label}: {address}", the site's
 * words) puts them, each label and address isolated together. The labels are the site's words,
 * or names: `lang` is theirs when it is not the block's.
 */
const linkParts = (links: CvLink[], separator: Part, labelled: string, lang: string | undefined): Part[] => {
  const [before, after] = splitAt(labelled, 'address');
  return links.flatMap(({ label, url }, i) => [
    ...(i > 0 ? [separator] : []),
    // No-break spaces keep a label ("X (Twitter)") whole, on the line of its address.
    ...(label ? [{ text: `${firstStrongIsolate}${fillIn(before, { label }).replace(/ /g, '\u00a0')}`, color: colors.muted, lang }] : []),
    { text: `${label ? '' : firstStrongIsolate}${displayUrl(url)}${label && after ? '' : popDirectionalIsolate}`, link: url, color: colors.accent },
    ...(label && after ? [{ text: `${after}${popDirectionalIsolate}`, color: colors.muted, lang }] : []),
  ]);
};

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
  pdf.write(cv.name, { size: 24, weight: 700, y: margin, gap: 2, tag: 'H1' });
  pdf.write(cv.jobTitle, { size: 13, weight: 700, color: colors.accent, gap: 8 });
  // Lists (these links, the skills, the tools) go in the CV's direction, whatever their first word.
  pdf.write(linkParts([{ label: text.email, url: `mailto:${cv.email}` }, ...cv.links], dot, text.labelled, text.lang), { size: 9.5, gap: 6, dir: pdf.direction });

  // A paragraph or a list may run over pages: its first two lines stay with the title.
  const firstLines = (text: string, size: number) => Math.min(pdf.heightOf(text, size), 2 * pdf.heightOf('X', size));
  pdf.heading(cv.intro.heading, undefined, firstLines(cv.intro.paragraph, 10.5));
  pdf.write(cv.intro.paragraph, { size: 10.5, gap: 4 });

  if (cv.timeline.length > 0) {
    // The dates stand at the end of the line, as the About page's table has them: on the right,
    // or on the left in a CV that reads from the right.
    const rtl = pdf.direction === 'rtl';
    const side = rtl ? 'right' : 'left';
    const widths = ({ date }: Cv['timeline'][number]) => {
      const dateWidth = Math.min(pdf.widthOf(date, 10) + 2, pdf.width / 3);
      return { dateWidth, titleWidth: pdf.width - dateWidth - 16 };
    };
    const jobHeight = (job: Cv['timeline'][number]) => {
      const { titleWidth } = widths(job);
      return pdf.heightOf(job.jobtitle, 11, titleWidth, 700) + pdf.heightOf(job.where, 10, titleWidth) + 8;
    };
    pdf.heading(text.timeline, text.lang, jobHeight(cv.timeline[0]!));
    for (const job of cv.timeline) {
      const { jobtitle, where, date, lang } = job;
      const { dateWidth, titleWidth } = widths(job);
      const titleX = rtl ? margin + pdf.width - titleWidth : margin;
      pdf.keep(jobHeight(job));
      const top = doc.y;
      // Drawn in reading order (title, place, dates), which is the structure's order: the dates
      // stand beside the title, in a column of their own.
      const parent = pdf.item(lang);
      pdf.write(jobtitle, { size: 11, weight: 700, x: titleX, y: top, width: titleWidth, align: side, tag: 'H3', parent });
      pdf.write(where, { size: 10, color: colors.muted, x: titleX, width: titleWidth, align: side, parent });
      const textBottom = doc.y;
      // A range of bare years reads as the job's language reads, or the CV's (as on the About page).
      pdf.write(date, {
        size: 10,
        color: colors.muted,
        x: rtl ? margin : margin + pdf.width - dateWidth,
        y: top + 1,
        width: dateWidth,
        parent,
        ...(lang ? { fallback: textDirection({ lang }) } : {}),
      });
      parent.end();
      doc.y = Math.max(doc.y, textBottom) + 7;
    }
  }

  for (const [title, names] of [
    [text.skills, cv.skills],
    [text.tools, cv.tools],
  ] as const) {
    if (names.length === 0) continue;
    const list = names.map(isolated).join('\u00a0· ');
    pdf.heading(title, text.lang, firstLines(list, 10.5));
    pdf.write(list, { size: 10.5, gap: 4, dir: pdf.direction });
  }

  if (cv.projects.length > 0) {
    // Its links are measured too: a store's address with its query takes a line of its own, and
    // counted as one line, they sent a Bengali owner's first description's last line over to page 2.
    const linksText = (links: CvLink[]) => linkParts(links, dot, text.labelled, text.lang).map(({ text }) => text).join('');
    const projectHeight = ({ title, description, links }: Cv['projects'][number]) =>
      pdf.heightOf(title, 11, pdf.width, 700) + (links.length ? pdf.heightOf(linksText(links), 9) + 1 : 0) + pdf.heightOf(description, 10) + 8;
    pdf.heading(text.projects, text.lang, projectHeight(cv.projects[0]!));
    for (const project of cv.projects) {
      const { title, description, links, lang } = project;
      pdf.keep(projectHeight(project));
      const parent = pdf.item(lang);
      pdf.write(title, { size: 11, weight: 700, gap: 1, tag: 'H3', parent });
      // Its links' labels ("App Store") are the site's words: in the CV's language, whatever the item's.
      if (links.length > 0) pdf.write(linkParts(links, dot, text.labelled, text.lang), { size: 9, gap: 1, parent, lang: lang && cv.lang, dir: pdf.direction });
      pdf.write(description, { size: 10, color: colors.fg, gap: 8, parent });
      parent.end();
    }
  }

  doc.end();
  return done;
}
