/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineScripts, policyFor, withPolicy } from './csp';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/portfolio/_next/a.js" async=""></script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script><script type="application/ld+json">{"@type":"Person"}</script>
</head><body><script id="_R_">self.__next_r="x"</script><script type="module">import("/m.js")</script></body></html>`;

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64');

test('finds the inline scripts a browser runs, not external ones or data blocks', () => {
  expect(inlineScripts(page)).toEqual([
    '(self.__next_f=self.__next_f||[]).push([0])',
    'self.__next_r="x"',
    'import("/m.js")',
  ]);
});

test('allows exactly those scripts by hash, and nothing inline or evaluated', () => {
  const policy = policyFor(page, { imageOrigins: ['https://images.example.com'], sponsorFrame: true });
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
  expect(scriptSrc).toBe(
    `script-src 'self' 'sha256-${hashOf('(self.__next_f=self.__next_f||[]).push([0])')}' 'sha256-${hashOf('self.__next_r="x"')}' 'sha256-${hashOf('import("/m.js")')}'`,
  );
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("img-src 'self' data: https://images.example.com");
  expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
  expect(policy).toContain('frame-src https://github.com');
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("form-action 'self'");
});

test('frames nothing on a site without a Sponsors page, and only GitHub Sponsors on one with it', () => {
  const frames = (sponsorFrame: boolean) => policyFor(page, { imageOrigins: [], sponsorFrame }).split('; ').find((directive) => directive.startsWith('frame-src '));
  expect(frames(false)).toBe("frame-src 'none'");
  expect(frames(true)).toBe('frame-src https://github.com');
});

test('puts the policy first in <head>, before any script, followed by the referrer policy', () => {
  const secured = withPolicy(page, "default-src 'self'");
  expect(secured).toMatch(
    /^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"\/><meta name="referrer" content="strict-origin-when-cross-origin"\/><meta charSet/,
  );
});

test('refuses a page twice, or a page without <head>', () => {
  expect(() => withPolicy(withPolicy(page, "default-src 'self'"), "default-src 'self'")).toThrow('already has');
  expect(() => withPolicy('<html><body></body></html>', "default-src 'self'")).toThrow('no <head>');
});
