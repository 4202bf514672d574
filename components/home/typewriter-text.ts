/**
 * typewriter-effect's typeString() parses a string that looks like it holds a tag (`<x…>`) as HTML,
 * and types any other one character at a time as text, entities included: escaped, 'Swift &
 * TypeScript' would show as 'Swift &amp; TypeScript'. A tagline is text, so it is cut after each
 * '<': no piece then holds a '<' followed by anything, none looks like a tag, and each is typed as
 * written.
 */
export const textPieces = (text: string): string[] => text.split(/(?<=<)/);
