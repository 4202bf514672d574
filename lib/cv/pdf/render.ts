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
//
// This file puts the CV's sections in order. The rest of lib/cv/pdf/: document.ts (the PDF and
// its metadata), fonts.ts (which font draws each character; glyph-text.ts, what each glyph gives
// back when copied), lines.ts and bidi.ts (text broken into lines here, each in visual order;
// line-pieces.ts, where a line may end), writer.ts (blocks drawn into the structure tree).
import { textDirection } from '@/lib/i18n/direction';
import { headingSide } from '@/lib/i18n/heading-side';
import { fillIn, splitAt } from '@/lib/i18n/format';
import { displayUrl, type Cv, type CvLink } from '../cv';
import type { CvText } from '../strings';
import { firstStrongIsolate, isolated, popDirectionalIsolate, withAddressesLeftToRight } from './bidi';
import { colors, margin } from './document';
import type { Part } from './fonts';
import { CvWriter } from './writer';

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
  const intro = withAddressesLeftToRight(cv.intro.paragraph);
  pdf.heading(cv.intro.heading, undefined, firstLines(intro, 10.5));
  pdf.write(intro, { size: 10.5, gap: 4 });

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
    // Each description as it is drawn, its addresses set apart (measured so too).
    const projects = cv.projects.map((project) => ({ ...project, description: withAddressesLeftToRight(project.description) }));
    // Its links are measured too: a store's address with its query takes a line of its own, and
    // counted as one line, they sent a Bengali owner's first description's last line over to page 2.
    const linksText = (links: CvLink[]) => linkParts(links, dot, text.labelled, text.lang).map(({ text }) => text).join('');
    const projectHeight = ({ title, description, links }: Cv['projects'][number]) =>
      pdf.heightOf(title, 11, pdf.width, 700) + (links.length ? pdf.heightOf(linksText(links), 9) + 1 : 0) + pdf.heightOf(description, 10) + 8;
    pdf.heading(text.projects, text.lang, projectHeight(projects[0]!));
    for (const project of projects) {
      const { title, description, links, lang } = project;
      pdf.keep(projectHeight(project));
      const parent = pdf.item(lang);
      // A title that reads the other way than its story lines up with it, as on the Portfolio page.
      const side = headingSide(title, description, { lang, page: pdf.direction });
      pdf.write(title, { size: 11, weight: 700, gap: 1, tag: 'H3', parent, ...(side ? { align: side } : {}) });
      // Its links' labels ("App Store") are the site's words: in the CV's language, whatever the item's.
      if (links.length > 0) pdf.write(linkParts(links, dot, text.labelled, text.lang), { size: 9, gap: 1, parent, lang: lang && cv.lang, dir: pdf.direction });
      pdf.write(description, { size: 10, color: colors.fg, gap: 8, parent });
      parent.end();
    }
  }

  doc.end();
  return done;
}
