/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { temporaryContentSet, validContent } from '@/test/content-set';

test('the build names the characters cv.pdf and og.png cannot draw, once, and goes on', () => {
  const content = validContent();
  content.site.name = 'བསྟན་འཛིན';
  const set = temporaryContentSet(content);
  try {
    const result = spawnSync('npx', ['tsx', 'scripts/validate-content.ts'], { env: { ...process.env, CONTENT_DIR: set.contentDir }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('empty boxes'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('⚠ cv.pdf and the link preview image (og.png)');
    expect(warnings[0]).toContain('content/site.json name: Tibetan བསྟན་འཛི (cv.pdf, og.png)');
  } finally {
    set.remove();
  }
}, 30_000);
