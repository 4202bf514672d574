/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The guard that makes `npm run build:site -- <set> --offline` prove the build needs no network:
// it must stop every way a build reaches another host, and leave this machine reachable.
const preload = join(process.cwd(), 'scripts', 'site', 'deny-network.cjs');
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'deny-network-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(code: string) {
  const log = join(dir, 'attempts');
  const result = spawnSync(process.execPath, ['--require', preload, '--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, DENY_NETWORK_LOG: log },
    timeout: 20_000,
  });
  let attempts = '';
  try {
    attempts = readFileSync(log, 'utf8');
  } catch {}
  return { output: result.stdout + result.stderr, attempts };
}

test.each([
  ['a DNS lookup', `import dns from 'node:dns'; dns.lookup('cdn.jsdelivr.net', () => {});`, 'dns.lookup cdn.jsdelivr.net'],
  ['a promised DNS lookup', `import dns from 'node:dns'; await dns.promises.lookup('fonts.googleapis.com');`, 'fonts.googleapis.com'],
  ['a TCP connection', `import net from 'node:net'; net.connect(443, '203.0.113.7');`, 'connect to 203.0.113.7'],
  ['an HTTPS request', `import https from 'node:https'; https.get('https://fonts.googleapis.com/css2');`, 'fonts.googleapis.com'],
  ['fetch', `await fetch('https://cdn.jsdelivr.net/gh/twitter/twemoji/x.svg');`, 'fetch https://cdn.jsdelivr.net/'],
])('%s to another host is refused and recorded', (_, code, what) => {
  const { output, attempts } = run(code);
  expect(output).toContain('network access refused during an offline build');
  expect(attempts).toContain(what);
});

test('this machine stays reachable: a server on loopback answers', () => {
  const { output, attempts } = run(`
    import http from 'node:http';
    const server = http.createServer((request, response) => response.end('ok')).listen(0, '127.0.0.1', () => {
      http.get({ host: 'localhost', port: server.address().port }, (response) => {
        console.log('status', response.statusCode);
        server.close();
      });
    });`);
  expect(output).toContain('status 200');
  expect(attempts).toBe('');
});
