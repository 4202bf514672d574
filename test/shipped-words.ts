// The site's own words in every language it ships (content/ui/*.json), for tests that hold a
// layout to each language's words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UiStrings } from '@/content/ui/schema';

export function shippedWords(): { lang: string; words: UiStrings }[] {
  const dir = join(process.cwd(), 'content', 'ui');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ lang: file.replace(/\.json$/, ''), words: JSON.parse(readFileSync(join(dir, file), 'utf8')) as UiStrings }));
}
