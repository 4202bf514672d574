import type { Direction } from '@/lib/i18n/direction';
import { headingSide } from '@/lib/i18n/heading-side';

/**
 * The class a heading of the owner's takes to stand on the side of the words under it when the two
 * read different ways (`headingSide`): a card's title over its story ("Pocket Budget" over a Hebrew
 * story, on the right), Home's greeting over the introduction. With the space before it; none
 * otherwise, so that the markup carries nothing more.
 */
export function titleAlignment(title: string, story: string, where: { lang?: string | undefined; page: Direction }): string {
  const side = headingSide(title, story, where);
  return side === 'right' ? ' text-right' : side === 'left' ? ' text-left' : '';
}
