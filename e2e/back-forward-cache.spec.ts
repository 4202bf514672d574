import type { Locator, Page } from '@playwright/test';
import { routes } from '@/lib/routes';
import { expect, pageOf, test, waitForWholePage } from './fixtures';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

// Playwright starts its browsers with the back/forward cache off; a visitor's browser has it on,
// and keeps a page left for another document, scripts and all, to show it again on Back. The full
// browser, not the headless shell the other specs drive: the shell has no such cache at all
// (Chromium says "BackForwardCacheDisabledForDelegate"), and the test failed there on every run.
test.use({ launchOptions: { executablePath: findChromium(), args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const home = pageOf(routes.home);
const contact = pageOf(routes.contact);

/**
 * Records, in the page, whether each `pageshow` brought it back from the back/forward cache, and,
 * from Chromium, why a page was not kept there: what the returned function tells.
 */
async function recordPageShows(page: Page) {
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    Object.assign(window, { pageShows: shows });
    addEventListener('pageshow', (event) => shows.push(event.persisted));
  });
  const notKept: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.enable');
  devtools.on('Page.backForwardCacheNotUsed', ({ notRestoredExplanations }) =>
    notKept.push(notRestoredExplanations.map(({ reason }) => reason).join(', ')),
  );
  return async () => ({ pageShows: await page.evaluate(() => (window as unknown as { pageShows: boolean[] }).pageShows), notKept });
}

/** How opaque `locator` is drawn: its opacity times that of every box around it (Playwright calls a transparent element visible). */
function drawnOpacity(locator: Locator) {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let box: Element | null = element; box; box = box.parentElement) opacity *= Number(getComputedStyle(box).opacity);
    return opacity;
  });
}

test('Back to a page left by a link whose page could not be fetched (offline, a new deploy) shows the page as it was, and the link works again', async ({ page, problems }) => {
  // Next could not fetch Contact's data, said so, and loaded the page in full instead (what it
  // does offline, where the browser then shows its own offline page, or after a new deploy).
  problems.allowConsoleError(/Failed to fetch RSC payload/);
  const pageShows = await recordPageShows(page);
  // From the start: Next fetches the data of the pages linked in view ahead of a click.
  const contactData = /\/contact\/[^?]*\.txt(\?|$)/;
  await page.route(contactData, (route) => route.abort('aborted'));
  await page.goto(home.path);
  await waitForWholePage(page);
  const contactLink = page.getByRole('contentinfo').getByRole('link', { name: contact.name, exact: true });
  await contactLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.h1);

  await page.goBack({ waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(home.h1);
  await expect.poll(pageShows, 'Home came back from the back/forward cache').toEqual({ pageShows: [false, true], notKept: [] });
  // It had faded out for the link, and stayed so: the header and footer around a blank page.
  await expect.poll(() => drawnOpacity(heading)).toBe(1);

  await page.unroute(contactData);
  await contactLink.click();
  await expect(page).toHaveURL(new RegExp(`${contact.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.h1);
});
