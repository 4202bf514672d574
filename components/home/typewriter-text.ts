import { charactersOf } from '@/lib/characters';

/**
 * typewriter-effect's typeString() parses a string that looks like it holds a tag (`<x…>`) as HTML,
 * and types any other one character at a time as text, entities included: escaped, 'Swift &
 * TypeScript' would show as 'Swift &amp; TypeScript'. A tagline is text, so it is cut after each
 * '<': no piece then holds a '<' followed by anything, none looks like a tag, and each is typed as
 * written.
 */
export const textPieces = (text: string): string[] => text.split(/(?<=<)/);

/**
 * The letters a piece is typed in, one keystroke each, as a reader sees them: an emoji (👩‍💻, a
 * flag), a letter whose accent is a second code point, Arabic with its vowel marks. Without it
 * (the `stringSplitter` option) typewriter-effect cuts a string into UTF-16 code units, and typed
 * half an emoji for a keystroke, a replacement mark on screen.
 */
export const typedLetters = charactersOf;
