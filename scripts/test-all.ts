// `npm test`: every test, one step after another, with the time each took in a table at the end.
// A failed step does not stop the others (all failures show at once) except those that need it.
import { spawnSync } from 'node:child_process';
import { markdownTable } from './markdown-table';

interface Step {
  name: string;
  command: string;
  /** A step whose result this one needs: skipped when that one failed. */
  needs?: string;
}

const steps: Step[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'unit', command: 'npm run test:unit' },
  // The hardest content set (every script, emoji, 40 projects), built with the network denied: the
  // proof that a build never needs it. Its check below walks this build.
  { name: 'build stress (offline)', command: 'npm run build:site -- stress --offline' },
  // The browser tests' content set.
  { name: 'build fixture', command: 'npm run build:site -- fixture' },
  { name: 'e2e (fixture)', command: 'npm run test:e2e', needs: 'build fixture' },
  { name: 'firefox (fixture)', command: 'npm run test:firefox', needs: 'build fixture' },
  { name: 'webkit (fixture)', command: 'npm run test:webkit', needs: 'build fixture' },
  { name: 'check (content/)', command: 'npm run check' },
  { name: 'check (minimal)', command: 'npm run check -- --site minimal' },
  { name: 'check (stress)', command: 'npm run check -- --site stress', needs: 'build stress (offline)' },
  // Every page's HTML within the first round trip and its JavaScript within budget, on the browser
  // tests' set: twelve projects and twelve sponsors with long texts, a full owner's site (docs/
  // performance.md has the figures of the 40-project set, which does not fit).
  { name: 'bench:size (fixture)', command: 'npm run bench:size -- --site fixture', needs: 'build fixture' },
];

const only = process.argv.slice(2);
const results = new Map<string, { status: 'passed' | 'failed' | 'skipped'; seconds: number }>();
const started = Date.now();
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  if (step.needs && results.get(step.needs)?.status !== 'passed' && results.has(step.needs)) {
    results.set(step.name, { status: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const stepStarted = Date.now();
  const run = spawnSync(step.command, { shell: true, stdio: 'inherit' });
  results.set(step.name, { status: run.status === 0 ? 'passed' : 'failed', seconds: (Date.now() - stepStarted) / 1000 });
}

const rows = [...results].map(([name, { status, seconds }]) => [
  name,
  status === 'passed' ? '✓ passed' : status === 'failed' ? '✗ failed' : '– skipped (needs a failed step)',
  status === 'skipped' ? '' : `${seconds.toFixed(1)} s`,
]);
rows.push(['total', '', `${((Date.now() - started) / 1000).toFixed(1)} s`]);
console.log(`\n${markdownTable([['step', 'result', 'time'], ...rows], 2)}`);
const failed = [...results].filter(([, { status }]) => status !== 'passed').map(([name]) => name);
// The plain closing line CI reads, counting steps (each step's runner printed its own tests above).
console.log(`\nsteps: ${results.size - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.error(`\n✗ npm test failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n✓ npm test passed');
