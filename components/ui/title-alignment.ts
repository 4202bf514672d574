import type { Direction } from '@/lib/i18n/direction';
import { headingSide } from '@/lib/i18n/heading-side';

/**
 * The class a card's title takes to stand on its story's side when the two read different ways
 * (`headingSide`: "Pocket Budget" over a Hebrew story, on the right), with the space before it;
 * none otherwise, so that the card's markup carries nothing more.
 */
export function titleAlignment(title: string, story: string, where: { lang?: string | undefined; page: Direction }): string {
  const side = headingSide(title, story, where);
  return side === 'right' ? ' text-right' : side === 'left' ? ' text-left' : '';
}
