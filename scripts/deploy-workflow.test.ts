/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';
import { parse } from 'yaml';
import { cacheDir } from '../lib/images/process';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string;
  steps: Step[];
  env?: Record<string, string>;
  environment?: { name: string };
}

const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
  on: { push: { branches: string[] }; workflow_dispatch: unknown };
  permissions: Record<string, string>;
  jobs: { build: Job; deploy: Job };
};
const testWorkflow = parse(readFileSync('.github/workflows/test.yml', 'utf8')) as {
  on: { push: { 'paths-ignore': string[] }; pull_request: { 'paths-ignore': string[] } };
  permissions: Record<string, string>;
  jobs: { test: Job };
};
const nodeVersion = (steps: Step[]) => Number(uses(steps, 'actions/setup-node')?.with?.['node-version']);
const readme = readFileSync('README.md', 'utf8');
const ci = readFileSync('.ci/run', 'utf8');

const commands = (steps: Step[]) => steps.flatMap((step) => (step.run ? [step.run.trim()] : []));
const uses = (steps: Step[], action: string) => steps.find((step) => step.uses?.startsWith(`${action}@`));

test('the deploy lists what the build tells the owner on the run\'s page; the test workflow does not', () => {
  expect(String(workflow.jobs.build.env?.OWNER_ANNOTATIONS)).toBe('true');
  expect(testWorkflow.jobs.test.env).not.toHaveProperty('OWNER_ANNOTATIONS');
});

test('it runs on pushes to main and by hand, with the permissions Pages needs', () => {
  expect(workflow.on.push.branches).toEqual(['main']);
  expect(workflow.on).toHaveProperty('workflow_dispatch');
  expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
});

test('it installs, validates, then builds once and checks that build with the commands the README gives', () => {
  const run = commands(workflow.jobs.build.steps).filter((command) => command.startsWith('npm'));
  // npm run check runs the real npm run build into out/ and walks it: a second build would upload
  // something other than what was checked, and the full test suite is test.yml's job.
  expect(run.filter((command) => !command.startsWith('npm run images'))).toEqual(['npm install', 'npm run validate', 'npm run check']);
  expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.check).toBe('tsx scripts/check/check.ts');
  // The README's two commands for a fresh machine, and CI's, are the same ones.
  expect(readme).toContain('npm install && npm start');
  expect(readme).toMatch(/^npm test$/m);
  expect(ci).toMatch(/^npm install$/m);
  expect(ci).toMatch(/^npm test$/m);
  expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.start).toMatch(/^npm run build && /);
});

/**
 * Runs the check with an npm that notes what it was asked and fails: a command named npm first on
 * the PATH, and, with `asNpmRuns`, the script npm names in npm_execpath when it runs a script.
 * What each was asked, and the check's own run.
 */
function checkWithFailingNpm(asNpmRuns: boolean) {
  const bin = mkdtempSync(join(tmpdir(), 'check-npm-'));
  const asked = (by: string) => readFileSync(join(bin, by), { encoding: 'utf8', flag: 'a+' });
  try {
    writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$@" >> '${join(bin, 'command')}'\nexit 1\n`, { mode: 0o755 });
    writeFileSync(join(bin, 'npm-cli.js'), `require('fs').appendFileSync(${JSON.stringify(join(bin, 'script'))}, process.argv.slice(2).join(' ') + '\\n');\nprocess.exit(1);\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, npm_execpath: join(bin, 'npm-cli.js') };
    // Jest itself may have been started by npm: the check run by hand has no npm_execpath.
    if (!asNpmRuns) delete env.npm_execpath;
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check/check.ts'], { env, encoding: 'utf8', timeout: 60_000 });
    return { command: asked('command'), script: asked('script'), check };
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

/** The check, its build failed, stopped with that said and walked nothing. */
function expectStoppedAtTheBuild(check: ReturnType<typeof checkWithFailingNpm>['check']) {
  expect(check.stderr).toContain('npm run build failed');
  expect(check.stdout).not.toContain('Checking');
  expect(check.status).toBe(1);
}

test('`npm run check` builds the site with `npm run build` itself, and walks nothing when that build fails', () => {
  // The check's own build is the workflow's only one, so it must be the owner's `npm run build`,
  // and a failed build must not leave the check walking (and the workflow uploading) an out/ from
  // before. Run by hand (no npm_execpath), it asks the npm on the PATH.
  const { command, script, check } = checkWithFailingNpm(false);
  expect({ command, script }).toEqual({ command: 'run build\n', script: '' });
  expectStoppedAtTheBuild(check);
}, 60_000);

test('`npm run check` builds with the npm that runs it, started by node, not with a command named npm, which Windows cannot start without a shell', () => {
  // On Windows npm is npm.cmd: spawnSync('npm') found no program, built nothing, and the check
  // said only "npm run build failed (above)", with nothing above.
  const { command, script, check } = checkWithFailingNpm(true);
  expect({ command, script }).toEqual({ command: '', script: 'run build\n' });
  expectStoppedAtTheBuild(check);
}, 60_000);

test('a separate workflow runs the full npm test on pushes and pull requests that change code', () => {
  expect(commands(testWorkflow.jobs.test.steps).filter((command) => command.startsWith('npm'))).toEqual(['npm install', 'npm test']);
  // Content and pictures alone cannot break tests that run on their own content sets.
  for (const event of [testWorkflow.on.push, testWorkflow.on.pull_request]) {
    expect(event['paths-ignore'].sort()).toEqual(['content/*.json', 'public/**']);
  }
  expect(testWorkflow.permissions).toEqual({ contents: 'read' });
});

test('both workflows use a maintained Node LTS (22 or newer)', () => {
  expect(nodeVersion(workflow.jobs.build.steps)).toBeGreaterThanOrEqual(22);
  expect(nodeVersion(testWorkflow.jobs.test.steps)).toBeGreaterThanOrEqual(22);
});

test('it builds for the configured address, with the EmailJS ids from repository variables', () => {
  const { steps, env } = workflow.jobs.build;
  expect(uses(steps, 'actions/configure-pages')).toBeDefined();
  expect(commands(steps).join('\n')).toContain('SITE_URL=${{ vars.SITE_URL || steps.pages.outputs.base_url }}');
  expect(env).toMatchObject({
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: '${{ vars.EMAILJS_SERVICE_ID }}',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '${{ vars.EMAILJS_TEMPLATE_ID }}',
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '${{ vars.EMAILJS_PUBLIC_KEY }}',
  });
});

test('it uploads out/ and deploys it to GitHub Pages after the build', () => {
  const { build, deploy } = workflow.jobs;
  const buildSteps = build.steps.map((step) => step.run?.trim() ?? step.uses?.split('@')[0]);
  expect(buildSteps.indexOf('npm run check')).toBeGreaterThanOrEqual(0);
  expect(buildSteps.indexOf('actions/upload-pages-artifact')).toBeGreaterThan(buildSteps.indexOf('npm run check'));
  expect(uses(build.steps, 'actions/upload-pages-artifact')?.with).toEqual({ path: 'out' });
  expect(deploy.needs).toBe('build');
  expect(deploy.environment?.name).toBe('github-pages');
  expect(uses(deploy.steps, 'actions/deploy-pages')).toBeDefined();
});

test('it restores the image cache before building, keyed by the photos, the content and the image code', () => {
  const { steps } = workflow.jobs.build;
  const cache = uses(steps, 'actions/cache');
  // Where the image step keeps what it made, as the workflow's checkout has it.
  expect(cache?.with?.path).toBe(relative(process.cwd(), cacheDir()).split('\\').join('/'));
  expect(steps.indexOf(cache!)).toBeLessThan(steps.findIndex((step) => step.run?.includes('npm run check')));
  for (const input of ["'public/**'", "'content/*.json'", "'lib/images/**'"]) expect(cache?.with?.key).toContain(input);
  expect(cache?.with?.key).toMatch(/^images-\$\{\{ hashFiles\(/);
  expect(cache?.with?.['restore-keys']).toBe('images-');
});

test('before the cache is saved again, it keeps only what this content uses', () => {
  const { steps } = workflow.jobs.build;
  const prune = steps.findIndex((step) => step.run?.trim() === 'npm run images -- --prune-cache');
  expect(prune).toBeGreaterThan(steps.findIndex((step) => step.run?.includes('npm run check')));
  expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.images).toBe('tsx scripts/images.ts');
});
