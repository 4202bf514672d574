import type { ReactNode } from 'react';

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

/**
 * A text inside a paragraph (the owner's, or a mail provider's refusal), which hyphenates long
 * words (app/globals.css, `p`): the web and mail addresses in it are not hyphenated
 * (`hyphens: manual`), so that a reader who copies one by hand does not copy a hyphen the browser
 * put in ("https://exam-ple.com" in Firefox). They still break where they must, after a `/` or a
 * `.` where the browser can. Text without an address is rendered as it is: no extra markup.
 * `address` draws an address's run: as it is by default (a mail provider's refusal), `plainAddress`
 * in a card, a link in the owner's paragraphs (LinkedProse).
 */
export function Prose({ text, address = (run) => run }: { text: string; address?: (run: string) => ReactNode }) {
  const runs = addressRuns(text);
  if (runs.length === 1 && !runs[0]!.address) return text;
  // Keyed by place: the text never changes in the browser.
  return runs.map(({ text: run, address: isAddress }, index) =>
    isAddress ? (
      <span key={index} className="hyphens-manual">
        {address(run)}
      </span>
    ) : (
      run
    ),
  );
}
