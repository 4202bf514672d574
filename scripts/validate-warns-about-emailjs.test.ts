/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailJsSettings } from '@/lib/emailjs-config';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
  const contact = JSON.parse(readFileSync(join(dir, 'contact.json'), 'utf8'));
  contact.emailjs.publicKey = '';
  writeFileSync(join(dir, 'contact.json'), JSON.stringify(contact));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function validate(env: Record<string, string>) {
  // Only what the test sets: not the ids of whoever runs it.
  const inherited = { ...process.env };
  for (const { envVar } of emailJsSettings) delete inherited[envVar];
  return spawnSync('npx', ['tsx', 'scripts/validate-content.ts'], {
    env: { ...inherited, CONTENT_DIR: dir, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

test('the build warns about a missing EmailJS public key, names where to set it, and goes on', () => {
  const result = validate({});
  expect(result.status).toBe(0);
  expect(result.stderr).toContain(
    '⚠ EmailJS public key is missing: set contact.emailjs.publicKey in content/contact.json or NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  );
  expect(result.stderr).not.toMatch(/service ID|template ID/);
}, 30_000);

test('the variable fills the gap: no warning', () => {
  const result = validate({ NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key_from_env' });
  expect(result.status).toBe(0);
  expect(result.stderr).not.toContain('EmailJS');
}, 30_000);
