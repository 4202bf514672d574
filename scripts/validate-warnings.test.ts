/** @jest-environment node */
// What `npm run validate` (the build's first step) warns about, and goes on: run as the build runs it.
import { spawnSync } from 'node:child_process';
import { emailJsSettings } from '@/lib/emailjs-config';
import { temporaryContentSet, validContent, type ContentInput } from '@/test/content-set';

/** The validation of `content`, with `env` and none of the EmailJS ids of whoever runs the test. */
function validate(content: ContentInput, env: Record<string, string> = {}) {
  const inherited = { ...process.env };
  for (const { envVar } of emailJsSettings) delete inherited[envVar];
  const set = temporaryContentSet(content);
  try {
    return spawnSync('npx', ['tsx', 'scripts/validate-content.ts'], {
      env: { ...inherited, CONTENT_DIR: set.contentDir, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
  } finally {
    set.remove();
  }
}

/** Content with no EmailJS public key. */
function withoutPublicKey(): ContentInput {
  const content = validContent();
  content.contact.emailjs.publicKey = '';
  return content;
}

test('the build warns about a missing EmailJS public key, names where to set it, and goes on', () => {
  const result = validate(withoutPublicKey());
  expect(result.status).toBe(0);
  expect(result.stderr).toContain(
    '⚠ EmailJS public key is missing: set contact.emailjs.publicKey in content/contact.json or NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  );
  expect(result.stderr).not.toMatch(/service ID|template ID/);
}, 30_000);

test("the build warns about the demo's placeholder EmailJS ids left in a fork, and goes on; the variables replace them", () => {
  const content = validContent();
  content.contact.emailjs = { serviceId: 'service_demo', templateId: 'template_demo', publicKey: 'demo_public_key' };
  const result = validate(content);
  expect(result.status).toBe(0);
  expect(result.stderr).toContain('⚠ EmailJS public key "demo_public_key", service ID "service_demo", template ID "template_demo": the demo\'s placeholders, which EmailJS refuses');
  const withVariables = validate(content, {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'Wq3xXp7aLk9s',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_8xk2pqd',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_m1q9zt4',
  });
  expect(withVariables.stderr).not.toContain('EmailJS');
}, 60_000);

test('the variable fills the gap: no warning', () => {
  const result = validate(withoutPublicKey(), { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key_from_env' });
  expect(result.status).toBe(0);
  expect(result.stderr).not.toContain('EmailJS');
}, 30_000);

test('the build names the characters cv.pdf and og.png cannot draw, and the links visitors cannot open, once each, and goes on', () => {
  const content = validContent();
  content.site.name = 'ꚠꚡ ꚢꚣꚤ';
  content.portfolio.projects[0]!.link = 'http://localhost:3000/';
  const result = validate(content);
  expect(result.status).toBe(0);
  const warnings = result.stderr.split('\n').filter((line) => line.includes('empty boxes'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('⚠ cv.pdf and the link preview image (og.png)');
  expect(warnings[0]).toContain('content/site.json name: Bamum ꚠꚡꚢꚣꚤ (cv.pdf, og.png)');
  expect(result.stderr.split('\n').filter((line) => line.includes('localhost'))).toEqual([
    '⚠ content/portfolio.json projects[0].link: http://localhost:3000/ is an address on your own computer or network: visitors cannot open it. Write the project\'s public address, or "#" while it has none.',
  ]);
}, 30_000);
