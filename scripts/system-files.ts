// Files macOS and Windows leave beside an owner's own in public/: Next copies all of public/ into
// the export, so each was published with the site, and a .DS_Store lists the names of the folder's
// files, those deleted since included.
import { readdirSync, rmSync } from 'node:fs';
import { basename, join, sep } from 'node:path';

/**
 * The system files .gitignore lists, so never committed. "Icon\r" is not among them: its carriage
 * return cannot be written in .gitignore so that every Git reads it alike.
 */
export const isIgnoredSystemFile = (name: string) => name === '.DS_Store' || name.startsWith('._') || /^(thumbs\.db|desktop\.ini)$/i.test(name);

/**
 * Finder's folder settings (.DS_Store), the "._" twin macOS writes for each file copied to a USB
 * stick, a network share or a zip (its extended attributes), a folder's custom icon ("Icon\r"),
 * and Windows Explorer's thumbnails and folder settings.
 */
export const isSystemFile = (name: string) => isIgnoredSystemFile(name) || name === 'Icon\r';

/** Deletes every system file under `dir`; returns their paths from it, with "/" between folders. */
export function removeSystemFiles(dir: string): string[] {
  const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => isSystemFile(basename(path)));
  for (const path of found) rmSync(join(dir, path), { recursive: true, force: true });
  return found.map((path) => path.split(sep).join('/'));
}
