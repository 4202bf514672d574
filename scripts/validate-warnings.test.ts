/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { temporaryContentSet, validContent } from '@/test/content-set';

test('the build names the characters cv.pdf and og.png cannot draw, and the links visitors cannot open, once each, and goes on', () => {
  const content = validContent();
  content.site.name = 'བསྟན་འཛིན';
  content.portfolio.projects[0]!.link = 'http://localhost:3000/';
  const set = temporaryContentSet(content);
  try {
    const result = spawnSync('npx', ['tsx', 'scripts/validate-content.ts'], { env: { ...process.env, CONTENT_DIR: set.contentDir }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('empty boxes'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('⚠ cv.pdf and the link preview image (og.png)');
    expect(warnings[0]).toContain('content/site.json name: Tibetan བསྟན་འཛི (cv.pdf, og.png)');
    expect(result.stderr.split('\n').filter((line) => line.includes('localhost'))).toEqual([
      '⚠ content/portfolio.json projects[0].link: http://localhost:3000/ is an address on your own computer or network: visitors cannot open it. Write the project\'s public address, or "#" while it has none.',
    ]);
  } finally {
    set.remove();
  }
}, 30_000);
