// Reads a PDF as a person would: its text and its metadata, through poppler-utils (pdftotext,
// pdfinfo; `apt-get install poppler-utils`, `brew install poppler`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer, args: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'file.pdf');
  writeFileSync(file, pdf);
  try {
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
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

/** `text` as pdfText would give it back: white space made one space. */
export const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();
