// The `--name=value` options of the reports (`npm run audit`, `npm run bench:font-swap`,
// `npm run bench:first-frame`).
import { pageLinks, servedPath } from '../lib/routes';

/** The value of `--name=value` on the command line, or undefined. */
export const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

/** `--name=value` with a value among `choices`, the first when not told; a wrong one ends the run with a message. */
export function choiceOption<Choice extends string>(name: string, choices: readonly Choice[]): Choice {
  const value = option(name) ?? choices[0];
  const chosen = choices.find((choice) => choice === value);
  if (!chosen) {
    console.error(`--${name} must be ${choices.join(' or ')}, not ${value}`);
    process.exit(1);
  }
  return chosen;
}

/** `--runs=N`: how many times each page is measured (at least once; `unless` when not told). */
export const runsOption = (unless = 3) => Math.max(1, Number(option('runs') ?? unless));

/** `--pages=/,/about/`: the pages to measure, as served (every page unless told otherwise, or `unless`). */
export const pagesOption = (unless: string[] = pageLinks.map(({ href }) => servedPath(href))) => option('pages')?.split(',') ?? unless;

/** `--themes=light,dark`: the colour schemes the visitor's system asks for (light unless told). */
export function themesOption(): ('light' | 'dark')[] {
  const asked = (option('themes') ?? 'light').split(',');
  const wrong = asked.filter((theme) => theme !== 'light' && theme !== 'dark');
  if (wrong.length > 0) {
    console.error(`--themes takes light, dark or light,dark, not ${wrong.join(',')}`);
    process.exit(1);
  }
  return asked as ('light' | 'dark')[];
}
