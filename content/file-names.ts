// How a file name in content/ is matched with a folder's listing, for the image paths
// (image-files.ts) and the content and words files (index.ts) alike.

/**
 * A file name as macOS and Windows open it: with its accents composed (é one character, as Git on
 * a Mac commits it) and its capitals ignored. Linux, and so the deploy, tells such names apart.
 */
export const caseless = (name: string) => name.normalize('NFC').toLowerCase();

/** `name` as `listed` (a folder's names) has it: itself, else the one that differs from it in capitals or accents' form alone. */
export const listedAs = (listed: readonly string[], name: string): string | undefined =>
  listed.includes(name) ? name : listed.find((entry) => caseless(entry) === caseless(name));
