import type { Page, Route } from '@playwright/test';
import { expect, pageOf, pages, test, waitForHydration } from './fixtures';
import { layoutShifts, recordLayoutShifts } from '@/scripts/layout-shift';

// On a slow connection the headings' font (Space Grotesk) arrives after the first paint: the
// headings are drawn in a fallback first, then swapped. The fallback faces are sized to Space
// Grotesk's metrics (app/font-fallbacks.css), so the swap moves nothing. These tests hold the font
// back until the page has painted and hydrated with the fallback this machine has, then let it in.

/** The fonts Chromium draws the text of `selector`'s first element with, by family name. */
async function fontsOf(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

const isSpaceGrotesk = (family: string) => /space grotesk/i.test(family);

const screens = [
  { name: 'a 320 px phone', viewport: { width: 320, height: 640 }, isMobile: true },
  { name: 'a 412 px phone', viewport: { width: 412, height: 823 }, isMobile: true },
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
];

/**
 * Opens `path` with the heading font held back, lets `meanwhile` run once the page has painted
 * and hydrated with the fallback, then lets the font in: nothing may move from then on.
 */
async function fontArrivingLate(page: Page, path: string, meanwhile: () => Promise<void>) {
  const held: Route[] = [];
  await page.route('**/*.woff2', (route) => void held.push(route));
  await recordLayoutShifts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length, { message: 'the page asks for its heading font' }).toBeGreaterThan(0);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await waitForHydration(page, 'header button[aria-haspopup="dialog"]');
  const before = await fontsOf(page, 'h1');
  expect(before.some(isSpaceGrotesk), `the heading is drawn in a fallback first (${before.join(', ')})`).toBe(false);
  await meanwhile();

  const arrival = await page.evaluate(() => performance.now());
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await page.unroute('**/*.woff2');
  await expect.poll(() => fontsOf(page, 'h1').then((fonts) => fonts.some(isSpaceGrotesk)), { message: 'the heading is then drawn in Space Grotesk' }).toBe(true);

  const { total, report } = await layoutShifts(page, arrival);
  expect(total, `${report}\n(fallback: ${before.join(', ')})`).toBe(0);
}

for (const screen of screens) {
  test.describe(`the heading font arriving late, on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    for (const { name, path } of pages) {
      test(`shifts nothing on ${name}`, async ({ page }) => {
        await fontArrivingLate(page, path, async () => {});
      });
    }

    test('shifts no letter of the typed tagline on Home, however late it comes', async ({ page }) => {
      // The typewriter adds each letter as a text node of its own: letters typed in the fallback
      // would move sideways by whatever the line's width differs by, so it waits for the font.
      // Long enough for it to be typing had it not waited (motion.spec waits as long).
      await fontArrivingLate(page, pageOf('/').path, () => page.waitForTimeout(3000));
    });
  });
}
