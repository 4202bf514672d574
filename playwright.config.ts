import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './scripts/find-chromium.mjs';
import { siteOut, siteUrlOf, siteWorkspace } from './scripts/site/sites';

const port = Number(process.env.E2E_PORT ?? 4173);
// The tests' own content set (e2e/fixtures.ts reads the same), not the owner's content/.
const site = 'fixture';
const { basePath } = siteUrlOf(site);
if (!existsSync(join(siteOut(site), 'index.html'))) {
  throw new Error(`The browser tests run against the "${site}" content set: build it first with \`npm run build:site -- ${site}\` (\`npm run test:e2e\` does).`);
}

/** End-to-end tests against the export of test/sites/fixture, served as GitHub Pages would serve it. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  // On CI, a test that fails is run once more: two workers, the server and the browsers share two
  // cores, and a timing-bound test (a paint cut mid-HTML, a focus mid-animation) can lose a race
  // there on a slow hour. A test that passes only the second time is "flaky": `npm test` prints
  // its name at the end (scripts/test-all.ts) rather than letting it pass unseen. Locally, never.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // Two workers share two cores with the server and the browsers: a test that walks every page or
  // every card takes 15–25 s there, and twice that when the machine is busy. Tests that grow with
  // the content (every sponsor, every image) set their own, larger limit.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}${basePath}/`,
    // Recording a trace of every test to keep the failures' cost a fifth of the suite's time on
    // CI's two cores (e2e/wcag and e2e/keyboard: 109–114 s recording, 85–89 s not). CI retries a
    // failed test once, and records that run: a test that fails twice, or passes only the second
    // time, leaves its trace in test-results/. Locally, where there is no retry, every failure does.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The workspace's own copy of the server serves its out/ under its base path.
    command: `node scripts/serve.mjs`,
    cwd: siteWorkspace(site),
    env: { PORT: String(port) },
    url: `http://localhost:${port}${basePath}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
