import type { ReactNode } from 'react';
import { addressRuns } from '@/lib/addresses/runs';

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
