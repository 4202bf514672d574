// Apart from direction.ts, which Home's typewriter ships: only the cards and cv.pdf need this.
import { directionOf, writtenDirection, type Direction } from './direction';

/**
 * The side a heading over a block of the owner's words lines up on when the two are laid out in
 * different directions (`blockDir`'s, or their first letters'): the block's start. A project
 * named "Pocket Budget" over a story in Hebrew stood at the left of its card (and of cv.pdf's
 * page) while its story and link stood on the right (a Hebrew owner's walkthrough, 2026-12-07).
 * Undefined when they read the same way: each lines up where it starts.
 */
export function headingSide(heading: string, block: string, where: { lang?: string | undefined; page: Direction }): 'left' | 'right' | undefined {
  const laidOut = (text: string) => writtenDirection(text, where) ?? directionOf(text);
  const blockDirection = laidOut(block);
  if (laidOut(heading) === blockDirection) return undefined;
  return blockDirection === 'rtl' ? 'right' : 'left';
}
