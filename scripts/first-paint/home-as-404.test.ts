/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noindex, writeHomeAs404 } from './home-as-404';

const home = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="canonical" href="https://example.com/"/></head><body><h1>Hi</h1></body></html>';
let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'home-as-404-'));
  writeFileSync(join(out, 'index.html'), home);
  // What Next exports for its not-found boundary, beside 404.html.
  mkdirSync(join(out, '404'));
  writeFileSync(join(out, '404', 'index.html'), '<html><head></head><body>Not found</body></html>');
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

test('answers unknown paths with Home, which search engines are told not to index', () => {
  writeHomeAs404(out);
  for (const page of ['404.html', join('404', 'index.html')]) {
    const html = readFileSync(join(out, page), 'utf8');
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain(`<head>${noindex}<meta charSet="utf-8"/>`);
    expect(html.split(noindex)).toHaveLength(2);
  }
  // Home itself stays indexable, and no folder Next did not export is made.
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(home);
  expect(() => readFileSync(join(out, '_not-found', 'index.html'))).toThrow();
});

test('writes the tag once when the step runs again on the same export', () => {
  writeHomeAs404(out);
  writeHomeAs404(out);
  expect(readFileSync(join(out, '404.html'), 'utf8').split(noindex)).toHaveLength(2);
});
