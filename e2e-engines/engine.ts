// What the engine suites need from a browser, implemented once per driver: Puppeteer over
// WebDriver BiDi for Firefox (firefox.ts), plain W3C WebDriver for WebKitGTK (webkit.ts).

export type Key = 'Tab' | 'Shift+Tab' | 'Escape' | 'Enter';

/**
 * There is no internet in the tests: GitHub's sponsor page, framed by the sponsor dialog, is
 * answered with a stand-in. Like GitHub's page it has something to focus.
 */
export const GITHUB_STAND_IN = '<!doctype html><title>Sponsors</title><h1>GitHub Sponsors stand-in</h1><button>Sponsor</button>';

/** A request to EmailJS's send endpoint, as the page made it. */
export interface SentRequest {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

export interface EnginePage {
  /** Opens `path` (below the base path) and waits for its load event. */
  goto(path: string): Promise<void>;
  /**
   * Runs `fn` in the page and returns its (awaited) result. `fn` is sent as source text, so it may
   * use only its arguments and the page's globals.
   */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Clicks the first element matching `selector` as a user would (the driver's real pointer click). */
  click(selector: string): Promise<void>;
  /** Types `text` into the first element matching `selector` with real key events. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Makes the page `width` CSS pixels wide (1,280 at first), as a phone's screen or a desktop's window. */
  resize(width: number): Promise<void>;
  /**
   * From now on, answers EmailJS's send endpoint with 200 "OK" instead of letting it reach the
   * network, and records each request; returns a function that gives the requests seen so far.
   */
  answerEmailJs(): Promise<() => Promise<SentRequest[]>>;
  /**
   * Problems seen since the last call: console errors, uncaught errors, policy violations, failed
   * loads and same-origin answers of 400 or more (the document itself excepted; see documentStatus).
   */
  takeProblems(): Promise<string[]>;
  /** The HTTP status of the last document goto() opened. */
  documentStatus(): number | undefined;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /**
   * A fresh page; in WebKit a browser session of its own (WebKitWebDriver runs one session at a
   * time: close the previous page first).
   */
  newPage(options?: { userAgent?: string }): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Polls `condition` in the page until it returns something truthy; fails with `what` after `timeout` ms. */
export async function waitFor<A extends unknown[]>(
  page: Pick<EnginePage, 'evaluate'>,
  what: string,
  condition: (...args: A) => unknown,
  ...args: A
): Promise<void> {
  // Generous: the machine running the suite may be busy with other work.
  const timeout = 15_000;
  const started = Date.now();
  let last: unknown;
  while (Date.now() - started < timeout) {
    last = await page.evaluate(condition, ...args);
    if (last) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeout} ms waiting for ${what} (last value: ${JSON.stringify(last)})`);
}

/**
 * Runs in the page: the problems the probe (probe.js) has recorded since it was last asked, which
 * it then forgets; a page without the probe is a problem itself.
 */
export function takeProbeProblems(): string[] {
  const probe = (window as unknown as { __engineProbe?: { problems: string[] } }).__engineProbe;
  return probe ? probe.problems.splice(0) : ['the probe did not run in this page'];
}

/**
 * The source text to run `fn(...args)` in a page. tsx (esbuild with keepNames) wraps named
 * functions in calls to a `__name` helper that exists only in Node: the page gets a no-op one.
 */
export function callSource(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(() => { var __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}
