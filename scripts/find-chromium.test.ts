/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, findTestChromium } from './find-chromium.mjs';

// The owner's or a contributor's own browser (CHROME_PATH) comes before anything the tests would
// pick themselves: the headless shell for the tests, the full browser for the measurements.
const saved = process.env.CHROME_PATH;
let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'chrome-path-'));
});
afterEach(() => {
  if (saved === undefined) delete process.env.CHROME_PATH;
  else process.env.CHROME_PATH = saved;
  rmSync(dir, { recursive: true, force: true });
});

test('CHROME_PATH is the browser of the tests and of the measurements alike', () => {
  const chrome = join(dir, 'chrome');
  writeFileSync(chrome, '');
  process.env.CHROME_PATH = chrome;
  expect(findTestChromium()).toBe(chrome);
  expect(findChromium()).toBe(chrome);
});

test('a CHROME_PATH with no file there stops the tests with a message naming it', () => {
  process.env.CHROME_PATH = join(dir, 'no-such-chrome');
  expect(() => findTestChromium()).toThrow(`CHROME_PATH is set to ${join(dir, 'no-such-chrome')}, but there is no file there.`);
});
