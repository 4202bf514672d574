// Finds a Chromium for Playwright, Lighthouse and the screenshot script: the project drives the
// system's browser rather than one Playwright downloads (that download is not always possible).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const commands = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
// Debian's chromium-headless-shell (the binary in /usr/lib/chromium), Google's chrome-headless-shell.
const shells = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const shellCommands = ['chromium-headless-shell', 'chrome-headless-shell'];

function onPath(command) {
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
  const found = installed(candidates, commands);
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      '  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell chromium',
      '  macOS:         brew install --cask chromium   (or set CHROME_PATH to Google Chrome)',
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
