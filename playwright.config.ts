import { defineConfig, devices } from '@playwright/test';
import { resolveSiteUrl } from './lib/site-url.mjs';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const { basePath } = resolveSiteUrl();

/** End-to-end tests against the built export (out/), served as GitHub Pages would serve it. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}${basePath}/`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}${basePath}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
