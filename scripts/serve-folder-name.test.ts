/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// An owner's project in a folder whose name has a space or an accent ("C:\Users\Ana Lima\…",
// "~/Área de Trabalho/…"): `npm run serve` (and `npm start` after its build) ended at once without a
// word, its test for being the program it runs failing on the percent-encoded URL of its own path.

const tmp = mkdtempSync(join(tmpdir(), 'serve-folder-'));
const project = join(tmp, 'Área de Trabalho', 'my portfolio');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

beforeAll(() => {
  // What serve.mjs imports, where it finds it in a project; and the packages.
  for (const file of ['scripts/serve.mjs', 'scripts/main-module.mjs', 'scripts/owner-env.mjs', 'lib/site-url.mjs', 'content/file-text.mjs']) {
    mkdirSync(join(project, dirname(file)), { recursive: true });
    copyFileSync(join(process.cwd(), file), join(project, file));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'), 'dir');
});

test('`npm run serve` in a folder with a space and an accent in its name does what it does anywhere: here, says there is no site to serve yet', () => {
  const result = spawnSync(process.execPath, [join(project, 'scripts', 'serve.mjs')], { cwd: project, encoding: 'utf8', timeout: 20_000 });
  expect(result.stderr).toContain('out/ has no site yet');
  expect(result.status).toBe(1);
});
