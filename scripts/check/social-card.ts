// The check's look at the social card (og.png), which link previews show: it must be there, be
// the 1200×630 PNG the pages' metadata announce, and have something drawn on it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ogImage } from '../../lib/og-image';

/** Below this spread of every colour channel a picture is one flat colour: nothing was drawn. */
const BLANK_STDEV = 2;

/** Problems with out/og.png, or none. */
export async function socialCardProblems(out: string): Promise<string[]> {
  const file = join(out, ogImage.path.replace(/^\//, ''));
  if (!existsSync(file)) return [`${ogImage.path} is missing from the export`];
  const bytes = readFileSync(file);
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return [`${ogImage.path} is not a PNG`];
  const { width, height } = await sharp(bytes).metadata();
  const problems: string[] = [];
  if (width !== ogImage.width || height !== ogImage.height)
    problems.push(`${ogImage.path} is ${width}×${height}, the pages announce ${ogImage.width}×${ogImage.height}`);
  const { channels } = await sharp(bytes).removeAlpha().stats();
  if (channels.every((channel) => channel.stdev < BLANK_STDEV)) problems.push(`${ogImage.path} is blank: one flat colour`);
  return problems;
}
