/** @jest-environment node */
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
