// File names in content/ and public/ that a Mac or Linux takes and Windows does not. The deploy
// builds on Linux and goes through; the harm comes later, on the owner's (or a helper's) Windows
// clone: Git for Windows stops at "invalid path" and leaves the checkout half made, and two names
// that differ in capitals alone are one file on a Mac or Windows disk, so a clone there keeps one
// of them. Said by `npm run validate` as a warning, where the name was added, not found on the
// day a clone fails.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { caseless } from '../content/file-names';
import { isIgnoredSystemFile } from './system-files';

// Windows' rules for a name (Microsoft's "Naming Files, Paths, and Namespaces"): none of these
// characters, no control character, no dot or space at its end, and none of the device names,
// with any extension ("nul.png" is the device NUL too).
const refusedCharacters = /[<>:"|?*\\\u0000-\u001f]/gu;
const deviceName = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/iu;

/** Why Windows refuses `name` as a file's or folder's name, or undefined. */
export function windowsNameProblem(name: string): string | undefined {
  if (name === 'Icon\r') return 'is the custom icon macOS writes for a folder, with a carriage return in its name: delete it';
  const refused = [...new Set(name.match(refusedCharacters) ?? [])];
  if (refused.length > 0) {
    const shown = refused.map((character) => (character < ' ' ? `a control character (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})` : `"${character}"`));
    return `has ${shown.join(' and ')}, which Windows refuses in a name (: * ? " < > | \\)`;
  }
  if (/[. ]$/u.test(name)) return `ends in ${name.endsWith('.') ? 'a dot' : 'a space'}, which Windows takes off`;
  if (deviceName.test(name)) return `is "${name.split('.')[0]}", a name Windows keeps for a device, with any extension`;
  return undefined;
}

/**
 * Each name under `root` (shown as `shownAs`, such as "public") that Windows refuses, and each pair
 * of names in one folder that differ in capitals or accents' form alone. Generated folders and the
 * files macOS and Windows leave that Git ignores are passed over.
 */
export function unportableNames(root: string, shownAs: string, skip: readonly string[] = []): string[] {
  const problems: string[] = [];
  const walk = (dir: string, shown: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    // In code-point order, so that the warning lists them alike on every disk.
    const kept = entries
      .filter((entry) => !isIgnoredSystemFile(entry.name) && !(shown === shownAs && skip.includes(entry.name)))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    const seen = new Map<string, string>();
    for (const entry of kept) {
      const path = `${shown}/${entry.name}`;
      const problem = windowsNameProblem(entry.name);
      if (problem) problems.push(`${JSON.stringify(path)} ${problem}`);
      const twin = seen.get(caseless(entry.name));
      if (twin !== undefined) {
        // Windows keeps "café" with its accent as one character or as two apart; a Mac does not.
        const how = twin.toLowerCase() === entry.name.toLowerCase() ? 'in capitals alone: a Mac or Windows disk' : 'in how an accent is stored alone: a Mac disk';
        problems.push(`${JSON.stringify(`${shown}/${twin}`)} and ${JSON.stringify(path)} differ ${how} holds one of them`);
      } else seen.set(caseless(entry.name), entry.name);
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
    }
  };
  walk(root, shownAs);
  return problems;
}

/** The warning for `problems` (`unportableNames`), or undefined when there are none. */
export function unportableNamesWarning(problems: readonly string[]): string | undefined {
  if (problems.length === 0) return undefined;
  return [
    '⚠ File names a clone on Windows (or a Mac, for capitals) cannot keep. The site builds, but Git there stops at "invalid path" or keeps one file of two. Rename each (`git mv old new`) and change the path in content/ that names it:',
    ...problems.map((problem) => `  ${problem}`),
  ].join('\n');
}
