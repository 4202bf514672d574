// Reads a PDF as a person would: its text, fonts and metadata through poppler-utils (pdftotext,
// pdffonts, pdfinfo; `apt-get install poppler-utils`, `brew install poppler`), and its tagged
// structure, as a screen reader would, through pdf.js (e2e/pdf-structure.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What `read` makes of the PDF saved in a file of its own, for a program that reads files. The
 * file is removed afterwards: a test run reads hundreds of PDFs.
 */
function withSavedPdf<T>(pdf: Buffer, read: (file: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(folder, 'file.pdf');
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What a poppler-utils program prints of the PDF, given `args` before the file (pdftotext: to stdout). */
export function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer, args: string[] = []): string {
  try {
    return withSavedPdf(pdf, (file) => execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils, brew install poppler)`);
    throw error;
  }
}

/** The PDF's text with every run of white space made one space, as it reads. */
export const pdfText = (pdf: Buffer) => poppler('pdftotext', pdf, ['-enc', 'UTF-8']).replace(/\s+/g, ' ');

/** The PDF's document information (Title, Author, Pages…), as pdfinfo prints it. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  return Object.fromEntries(
    poppler('pdfinfo', pdf, ['-enc', 'UTF-8'])
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, key, value]) => [key!, value!]),
  );
}

/** `text` as pdfText would give it back, and as the tests read a page's texts: white space made one space. */
export const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A structure element of a tagged PDF, as e2e/pdf-structure.mjs prints it. */
export interface PdfElement {
  role: string;
  lang?: string;
  /** Its ActualText: what a reader reads in place of its glyphs. */
  actual?: string;
  /**
   * All the text it holds, its children's included, in reading order, each child read as its
   * ActualText where it has one, white space made one space.
   */
  text: string;
  /** For a link: where it leads, and how its annotation describes it. */
  href?: string;
  /** The address as the PDF stores it, before a reader decodes or repairs it (pdf.js's `unsafeUrl`). */
  uri?: string;
  description?: string;
  children: PdfElement[];
}

/** A piece of text as drawn (pdf.js makes one of each run of one font), in points from the page's bottom left. */
export interface PdfRun {
  text: string;
  /** Its left edge. */
  x: number;
  baseline: number;
}

export interface PdfStructure {
  /** Each page's part of the structure tree (pdf.js gives it page by page); null: the page has none. */
  pages: (PdfElement | null)[];
  /** Text on the pages that belongs to no element and is not marked as an artifact. */
  untagged: string;
  /** dc:title from the XMP metadata; null when there is none or its XML cannot be read. */
  xmpTitle: string | null;
  /** Each page's text as drawn, piece by piece. */
  runs: PdfRun[][];
}

/** The PDF as assistive technology reads it: its tagged structure, through pdf.js. */
export function pdfStructure(pdf: Buffer): PdfStructure {
  // Both test runners start in the project's folder (jest cannot read import.meta).
  const script = join(process.cwd(), 'e2e', 'pdf-structure.mjs');
  return JSON.parse(withSavedPdf(pdf, (file) => execFileSync(process.execPath, [script, file], { encoding: 'utf8' }))) as PdfStructure;
}

/** Every element of `role` in the structure, page after page, in reading order. */
export function elementsOf(structure: PdfStructure, role: string): PdfElement[] {
  const found: PdfElement[] = [];
  const visit = (element: PdfElement) => {
    if (element.role === role) found.push(element);
    element.children.forEach(visit);
  };
  structure.pages.forEach((page) => page && visit(page));
  return found;
}
