// `npm test`: every test, one step after another, with the time each took in a table at the end.
// A failed step does not stop the others (all failures show at once) except those that need it.
// Steps marked `together` run side by side with the steps next to them that have the same mark:
// each leaves a core idle much of the time (a type checker, a linter, one browser walking pages, a
// build's single-threaded parts), and side by side they fill the machine's two cores. Their output
// is printed when each ends. Steps in one group must not write the same files: each content set
// builds in a workspace of its own (.cache/sites/<set>/) and keeps its list pages' figures in a file
// of its own (lib/pagination/measured.ts), and bench:size's bare Next.js page is built in a
// temporary folder.
import { spawn } from 'node:child_process';
import { markdownTable } from './markdown-table';
import { stepsLine, type StepStatus } from './steps-line';

interface Step {
  name: string;
  command: string;
  /** The steps whose results this one needs: skipped when one of them failed. */
  needs?: string[];
  /** Steps next to each other with the same mark run at the same time. */
  together?: string;
  /** Settings of its own, beside the environment npm test runs in. */
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'typecheck', command: 'npm run typecheck', together: 'static checks' },
  { name: 'lint', command: 'npm run lint', together: 'static checks' },
  // Jest's two workers spend much of their time loading modules: beside the type checker and the
  // linter, the three fill the two cores.
  { name: 'unit', command: 'npm run test:unit', together: 'static checks' },
  // The hardest content set (every script, emoji, 40 projects), built with the network denied: the
  // proof that a build never needs it. Its check below walks this build.
  // Side by side with the browser tests' content set: a build leaves a core idle in its
  // single-threaded parts (collecting and writing the pages, finishing the export, weighing it).
  { name: 'build stress (offline)', command: 'npm run build:site -- stress --offline', together: 'builds' },
  { name: 'build fixture', command: 'npm run build:site -- fixture', together: 'builds' },
  { name: 'e2e (fixture)', command: 'npm run test:e2e', needs: ['build fixture'] },
  // Each drives one browser on its own port (e2e-engines/*.test.ts).
  { name: 'firefox (fixture)', command: 'npm run test:firefox', needs: ['build fixture'], together: 'engines' },
  { name: 'webkit (fixture)', command: 'npm run test:webkit', needs: ['build fixture'], together: 'engines' },
  // Alone: beside the two browsers its build took 76 s instead of 27 s, and the three ended in the
  // time they take one after the other (89 s against 90 s).
  { name: 'check (minimal)', command: 'npm run check -- --site minimal' },
  // The check of content/ builds the owner's site into out/; the others only read builds made above.
  // Without Next's type check of the code: the typecheck step above checked the same code (in 16 s
  // of this build's time on a fresh clone). The deploy's build checks.
  { name: 'check (content/)', command: 'npm run check', together: 'last checks', env: { SKIP_NEXT_TYPE_CHECK: '1' } },
  { name: 'check (stress)', command: 'npm run check -- --site stress', needs: ['build stress (offline)'], together: 'last checks' },
  // Every page's HTML within the first round trip and its JavaScript within budget: on the browser
  // tests' set (twelve projects and twenty sponsors, a full owner's site), and on the 40 projects
  // of 2,000 characters, which lib/pagination/ must spread over pages that each fit. One step for
  // both; it builds a bare Next.js page for each base path (the two sets are under two).
  {
    name: 'bench:size (fixture, stress)',
    command: 'npm run bench:size -- --site fixture --site stress',
    needs: ['build fixture', 'build stress (offline)'],
    together: 'last checks',
  },
];

const only = process.argv.slice(2);
interface Result {
  status: StepStatus;
  seconds: number;
}
/** How many of a failed step's last lines are printed again after the table. */
const tailLines = 60;
/** The last lines of each step's output, kept to show a failure again at the end. */
const tails = new Map<string, string>();
/** Each step's tests that failed once and passed when run again (Playwright's "N flaky" block). */
const flakes = new Map<string, string>();
/** A failure shows where the runner printed it, often many screens above the table (and above
 * what a CI log view keeps): the table's closing lines repeat each failed step's last lines, where
 * Playwright, Jest and node:test sum up what failed. */
function keepTail(step: Step, output: string) {
  const lines = output.trimEnd().split('\n');
  tails.set(step.name, lines.slice(-tailLines).join('\n'));
  // Playwright retries a failed browser test once on CI (playwright.config.ts): one that then
  // passes is "flaky", and its step passes. Its name is repeated at the end, not lost in the log.
  const flaky = lines.findIndex((line) => /^\s*\d+ flaky\s*$/.test(line));
  if (flaky >= 0) {
    const end = lines.findIndex((line, index) => index > flaky && /^\s*\d+ (passed|failed|skipped)\b/.test(line));
    flakes.set(step.name, lines.slice(flaky, end > flaky ? end : undefined).join('\n'));
  }
}
const results = new Map<string, Result>();
const started = Date.now();

/** Whether `step` runs: named on the command line (or none named), and what it needs passed. */
function shouldRun(step: Step): boolean {
  if (only.length > 0 && !only.includes(step.name)) return false;
  if (step.needs?.some((need) => results.has(need) && results.get(need)?.status !== 'passed')) {
    results.set(step.name, { status: 'skipped', seconds: 0 });
    return false;
  }
  return true;
}

/** Records how a step that started at `stepStarted` ended. */
function record(step: Step, code: number | null, stepStarted: number) {
  results.set(step.name, { status: code === 0 ? 'passed' : 'failed', seconds: (Date.now() - stepStarted) / 1000 });
}

/**
 * Runs a step and records how it ended; resolves to everything it printed. `live`: its output goes
 * to the terminal as it comes (a step run alone, which may also read the terminal); otherwise it
 * is only collected, for the caller to print in one piece.
 */
function runStep(step: Step, live: boolean): Promise<string> {
  const stepStarted = Date.now();
  return new Promise((done) => {
    const child = spawn(step.command, { shell: true, stdio: [live ? 'inherit' : 'ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    const output: Buffer[] = [];
    const collect = (terminal: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (live) terminal.write(chunk);
      output.push(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('close', (code) => {
      record(step, code, stepStarted);
      const text = Buffer.concat(output).toString('utf8');
      keepTail(step, text);
      done(text);
    });
  });
}

/** Runs a step alone, its output straight to the terminal as it comes. */
async function runAlone(step: Step) {
  console.log(`\n▶ ${step.name}: ${step.command}`);
  await runStep(step, true);
}

/** Runs steps side by side; each one's output is printed in one piece when it ends. */
async function runTogether(group: Step[]) {
  console.log(`\n▶ side by side: ${group.map((step) => step.name).join(', ')}`);
  await Promise.all(group.map(async (step) => console.log(`\n▶ ${step.name}: ${step.command}\n${await runStep(step, false)}`)));
}

for (let index = 0; index < steps.length; ) {
  const { together } = steps[index]!;
  let end = index + 1;
  while (together && end < steps.length && steps[end]!.together === together) end++;
  const group = steps.slice(index, end).filter(shouldRun);
  index = end;
  if (group.length === 1) await runAlone(group[0]!);
  else if (group.length > 1) await runTogether(group);
}

// In the steps' order, whichever of a side-by-side group ended first.
const ordered = steps.filter((step) => results.has(step.name)).map((step): [string, Result] => [step.name, results.get(step.name)!]);
const rows = ordered.map(([name, { status, seconds }]) => [
  name,
  status === 'passed' ? '✓ passed' : status === 'failed' ? '✗ failed' : '– skipped (needs a failed step)',
  status === 'skipped' ? '' : `${seconds.toFixed(1)} s`,
]);
rows.push(['total', '', `${((Date.now() - started) / 1000).toFixed(1)} s`]);
console.log(`\n${markdownTable([['step', 'result', 'time'], ...rows], 2)}`);
for (const [name, block] of flakes) console.log(`\n⚠ ${name}: tests that failed once, then passed when run again\n${block}`);
const named = (wanted: StepStatus) => [...results].filter(([, { status }]) => status === wanted).map(([name]) => name);
const failed = named('failed');
const skipped = named('skipped');
// The plain closing line CI reads, counting steps (each step's runner printed its own tests above).
console.log(`\n${stepsLine([...results.values()].map(({ status }) => status))}`);
// A step is skipped only when one it needs failed, so a skipped one always comes with a failure.
if (failed.length > 0 || skipped.length > 0) {
  for (const name of failed) console.error(`\n── the last ${tailLines} lines of ${name} ──\n${tails.get(name) ?? ''}`);
  console.error(`\n✗ npm test failed: ${failed.join(', ')}${skipped.length > 0 ? ` (skipped, as they need a failed step: ${skipped.join(', ')})` : ''}`);
  process.exit(1);
}
console.log('\n✓ npm test passed');
