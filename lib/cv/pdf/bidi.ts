// The Unicode bidirectional algorithm (bidi-js), for text that reads from the right: the items of
// a list set apart from each other, and a line's runs put in the order they are drawn in.
import bidiFactory from 'bidi-js';
import { leftToRightAddress } from '@/lib/addresses/parts';
import { addressRuns } from '@/lib/addresses/runs';
import { rightToLeftScript as rtlScript } from '@/lib/fonts/script-fonts';
import type { LevelRun, Run } from './fonts';

export const bidi = bidiFactory();

/**
 * One item of a list (a skill, a link and its label) set apart for the bidi algorithm, between
 * FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, as `<bdi>` does on the page: it is ordered
 * within its own direction, and the items in the list's. Without it, on a right-to-left page,
 * neighbouring items in Latin letters ran together into one left-to-right stretch, so that
 * "Website: site.dev · GitHub: github.com/x" read as "Website: GitHub" on the line. The marks
 * are read by the bidi algorithm and never drawn (`fontRuns` skips them).
 */
export const firstStrongIsolate = '\u2068';
export const popDirectionalIsolate = '\u2069';
export const isolated = (text: string) => `${firstStrongIsolate}${text}${popDirectionalIsolate}`;
export const isolateMark = /[\u2066-\u2069]/u;

const leftToRightIsolate = '\u2066';

/**
 * The owner's text with each address that must read left to right (`leftToRightAddress`: a web or
 * e-mail address with right-to-left letters in it) between LEFT-TO-RIGHT ISOLATE and POP
 * DIRECTIONAL ISOLATE, as `dir="ltr"` sets it apart on the pages (components/ui/plain-address.tsx),
 * the sentence's punctuation outside: an Arabic or Hebrew paragraph drew
 * "https://noa.example/נגישות." as "נגישות/https://noa.example.". Never drawn, as above.
 */
export const withAddressesLeftToRight = (text: string) =>
  addressRuns(text)
    .map(({ text: run, address }) => {
      const parts = address ? leftToRightAddress(run) : undefined;
      return parts ? `${parts.before}${leftToRightIsolate}${parts.text}${popDirectionalIsolate}${parts.after}` : run;
    })
    .join('');

/**
 * One line of text with right-to-left words as pdfkit draws it, left to right: runs of one font
 * and one bidi level, in visual order (rule L2 of the bidi algorithm). Their levels are the
 * paragraph's, from where the line starts (`bidiLines`): the algorithm resolves them over the
 * whole paragraph, then orders each line (resolved line by line, a colon at the end of a line
 * went to its far end, and an isolated item broken over two lines lost its isolation). A run
 * that reads from the right and is in a right-to-left script stays in reading order with
 * no-break spaces: fontkit reverses it whole (pdfkit would lay out each word on its own, left to
 * right). A run of neutral characters that reads from the right (". ", "(") is reversed here.
 * Brackets that read from the right are mirrored.
 */
export function visualRuns(levelRuns: LevelRun[]): Run[] {
  const runs = levelRuns.map((run, order) => ({ ...run, order }));
  const highest = Math.max(0, ...runs.map(({ level }) => level));
  for (let level = highest; level >= 1; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ level, mirrored, ...run }) => {
    // A number in Arabic-Indic digits reads from the left, but fontkit reverses anything in
    // Arabic script: reversed here, it comes out right.
    if (level % 2 === 0) return rtlScript.test(run.text) ? { ...run, actual: run.text, text: Array.from(run.text).reverse().join('') } : run;
    // fontkit does not mirror: a bracket of a right-to-left run gets its mirror image here.
    if (rtlScript.test(run.text)) return { ...run, actual: run.text, text: mirrored.replace(/ /g, '\u00a0') };
    return { ...run, actual: run.text, text: Array.from(mirrored).reverse().join('') };
  });
}
