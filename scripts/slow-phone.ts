// The phone the reports load pages on: what Lighthouse's mobile runs emulate (a Moto G Power's
// screen) and what its devtools throttling sets (slow 4G: 562.5 ms added to each request,
// 1.44 Mbit/s; CPU 4× slower), for the reports that drive Chromium themselves.
import type { BrowserContextOptions, Page } from '@playwright/test';

/** A Moto G Power's screen, for `browser.newContext`. */
export const phoneScreen = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

/** Throttles `page`'s network and CPU as Lighthouse's devtools throttling does, until it closes. */
export async function throttleLikeSlow4g(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 180_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
