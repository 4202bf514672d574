// Finds a Chromium for Playwright, Lighthouse and the screenshot script: the project drives the
// system's browser rather than one Playwright downloads (that download is not always possible).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const commands = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function onPath(command) {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** CHROME_PATH, then the usual install locations, then the usual command names. */
export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  }
  const found = candidates.find((path) => existsSync(path)) ?? commands.map(onPath).find(Boolean);
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  macOS:         brew install --cask chromium   (or set CHROME_PATH to Google Chrome)',
      '  anywhere:      set CHROME_PATH=/path/to/chrome, or run `npx playwright install chromium`',
      '                 and set CHROME_PATH to the browser it prints.',
    ].join('\n'),
  );
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
