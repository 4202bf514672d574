/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { emailJsSettings } from '@/lib/emailjs-config';
import { temporaryContentSet, validContent } from '@/test/content-set';

let set: ReturnType<typeof temporaryContentSet>;

beforeEach(() => {
  const content = validContent();
  content.contact.emailjs.publicKey = '';
  set = temporaryContentSet(content);
});
afterEach(() => set.remove());

function validate(env: Record<string, string>) {
  // Only what the test sets: not the ids of whoever runs it.
  const inherited = { ...process.env };
  for (const { envVar } of emailJsSettings) delete inherited[envVar];
  return spawnSync('npx', ['tsx', 'scripts/validate-content.ts'], {
    env: { ...inherited, CONTENT_DIR: set.contentDir, ...env },
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
