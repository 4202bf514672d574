/** @jest-environment node */
import { holdPaint } from './hold-paint';

const page = (main: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><main>${main}</main><footer><nav></nav><p>©<span id="footer-end"></span></p></footer></body></html>`;
const short = page('<ul><li>one card</li></ul>');
const long = page('<ul><li>…</li><li id="first-screen-end">the tenth card</li><li>…</li></ul>');

test('holds the first paint until the footer is parsed, first thing in <head>', () => {
  expect(holdPaint(short)).toContain('<head><link rel="expect" href="#footer-end" blocking="render"/><meta charSet="utf-8"/>');
});

test('holds a long grid only until its first screen of cards, and until the footer on screens with Follow Me beside them', () => {
  const held = holdPaint(long);
  expect(held).toContain(
    '<head><link rel="expect" href="#first-screen-end" blocking="render"/><link rel="expect" href="#footer-end" blocking="render" media="(min-width: 80rem)"/><meta',
  );
  expect(held.match(/rel="expect"/g)).toHaveLength(2);
});

test('leaves a page without those elements as it is (the browser would hold the paint to the end)', () => {
  const bare = '<html><head></head><body><p>Hi</p></body></html>';
  expect(holdPaint(bare)).toBe(bare);
});

test('adds the holds once', () => {
  const once = holdPaint(long);
  expect(holdPaint(once)).toBe(once);
});
