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

/** The file system module itself, as find-chromium calls it, to answer as another computer's disk. */
const fs = jest.requireActual<typeof import('node:fs')>('node:fs');

describe('on a Mac or on Windows, the browser is found where its installer put it', () => {
  const platform = process.platform;
  const env = { ...process.env };
  afterEach(() => {
    Object.defineProperty(process, 'platform', { value: platform });
    process.env = { ...env };
    jest.restoreAllMocks();
  });

  /** Taken as `system`, with only `file` on the disk. */
  function foundOn(system: NodeJS.Platform, file: string, settings: Record<string, string>) {
    Object.defineProperty(process, 'platform', { value: system });
    delete process.env.CHROME_PATH;
    Object.assign(process.env, settings);
    jest.spyOn(fs, 'existsSync').mockImplementation((path) => path === file);
    return findChromium();
  }

  test('Windows: Chrome in the user\'s own folder, or Edge, which every Windows 10 and 11 has', () => {
    const settings = { LOCALAPPDATA: 'C:\\Users\\Jane Doe\\AppData\\Local', PROGRAMFILES: 'C:\\Program Files', 'PROGRAMFILES(X86)': 'C:\\Program Files (x86)' };
    const chrome = 'C:\\Users\\Jane Doe\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    expect(foundOn('win32', chrome, settings)).toBe(chrome);
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    expect(foundOn('win32', edge, settings)).toBe(edge);
  });

  test('macOS: Google Chrome, or the Chromium brew installs', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(foundOn('darwin', chrome, { HOME: '/Users/jane' })).toBe(chrome);
    const chromium = '/Users/jane/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(foundOn('darwin', chromium, { HOME: '/Users/jane' })).toBe(chromium);
  });
});
