// The HTML pages of a static export, as the last steps of the build rewrite them
// (scripts/finish-export.ts, scripts/first-paint/).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Rewrites every HTML page of `out`, at any depth, with `transform`; returns how many there are. */
export function rewritePages(out: string, transform: (html: string) => string): number {
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const path = join(out, page);
    writeFileSync(path, transform(readFileSync(path, 'utf8')));
  }
  return pages.length;
}

/**
 * The value of the attribute `name` of one `tag` of exported HTML, as React writes it (double
 * quotes, no entity in the values read here); undefined when the tag has none.
 */
export const attributeOf = (tag: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
