// Finds a Chromium for Playwright, Lighthouse and the screenshot script: the project drives the
// system's browser rather than one Playwright downloads (that download is not always possible).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, win32 } from 'node:path';

const linuxPlaces = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * Where each system's installers put Chrome, Chromium or Edge (Chromium's engine too, and on every
 * Windows 10 and 11): only Linux's places were looked in, so an owner on a Mac or on Windows had to
 * find the path and set CHROME_PATH before `npm run check` would run, brew's Chromium included.
 */
function browserPlaces() {
  const env = process.env;
  if (process.platform === 'darwin') {
    const apps = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium', 'Microsoft Edge.app/Contents/MacOS/Microsoft Edge'];
    return [...apps.map((app) => join('/Applications', app)), ...(env.HOME ? apps.map((app) => join(env.HOME, 'Applications', app)) : [])];
  }
  if (process.platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(Boolean);
    const apps = ['Google/Chrome/Application/chrome.exe', 'Chromium/Application/chrome.exe', 'Microsoft/Edge/Application/msedge.exe'];
    return apps.flatMap((app) => roots.map((root) => win32.join(root, app)));
  }
  return linuxPlaces;
}
const commands = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
// Debian's chromium-headless-shell (the binary in /usr/lib/chromium), Google's chrome-headless-shell.
const shells = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const shellCommands = ['chromium-headless-shell', 'chrome-headless-shell'];

function onPath(command) {
  // Windows has no sh, and its browsers are not on the PATH.
  if (process.platform === 'win32') return undefined;
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The first of `paths` that exists, else the first of `commands` on the PATH (asked one by one). */
function installed(paths, commands) {
  const found = paths.find((path) => existsSync(path));
  if (found) return found;
  for (const command of commands) {
    const path = onPath(command);
    if (path) return path;
  }
  return undefined;
}

/** CHROME_PATH, then the usual install locations, then the usual command names. */
export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  }
  const found = installed(browserPlaces(), commands);
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      '  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell chromium',
      '  macOS:         install Google Chrome, or brew install --cask chromium',
      '  Windows:       install Google Chrome (Edge, which Windows has, is looked for too)',
      '  anywhere:      set CHROME_PATH=/path/to/chrome, or run `npx playwright install chromium`',
      '                 and set CHROME_PATH to the browser it prints.',
    ].join('\n'),
  );
}

/**
 * The Chromium the tests and the check drive: CHROME_PATH when set, else Chromium's headless shell
 * when it is installed, else findChromium(). The shell is the same Blink and V8 without the browser
 * around them, and what Playwright itself runs headless tests in. The full browser opens a window
 * for every test's context, with the address bar's WebUI pop-ups in two more renderers: on two
 * cores, ten pages took 20–22 s and 13–15 s of CPU in it against 11–12 s and 5–7 s in the shell
 * (2026-11-26). The measurements (Lighthouse, bench:hydration, bench:first-frame) keep the full
 * browser: they stand for a visitor's Chrome.
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  return installed(shells, shellCommands) ?? findChromium();
}

/** Flags for a headless run on a machine without a network beyond localhost, and as root in CI. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];
