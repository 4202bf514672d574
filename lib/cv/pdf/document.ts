// The PDF document cv.pdf is drawn in: A4 with its margins, the light theme's colours, the
// metadata (PDF 1.7, tagged, in the CV's language), and pdfkit's XMP and links mended.
import PDFDocument from 'pdfkit';
import { palettes } from '@/tailwind.config';
import { displayUrl, type Cv } from '../cv';

export const colors = { fg: palettes.light.fg, muted: palettes.light.muted, accent: palettes.light.accent, rule: palettes.light.border };
export const margin = 54;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The address a link annotation can hold: a PDF's URI is 7-bit ASCII (ISO 32000-1, 12.6.4.7),
 * and pdfkit wrote one with other letters ("https://bücher.de/", a Wikipedia page in Arabic) as
 * UTF-16, which readers do not open as that address. `new URL` gives it as a browser sends it:
 * the path and query percent-encoded (UTF-8), the host in punycode ("xn--bcher-kva.de"), a
 * mailto: address's letters too. Content's URLs are validated as URLs; one that is not is left
 * as it is.
 */
function asciiUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

export function cvDocument(cv: Cv): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    // Tagged PDF came with version 1.4; pdfkit writes 1.3 unless told.
    pdfVersion: '1.7',
    tagged: true,
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
  // pdfkit copies the title, author, subject and keywords into the XMP metadata it writes for
  // PDF 1.4 and later as they are, so an "&" or a "<" in a name or a skill ("R&D") made that XML
  // unreadable, and readers ignored it. It has written the document information dictionary
  // by then, so escaping them here changes only the XML.
  const endMetadata = doc.endMetadata.bind(doc);
  doc.endMetadata = () => {
    const info = doc.info as Record<string, unknown>;
    for (const [key, value] of Object.entries(info)) if (typeof value === 'string') info[key] = escapeXml(value);
    endMetadata();
  };
  // A tagged link is described to assistive technology by its annotation's Contents (PDF/UA-1,
  // 7.18.5), which pdfkit leaves empty: the address, as the page shows it, describes it. The
  // link itself goes to the address's ASCII form (`asciiUrl`).
  const link = doc.link.bind(doc);
  doc.link = (x, y, w, h, url, options = {}) =>
    link(x, y, w, h, typeof url === 'string' ? asciiUrl(url) : url, {
      ...options,
      Contents: new String(typeof url === 'string' ? displayUrl(url) : ''),
    } as PDFKit.Mixins.AnnotationOption);
  return doc;
}
