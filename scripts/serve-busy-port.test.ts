/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { temporaryContentSet } from '@/test/content-set';

// An owner who runs `npm start` twice, or has another app on 3000, gets told which port and what
// to do, not a stack trace.

let busy: Server;
let port: number;
const set = temporaryContentSet();
// A built site for the server to find: the port is what this test is about.
mkdirSync(join(set.root, 'out'));
writeFileSync(join(set.root, 'out', 'index.html'), '<!doctype html>');

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((ready) => busy.listen(0, ready));
  port = (busy.address() as { port: number }).port;
});
afterAll(() => {
  busy.close();
  set.remove();
});

function serve(args: string[] = []) {
  return spawnSync(process.execPath, [join(process.cwd(), 'scripts/serve.mjs'), ...args], {
    cwd: set.root,
    env: { ...process.env, PORT: String(port), CONTENT_DIR: set.contentDir, SITE_URL: '' },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

test.each([
  ['`npm run serve`', []],
  ['`npm start` (its prestart step), before it builds', ['--check-port']],
])('%s on a busy port names the port and how to choose another, without a stack trace', (_, args) => {
  const result = serve(args);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`Port ${port} is already in use`);
  expect(result.stderr).toContain(`PORT=${port + 1} npm run serve`);
  expect(result.stderr).not.toMatch(/^\s+at |EADDRINUSE/m);
  expect(result.stdout).toBe('');
});

test('a PORT that is not a number is named', () => {
  const result = spawnSync(process.execPath, [join(process.cwd(), 'scripts/serve.mjs')], {
    cwd: set.root,
    env: { ...process.env, PORT: 'eighty', CONTENT_DIR: set.contentDir },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT=eighty is not a port number');
});
