// WebKit through WebKitGTK's WebDriver (W3C WebDriver, classic: WebKitGTK 2.50 offers no BiDi),
// spoken in plain HTTP: the dozen commands the suite needs do not justify a client library and
// its dependencies. Without a display the driver runs under xvfb-run.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { callSource, takeProbeProblems, waitFor, type Engine, type EnginePage, type Key } from './engine';
import { startOutsideWorld } from './outside-world';
import type { ServedSite } from './server';
import { basePath } from './site';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const browserCandidates = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/webkit2gtk-4.1/MiniBrowser',
];

function onPath(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function missing(what: string): Error {
  return new Error(
    [
      `${what} (needed by the WebKit tests, npm run test:webkit).`,
      '  Debian/Ubuntu: sudo apt-get install -y webkit2gtk-driver xvfb',
      '  elsewhere:     install the WebKitGTK packages that ship WebKitWebDriver and MiniBrowser, then set',
      '                 WEBKIT_WEBDRIVER and WEBKIT_BROWSER to them; without an X display, also xvfb-run.',
      '  macOS:         WebKitGTK is Linux-only: run the suite in a Debian container (see README.md).',
    ].join('\n'),
  );
}

/** The driver, the browser it launches, and how to give it a display; a clear stop when one is missing. */
export function findWebKit() {
  const driver = process.env.WEBKIT_WEBDRIVER ?? onPath('WebKitWebDriver');
  if (!driver || !existsSync(driver)) throw missing(`No WebKitWebDriver found${process.env.WEBKIT_WEBDRIVER ? ` at WEBKIT_WEBDRIVER=${driver}` : ''}`);
  const browser = process.env.WEBKIT_BROWSER ?? browserCandidates.find((path) => existsSync(path));
  if (!browser || !existsSync(browser)) throw missing(`No WebKitGTK MiniBrowser found${process.env.WEBKIT_BROWSER ? ` at WEBKIT_BROWSER=${browser}` : ''}`);
  const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  const xvfbRun = hasDisplay ? undefined : onPath('xvfb-run');
  if (!hasDisplay && !xvfbRun) throw missing('No X display and no xvfb-run found');
  return { driver, browser, xvfbRun };
}

const keyCodes: Record<Key, string[]> = {
  Tab: ['\uE004'],
  'Shift+Tab': ['\uE008', '\uE004'],
  Escape: ['\uE00C'],
  Enter: ['\uE007'],
};

interface WebDriverError {
  error: string;
  message: string;
}

export async function launchWebKit(site: ServedSite): Promise<Engine> {
  const { driver, browser, xvfbRun } = findWebKit();
  const outside = await startOutsideWorld();
  const port = Number(process.env.ENGINES_DRIVER_PORT ?? 4151);
  const command = xvfbRun ? [xvfbRun, '-a', driver, `--port=${port}`] : [driver, `--port=${port}`];
  let child: ChildProcess;
  let output = '';
  // Its own process group: stopping ends xvfb-run, Xvfb, the driver and the browser together.
  const startDriver = () => {
    output = '';
    child = spawn(command[0]!, command.slice(1), { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
  };
  const stopDriver = () => {
    try {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  startDriver();
  // Also when the run is cut short: no Xvfb or browser left behind.
  process.once('exit', stopDriver);
  const endpoint = `http://localhost:${port}`;

  async function call<T>(method: string, path: string, body?: unknown, timeout = 60_000): Promise<T> {
    const response = await fetch(`${endpoint}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    });
    const { value } = (await response.json()) as { value: T | WebDriverError };
    if (!response.ok) {
      const { error, message } = value as WebDriverError;
      throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
    }
    return value as T;
  }

  /** Whether the driver answers within `seconds`; throws if it stopped. */
  async function driverAnswers(seconds: number): Promise<boolean> {
    const started = Date.now();
    while (Date.now() - started < seconds * 1000) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped at start:\n${output}`);
      try {
        const { ready } = await call<{ ready: boolean }>('GET', '/status', undefined, 2_000);
        if (ready) return true;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  // It answers within half a second here; once, on a busy machine, xvfb-run and the driver said
  // nothing for 15 s and every test of the suite was cancelled. Started again, it answers: the
  // driver's start, not the site, is what is tried a second and a third time.
  async function waitForDriver() {
    const attempts = 3;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (await driverAnswers(20)) return;
      if (attempt === attempts) break;
      console.warn(`WebKitWebDriver did not answer on port ${port} within 20 s; starting it again (${attempt + 1} of ${attempts})`);
      stopDriver();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      startDriver();
    }
    throw new Error(`WebKitWebDriver did not answer on port ${port}, started ${attempts} times, 20 s each:\n${output}`);
  }

  try {
    await waitForDriver();
  } catch (error) {
    stopDriver();
    await outside.close();
    throw error;
  }

  const sessions = new Set<string>();

  async function newPage(options: { userAgent?: string } = {}): Promise<EnginePage> {
    const args = [
      '--automation',
      // Every other host is the local stand-ins' (outside-world.ts).
      `--proxy=${outside.proxy}`,
      '--ignore-host=localhost',
      '--ignore-host=127.0.0.1',
      '--ignore-tls-errors',
      ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : []),
    ];
    const capabilities = { alwaysMatch: { 'webkitgtk:browserOptions': { binary: browser, args } } };
    // On a busy machine a browser started right after the previous one closed has been seen to
    // hang before answering: give it 45 s, then start the driver afresh and try once more.
    const { sessionId } = await call<{ sessionId: string }>('POST', '/session', { capabilities }, 45_000).catch(async (error: unknown) => {
      console.log(`# WebKit session did not start (${String(error)}); restarting WebKitWebDriver`);
      stopDriver();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      sessions.clear();
      startDriver();
      await waitForDriver();
      return call<{ sessionId: string }>('POST', '/session', { capabilities }, 60_000);
    });
    sessions.add(sessionId);
    const session = (path: string) => `/session/${sessionId}${path}`;
    // The window's size, which sets the page's (a test that needs a phone's width checks innerWidth).
    const resize = (width: number) => call('POST', session('/window/rect'), { width, height: 800 });
    await resize(1280);
    const problems: string[] = [];
    let status: number | undefined;

    const evaluate = <T>(fn: (...args: never[]) => unknown, args: unknown[]) =>
      // execute/async: the result may be a promise; resolve() is WebDriver's callback, the last argument.
      call<T>('POST', session('/execute/async'), {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve(${callSource(fn, args)}).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        args: [],
      }).then((result) => {
        const { value, error } = result as { value?: T; error?: string };
        if (error !== undefined) throw new Error(`in the page: ${error}`);
        return value as T;
      });

    const find = async (selector: string) => {
      const found = await call<Record<string, string>>('POST', session('/element'), { using: 'css selector', value: selector });
      return found[ELEMENT]!;
    };

    const takeProbe = () =>
      evaluate<string[]>(takeProbeProblems, []).catch((error: unknown) => [`could not read the page's problems: ${String(error)}`]);

    const takeAnswers = (documentPath: string | undefined) => {
      for (const answer of site.takeErrorAnswers()) {
        if (answer.html && answer.path === documentPath) status = answer.status;
        else problems.push(`${answer.status} for ${answer.path}`);
      }
    };

    let currentPath: string | undefined;
    return {
      async goto(path) {
        const url = await call<string>('GET', session('/url'));
        if (url.startsWith(site.origin)) problems.push(...(await takeProbe()));
        takeAnswers(currentPath);
        currentPath = `${basePath}${path}`;
        status = 200;
        const target = `${site.origin}${currentPath}`;
        // The old document is marked, and the call returns only once a document without the mark
        // is loaded at the new address: on a busy CI run the photo test found 16 of 26 photos,
        // each decoded, so a page had been read before it was loaded although WebKitGTK's driver
        // had answered the navigation.
        if (url.startsWith(site.origin)) await evaluate(() => ((window as unknown as { __leaving?: boolean }).__leaving = true), []).catch(() => undefined);
        await call('POST', session('/url'), { url: target });
        await waitFor(
          // While the old document is torn down a call into it can fail: that is "not yet".
          { evaluate: (fn, ...args) => evaluate(fn as (...args: never[]) => unknown, args).catch(() => false) as never },
          `${currentPath} to be the loaded document`,
          (target: string) => !(window as unknown as { __leaving?: boolean }).__leaving && location.href === target && document.readyState === 'complete',
          target,
        );
        takeAnswers(currentPath);
      },
      evaluate: (fn, ...args) => evaluate(fn as (...args: never[]) => unknown, args),
      resize: async (width) => void (await resize(width)),
      async click(selector) {
        await call('POST', session(`/element/${await find(selector)}/click`), {});
      },
      async type(selector, text) {
        const element = await find(selector);
        await call('POST', session(`/element/${element}/clear`), {});
        await call('POST', session(`/element/${element}/value`), { text });
      },
      async press(key) {
        const codes = keyCodes[key];
        await call('POST', session('/actions'), {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: [...codes.map((value) => ({ type: 'keyDown', value })), ...[...codes].reverse().map((value) => ({ type: 'keyUp', value }))],
            },
          ],
        });
      },
      async answerEmailJs() {
        const seen = outside.answerEmailJs();
        return async () => seen;
      },
      async takeProblems() {
        const all = [...problems.splice(0), ...(await takeProbe())];
        takeAnswers(currentPath);
        all.push(...problems.splice(0));
        return [...new Set(all)];
      },
      documentStatus: () => status,
      async close() {
        sessions.delete(sessionId);
        await call('DELETE', `/session/${sessionId}`);
      },
    };
  }

  return {
    name: 'WebKit',
    newPage,
    async close() {
      for (const id of sessions) await call('DELETE', `/session/${id}`).catch(() => undefined);
      stopDriver();
      await outside.close();
    },
  };
}
