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
  const blockDirection = laidOutDirection(block, where);
  if (laidOutDirection(heading, where) === blockDirection) return undefined;
  return blockDirection === 'rtl' ? 'right' : 'left';
}

/** The direction a block of the owner's words is laid out in with `blockDir`'s `dir`: `writtenDirection`'s, else its first letter's. */
export const laidOutDirection = (text: string, where: { lang?: string | undefined; page: Direction }): Direction => writtenDirection(text, where) ?? directionOf(text);
