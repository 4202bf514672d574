// Firefox through Puppeteer over WebDriver BiDi (Puppeteer's CDP path is Chromium-only).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import puppeteer, { type Page } from 'puppeteer-core';
import { callSource, takeProbeProblems, waitFor, type Engine, type EnginePage, type Key } from './engine';
import { startOutsideWorld } from './outside-world';
import { probeSource, type ServedSite } from './server';
import { basePath } from './site';


function onPath(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** FIREFOX_PATH, else firefox-esr or firefox; a clear stop when there is none. */
export function findFirefox(): string {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`FIREFOX_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  const found = ['firefox-esr', 'firefox'].map(onPath).find(Boolean);
  if (found) return found;
  throw new Error(
    [
      'No Firefox found for the Firefox tests (npm run test:firefox).',
      '  Debian/Ubuntu: sudo apt-get install -y firefox-esr',
      '  macOS:         brew install --cask firefox, then',
      '                 export FIREFOX_PATH=/Applications/Firefox.app/Contents/MacOS/firefox',
      '  elsewhere:     install a current Firefox (tested with 153 ESR) and set FIREFOX_PATH to its executable.',
    ].join('\n'),
  );
}

const keys: Record<Key, { key: 'Tab' | 'Escape' | 'Enter'; shift: boolean }> = {
  Tab: { key: 'Tab', shift: false },
  'Shift+Tab': { key: 'Tab', shift: true },
  Escape: { key: 'Escape', shift: false },
  Enter: { key: 'Enter', shift: false },
};

export async function launchFirefox(site: ServedSite): Promise<Engine> {
  // Every other host is the local stand-ins' (outside-world.ts), as in the WebKit suite: the
  // requests leave through Firefox's own network stack, so the page's CSP and EmailJS's CORS
  // preflight apply as on the internet, and no WebDriver BiDi interception is needed (Firefox
  // 140 ESR has no network.getData to read a request's body, and answering an intercepted POST
  // closed its page).
  const outside = await startOutsideWorld();
  const proxy = new URL(outside.proxy);
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      executablePath: findFirefox(),
      headless: true,
      defaultViewport: { width: 1280, height: 800 },
      // The stand-ins' certificate is made for the run.
      acceptInsecureCerts: true,
      extraPrefsFirefox: {
        // No network beyond localhost: keep Firefox from reaching for its update and telemetry hosts.
        'network.dns.disablePrefetch': true,
        'app.update.enabled': false,
        'network.proxy.type': 1,
        'network.proxy.ssl': proxy.hostname,
        'network.proxy.ssl_port': Number(proxy.port),
        'network.proxy.http': proxy.hostname,
        'network.proxy.http_port': Number(proxy.port),
      },
    })
    .catch(async (error: unknown) => {
      await outside.close();
      throw error;
    });

  async function newPage(options: { userAgent?: string } = {}): Promise<EnginePage> {
    const page: Page = await browser.newPage();
    if (options.userAgent) await page.setUserAgent(options.userAgent);
    const problems: string[] = [];
    let status: number | undefined;
    let documentUrl = '';

    await page.evaluateOnNewDocument(probeSource);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    // Uncaught errors and rejections are the probe's to record, with their file and line, as in
    // WebKit: it runs before any of the page's scripts. Puppeteer's 'pageerror' also reports every
    // frame's log, the GitHub stand-in's included; in the sponsor dialog's Tab test Firefox 140
    // logs there, in one run out of three, a 'Permission denied to access property "length"' with
    // no stack, which no script of the site threw (the probe sees nothing).
    page.on('requestfailed', (request) => {
      // A request cut short by the next navigation (a prefetch in flight) is not a failure.
      if (new URL(request.url()).origin === site.origin && request.failure()?.errorText !== 'NS_BINDING_ABORTED')
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== site.origin || response.status() < 400 || response.url() === documentUrl) return;
      problems.push(`${response.status()} for ${response.url()}`);
    });
    const takeProbe = async () => {
      try {
        return (await page.evaluate(callSource(takeProbeProblems, []))) as string[];
      } catch (error) {
        return [`could not read the page's problems: ${String(error)}`];
      }
    };

    const evaluate: EnginePage['evaluate'] = (fn, ...args) => page.evaluate(callSource(fn as (...args: never[]) => unknown, args)) as never;

    return {
      async goto(path) {
        if (page.url().startsWith(site.origin)) problems.push(...(await takeProbe()));
        documentUrl = `${site.origin}${basePath}${path}`;
        const response = await page.goto(documentUrl, { waitUntil: 'load' });
        status = response?.status();
      },
      evaluate,
      resize: async (width) => {
        // Puppeteer sets the viewport and the screen's orientation together; Firefox 140 ESR (Debian
        // bookworm's) has no command for the orientation, and refuses it after setting the viewport.
        await page.setViewport({ width, height: 800 }).catch((error: Error) => {
          if (!/unknown command emulation\.setScreenOrientationOverride/.test(error.message)) throw error;
        });
        await waitFor({ evaluate }, `a ${width} px wide viewport`, (width: number) => window.innerWidth === width, width);
      },
      // Not Puppeteer's locators: they poll with code they compile inside the page, which the
      // site's Content-Security-Policy (no 'unsafe-eval') blocks in Firefox 140 ESR; waitForSelector
      // and element handles run as WebDriver BiDi calls, which it does not.
      click: async (selector) => {
        const element = await page.waitForSelector(selector, { visible: true });
        await element!.click();
      },
      type: async (selector, text) => {
        const field = await page.waitForSelector(selector, { visible: true });
        // Empties the field as a visitor would (select all, delete), so React sees the change.
        await field!.focus();
        await field!.evaluate((input) => (input as HTMLInputElement).select());
        await page.keyboard.press('Backspace');
        await field!.type(text);
      },
      async press(key) {
        const { key: name, shift } = keys[key];
        if (shift) await page.keyboard.down('Shift');
        await page.keyboard.press(name);
        if (shift) await page.keyboard.up('Shift');
      },
      async answerEmailJs() {
        const seen = outside.answerEmailJs();
        return async () => seen;
      },
      async takeProblems() {
        const all = [...problems.splice(0), ...(await takeProbe())];
        return [...new Set(all)];
      },
      documentStatus: () => status,
      close: () => page.close(),
    };
  }

  return {
    name: 'Firefox',
    newPage,
    async close() {
      await browser.close();
      await outside.close();
    },
  };
}
