/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { withBasePath } from './dev.mjs';

test.each([
  ['   - Local:        http://localhost:3000', '   - Local:        http://localhost:3000/portfolio/'],
  ['   - Local:        http://localhost:3001/', '   - Local:        http://localhost:3001/portfolio/'],
  ['   - Network:      http://192.168.1.4:3000', '   - Network:      http://192.168.1.4:3000/portfolio/'],
  [' ✓ Ready in 1200ms', ' ✓ Ready in 1200ms'],
  ['   - Environments: .env.local', '   - Environments: .env.local'],
])('%j is printed as %j', (line, printed) => {
  expect(withBasePath(line, '/portfolio')).toBe(printed);
});

test('at a domain root the address ends in /', () => {
  expect(withBasePath('   - Local:        http://localhost:3000', '')).toBe('   - Local:        http://localhost:3000/');
});

test('it starts Next with node itself, whatever the system: no shell, and no next.cmd, which only Windows has', () => {
  // On Windows it started node_modules/.bin/next.cmd through cmd.exe, which split the project's
  // path at a space (C:\Users\Jane Doe\…). Taken as Windows here, it asked for that shim too.
  const asWindows = `data:text/javascript,Object.defineProperty(process, 'platform', { value: 'win32' });`;
  const dev = spawnSync(process.execPath, ['--import', asWindows, 'scripts/dev.mjs', '--help'], { encoding: 'utf8', timeout: 30_000 });
  expect(dev.stderr).not.toContain('next.cmd');
  expect(dev.stdout).toContain('Usage: next dev');
  expect(dev.status).toBe(0);
});
