/** @jest-environment node */
import { holdPaintUntil } from './hold-paint';

const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><main>…</main><nav id="site-links"></nav></body></html>';

test('holds the first paint until the named element is parsed, first thing in <head>', () => {
  expect(holdPaintUntil(page, 'site-links')).toContain('<head><link rel="expect" href="#site-links" blocking="render"/><meta charSet="utf-8"/>');
});

test('leaves a page without that element as it is (the browser would hold the paint to the end)', () => {
  expect(holdPaintUntil(page, 'elsewhere')).toBe(page);
});

test('adds it once', () => {
  const once = holdPaintUntil(page, 'site-links');
  expect(holdPaintUntil(once, 'site-links')).toBe(once);
});
