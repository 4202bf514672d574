// The `--name=value` options of the reports (`npm run audit`, `npm run bench:font-swap`,
// `npm run bench:first-frame`).
import { loadContent } from '../content';
import { sitePageLinks } from '../lib/pagination';
import { servedPath } from '../lib/routes';

/** The value of `--name=value` on the command line, or undefined. */
export const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

/** `value`, one of `choices` for `--name`; anything else ends the run with a message. */
function chosen<Choice extends string>(name: string, choices: readonly Choice[], value: string): Choice {
  const choice = choices.find((each) => each === value);
  if (!choice) {
    console.error(`--${name} must be ${choices.join(' or ')}, not ${value}`);
    process.exit(1);
  }
  return choice;
}

/** `--name=value` with a value among `choices`, the first when not told; a wrong one ends the run with a message. */
export const choiceOption = <Choice extends string>(name: string, choices: readonly Choice[]): Choice => chosen(name, choices, option(name) ?? choices[0]!);

/** `--name=a,b`: values among `choices`, the first alone when not told; a wrong one ends the run with a message. */
export const choicesOption = <Choice extends string>(name: string, choices: readonly Choice[]): Choice[] =>
  (option(name) ?? choices[0]!).split(',').map((value) => chosen(name, choices, value));

/** `--runs=N`: how many times each page is measured (at least once; `unless` when not told). */
export const runsOption = (unless = 3) => Math.max(1, Number(option('runs') ?? unless));

/**
 * `--pages=/,/about/`: the pages to measure, as served; unless told otherwise, `unless`, or every
 * page the site in content/ has (no Sponsors without sponsors.json).
 */
export const pagesOption = (unless?: string[]) => option('pages')?.split(',') ?? unless ?? sitePageLinks(loadContent()).map(({ href }) => servedPath(href));
