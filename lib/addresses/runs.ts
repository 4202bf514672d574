// The addresses in the owner's text, found apart from what is done with them (components/ui/Prose.tsx
// keeps them unhyphenated, LinkedProse links them, cv.pdf lays them out): a module of its own, so
// that a client component that only finds them ships nothing more.

/**
 * Tokens of an owner's text that are addresses: anything with `://` or `@` in it, or a dot between
 * a letter and two more (`www.example.com`, `github.com/jordan`, `jordan.lee@example.com`).
 * "Node.js" counts too; keeping a name like that whole costs nothing.
 */
const address = /\S*(?::\/\/|@|\p{L}\.\p{L}{2})\S*/gu;

/**
 * The text in runs, each marked whether it is an address: `[{ text: 'See ', address: false },
 * { text: 'https://example.com/docs', address: true }]`. Every letter of the text is in one run.
 */
export function addressRuns(text: string): { text: string; address: boolean }[] {
  const runs: { text: string; address: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(address)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), address: false });
    runs.push({ text: match[0], address: true });
    from = match.index + match[0].length;
  }
  if (from < text.length || runs.length === 0) runs.push({ text: text.slice(from), address: false });
  return runs;
}
