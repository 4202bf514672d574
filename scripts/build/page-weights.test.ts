/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_WINDOW } from '../../lib/first-window';
import { heavyPages, heavyPagesWarning } from './page-weights';

let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'page-weights-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

/**
 * A page of about `before` bytes gzipped up to its paint hold's mark and `after` bytes after it:
 * random bytes written in base64, which gzip brings back to about their own size.
 */
function page(path: string, before: number, after = 0) {
  mkdirSync(join(out, path), { recursive: true });
  const text = (n: number) => randomBytes(n).toString('base64');
  writeFileSync(
    join(out, path, 'index.html'),
    `<!DOCTYPE html><link rel="expect" href="#end" blocking="render"><p>${text(before)}<span id="end"></span></p><p>${text(after)}</p>`,
  );
}

test('names a page without a list that passes the first round trip, and what its first paint needs', () => {
  page('', 9_000);
  page('about', 9_000, 7_000);
  page('contact', 8_000);
  const heavy = heavyPages(out, '');
  expect(heavy.map(({ route }) => route)).toEqual(['/about']);
  expect(heavy[0]!.whole).toBeGreaterThan(FIRST_WINDOW);
  expect(heavy[0]!.beforePaint).toBeLessThan(FIRST_WINDOW);
  const warning = heavyPagesWarning(heavy)!;
  expect(warning).toContain(`/about/: ${heavy[0]!.whole.toLocaleString('en')} bytes, of which its first paint needs ${heavy[0]!.beforePaint.toLocaleString('en')} bytes`);
  expect(warning).toContain('though it appears as soon');
});

test('says the page appears later when its first paint alone passes the line', () => {
  page('', 16_000);
  page('about', 5_000);
  page('contact', 5_000);
  const warning = heavyPagesWarning(heavyPages(out, ''))!;
  expect(warning).toMatch(/^! over the first round trip .*: \/: /);
  expect(warning).toContain('the page appears that much later too');
});

test('says nothing when every page fits', () => {
  for (const path of ['', 'about', 'contact']) page(path, 6_000);
  expect(heavyPages(out, '')).toEqual([]);
  expect(heavyPagesWarning([])).toBeUndefined();
});
