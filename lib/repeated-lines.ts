/**
 * Messages about the items of a list, for the build log: when the same message is said of many
 * items of one list (forty skills written as plain texts, twelve photos too small in the same
 * way), the first few are written out and one line names the rest, so that everything else stays
 * on the screen. Used by the content errors (content/validate.ts) and the image advice
 * (lib/images/build.ts).
 */

/** Messages of one kind written out in full before the rest are summed up. */
const SHOWN_OF_A_KIND = 3;

/** A list item's index, and its name where the path gives one: `[3]`, `[3] "Pocket Budget":`. */
const ITEM = /\[(\d+)\](?: "(?:[^"\\]|\\.)*":?)?/g;

export interface ItemMessage {
  /** The file the owner edits: `content/about.json`. */
  file: string;
  /** Where in it: `skills[3]`, `projects[3] "Pocket Budget": link`. */
  path: string;
  /** What is said of the item, with what is its own (its value, its name) left out: equal kinds are summed up. */
  kind: string;
  /** The line written for it. */
  line: string;
}

/** The path without its item indices and names: every item of a list has the same one. */
const pathShape = (path: string) => path.replace(ITEM, '[]');

/** Each message's line, a repeated kind summed up after its first few: `content/about.json: the same for 37 more: skills[3] to skills[39]`. */
export function withRepeatsSummed(messages: readonly ItemMessage[]): string[] {
  const kinds = new Map<string, ItemMessage[]>();
  for (const message of messages) {
    const kind = [message.file, pathShape(message.path), message.kind].join('\u0000');
    kinds.set(kind, [...(kinds.get(kind) ?? []), message]);
  }
  return [...kinds.values()].flatMap((same) => {
    if (same.length <= SHOWN_OF_A_KIND + 1) return same.map(({ line }) => line);
    const rest = same.slice(SHOWN_OF_A_KIND);
    const where = rest.map(({ path }) => path.replace(ITEM, '[$1]').replace(/\] (?=\S)/g, '].'));
    return [...same.slice(0, SHOWN_OF_A_KIND).map(({ line }) => line), `${same[0]!.file}: the same for ${rest.length} more: ${listed(where)}`];
  });
}

/** The path with its last index taken out, and that index: `projects[3].link` → `projects[].link`, 3. */
function lastIndex(path: string): [shape: string, index: number] {
  const match = /\[(\d+)\]([^[]*)$/.exec(path);
  return match ? [`${path.slice(0, match.index)}[]${match[2]}`, Number(match[1])] : [path, NaN];
}

/** `skills[3]`, `skills[4]` … `skills[39]` as `skills[3] to skills[39]` where they run on, one by one where they do not. */
function listed(paths: string[]): string {
  const runs: { first: string; last: string; shape: string; index: number }[] = [];
  for (const path of paths) {
    const [shape, index] = lastIndex(path);
    const run = runs.at(-1);
    if (run && run.shape === shape && run.index + 1 === index) Object.assign(run, { last: path, index });
    else runs.push({ first: path, last: path, shape, index });
  }
  return runs.map(({ first, last }) => (first === last ? first : `${first} to ${last}`)).join(', ');
}
