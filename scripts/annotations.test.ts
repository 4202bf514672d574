/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { temporaryContentSet, validContent } from '@/test/content-set';
import { workflowCommand } from './annotations';

test('a message becomes one workflow command: on one line, its place in properties that cannot end early', () => {
  expect(workflowCommand('warning', '⚠ The demo’s owner is still in your content:\n  content/socials.json: github, 100% hers')).toBe(
    '::warning::The demo’s owner is still in your content:%0A  content/socials.json: github, 100%25 hers',
  );
  expect(workflowCommand('error', 'content/sponsors.json:2:17: invalid JSON', { file: 'content/sponsors.json', line: 2, col: 17, title: 'Content is not valid: fix, then push' })).toBe(
    '::error file=content/sponsors.json,line=2,col=17,title=Content is not valid%3A fix%2C then push::content/sponsors.json:2:17: invalid JSON',
  );
});

/** `npm run validate` on `content` twice in one job, as the deploy runs it when `deploy`, else as the test workflow does. */
function validate(content: ReturnType<typeof validContent>, deploy: boolean, broken?: (dir: string) => void) {
  const set = temporaryContentSet(content);
  const runnerTemp = mkdtempSync(join(tmpdir(), 'runner-temp-'));
  broken?.(set.contentDir);
  const env = { ...process.env, CONTENT_DIR: set.contentDir, GITHUB_ACTIONS: 'true', OWNER_ANNOTATIONS: deploy ? 'true' : '', RUNNER_TEMP: runnerTemp };
  const run = () => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate-content.ts'], { env, encoding: 'utf8', timeout: 60_000 });
  try {
    return [run(), run()];
  } finally {
    set.remove();
    rmSync(runnerTemp, { recursive: true });
  }
}

const commands = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::'));

test('in the deploy, a content mistake is named beside its file and line, and a warning once a job', () => {
  const content = validContent();
  content.site.name = 'Eleni Papadopoulou';
  content.socials.github = 'https://github.com/amaraokafor';
  const [first, second] = validate(content, true, (dir) => writeFileSync(join(dir, 'sponsors.json'), '{\n  "sponsors": [ }\n'));
  expect(first!.status).not.toBe(0);
  expect(commands(first!.stdout)).toEqual([expect.stringMatching(/^::error file=.*sponsors\.json,line=2,col=17,title=Content is not valid::.*sponsors\.json:2:17: invalid JSON: unexpected "}"/)]);
  expect([second!.status, commands(second!.stdout)]).toEqual([first!.status, []]);

  const [valid, again] = validate(content, true);
  expect(valid!.status).toBe(0);
  expect(commands(valid!.stdout)).toEqual([expect.stringMatching(/^::warning::The demo's owner, Amara Okafor, is still in your content.*%0A  content\/socials\.json: github$/)]);
  // The build's own validation, later in the same job, does not list it again.
  expect(commands(again!.stdout)).toEqual([]);
  expect(again!.stderr).toContain("⚠ The demo's owner");
}, 60_000);

test('in the test workflow, whose content sets warn on purpose, the log shows the messages alone', () => {
  const content = validContent();
  content.site.name = 'Eleni Papadopoulou';
  content.socials.github = 'https://github.com/amaraokafor';
  const [run] = validate(content, false);
  expect(commands(run!.stdout)).toEqual([]);
  expect(run!.stderr).toContain("⚠ The demo's owner");
}, 60_000);
