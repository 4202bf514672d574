// In the deploy (.github/workflows/deploy.yml, which sets OWNER_ANNOTATIONS), what the build tells
// the owner is also written as a workflow command: GitHub lists it at the top of the run's page,
// and beside the file and line it names. Without it, a deploy stopped by a missing comma said
// "Process completed with exit code 1" there, and a warning that the site links to the demo
// owner's profiles was seen only by an owner who opened the step's log. The test workflow, whose
// content sets warn on purpose (a language without words, pages over the line), sets nothing.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a message points, as GitHub's command properties name it. */
export interface Place {
  file?: string;
  line?: number;
  col?: number;
  title?: string;
}

type Level = 'warning' | 'error';

// GitHub's escaping: a message on one line, and properties that cannot end early.
const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** The workflow command for `message`, without the "⚠ " or "✗ " the terminal shows before it. */
export function workflowCommand(level: Level, message: string, place: Place = {}): string {
  const properties = Object.entries(place)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${level}${properties ? ` ${properties}` : ''}::${escapeData(message.replace(/^[⚠✗]\s*/u, ''))}`;
}

/**
 * Writes `message` as a workflow command in the deploy, once a job: the deploy validates the
 * content twice (its own step, then the build's first), and each warning would otherwise be listed
 * twice. The job's temporary folder keeps what was written.
 */
export function annotate(level: Level, message: string, place: Place = {}) {
  if (process.env.GITHUB_ACTIONS !== 'true' || process.env.OWNER_ANNOTATIONS !== 'true') return;
  const command = workflowCommand(level, message, place);
  const written = process.env.RUNNER_TEMP ? join(process.env.RUNNER_TEMP, 'portfolio-annotations.txt') : undefined;
  if (written) {
    if (existsSync(written) && readFileSync(written, 'utf8').split('\n').includes(command)) return;
    appendFileSync(written, `${command}\n`);
  }
  console.log(command);
}

/** A warning for the owner: in the terminal, and on the run's page on GitHub. */
export function warn(message: string, place?: Place) {
  console.warn(message);
  annotate('warning', message, place);
}

/** A problem that stops the build: in the terminal, and on the run's page on GitHub. */
export function fail(message: string, place?: Place) {
  console.error(message);
  annotate('error', message, place);
}
