// What counts as something wrong on a page of the site, written once for the two Playwright
// drivers: every browser test (e2e/fixtures.ts) and the check an owner runs before deploying
// (scripts/check/walk.ts). The Firefox suite, driven by Puppeteer over WebDriver BiDi, watches its
// pages in e2e-engines/firefox.ts with the same rules in that driver's terms.
import type { Page } from '@playwright/test';

export interface PageWatch {
  /** What has gone wrong so far, one line each. */
  readonly problems: string[];
  /** How many requests to the site itself the page has made. */
  requests(): number;
  /** A status a test or the check expects for a page itself, e.g. 404 for an unknown path. */
  allowDocumentStatus(status: number): void;
  /** A request failed on purpose (an error status, an abort): Chromium logs a console error for it. */
  allowFailedRequest(url: string): void;
  /** The page's scripts are switched off (other than by javaScriptEnabled: false): refused scripts are expected. */
  allowRefusedScripts(): void;
  /** A console error the test causes on purpose (the page logging a failure it then handles), by its text. */
  allowConsoleError(text: RegExp): void;
}

/**
 * Watches `page`, served at `origin` under `basePath`, from now on: a console error, an uncaught
 * exception, a Content-Security-Policy violation, a failed request to the site, a request to the
 * site outside the base path, or an answer of 400+ from the site is a problem. Call it once per page.
 */
export async function watchPage(page: Page, { origin, basePath, scriptsOff = false }: { origin: string; basePath: string; scriptsOff?: boolean }): Promise<PageWatch> {
  const problems: string[] = [];
  let requests = 0;
  let refusedScriptsExpected = scriptsOff;
  const allowedDocumentStatuses = new Set<number>();
  // Requests failed on purpose, and documents answered with an allowed status: Chromium logs a
  // console error for each.
  const expectedFailures = new Set<string>();
  const expectedConsoleErrors: RegExp[] = [];
  const sitePath = (url: URL) => `${url.pathname}${url.search}`;

  page.on('console', (message) => {
    if (message.type() !== 'error' || expectedFailures.has(message.location().url)) return;
    if (expectedConsoleErrors.some((text) => text.test(message.text()))) return;
    problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  // Every page carries a Content-Security-Policy: anything it blocks is a problem too.
  await page.exposeFunction('reportPolicyViolation', (violation: string) => problems.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`Content-Security-Policy blocked ${event.blockedURI || 'inline code'} (${event.effectiveDirective})${event.sample ? `: ${event.sample}` : ''}`);
    });
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    requests += 1;
    // The base path itself is the home page: Next links it without its trailing slash when its
    // last part has a dot ('/my.site', a repository named my.site), as it would a file's.
    if (!url.pathname.startsWith(`${basePath}/`) && url.pathname !== basePath) problems.push(`request outside the base path ${basePath}/: ${sitePath(url)}`);
  });
  page.on('requestfailed', (request) => {
    // With scripts off the browser refuses the page's scripts, as it should. An abort is a request
    // the page no longer needed (a prefetch cut short by the next navigation).
    if (refusedScriptsExpected && request.resourceType() === 'script') return;
    if (new URL(request.url()).origin === origin && request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || response.status() < 400) return;
    if (response.request().resourceType() === 'document' && allowedDocumentStatuses.has(response.status())) {
      expectedFailures.add(response.url());
      return;
    }
    problems.push(`${response.status()} for ${sitePath(url)}`);
  });

  return {
    problems,
    requests: () => requests,
    allowDocumentStatus: (status) => allowedDocumentStatuses.add(status),
    allowFailedRequest: (url) => expectedFailures.add(url),
    allowRefusedScripts: () => (refusedScriptsExpected = true),
    allowConsoleError: (text) => void expectedConsoleErrors.push(text),
  };
}
