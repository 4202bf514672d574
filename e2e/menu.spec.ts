import type { Locator, Page } from '@playwright/test';
import { resolveProfiles } from '@/components/social/profiles';
import { listPagePath, pageCount } from '@/lib/pagination';
import { routes, servedPath } from '@/lib/routes';
import { SITE_LINKS_ID } from '@/components/footer/site-links';
import { content, delayChunks, expect, failLaterCode, fillIn, openedDialog, pageOf, recordFirstPanelOpacity, test, ui, waitForHydration } from './fixtures';

// While the menu is open the page behind it is inert, hence includeHidden.
const menuButton = (page: Page) => page.locator('header').getByRole('button', { name: ui.header.menu, exact: true, includeHidden: true });

async function openMenu(page: Page, path = 'portfolio/') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await menuButton(page).click();
  const dialog = await openedDialog(page, ui.header.menu);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  return dialog;
}

test('the menu lists exactly Home, Portfolio, About and Contact, with the footer links', async ({ page }) => {
  const dialog = await openMenu(page);
  await expect(dialog.getByRole('navigation').getByRole('link')).toHaveText([ui.pages.home, ui.pages.portfolio, ui.pages.about, ui.pages.contact]);
  await expect(dialog.getByRole('link', { name: ui.pages.sponsors })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: ui.pages.portfolio })).toHaveAttribute('aria-current', 'page');
  // Both come from socials.json, the one place the owner writes them; an empty one is not shown.
  const profiles = resolveProfiles(content.socials);
  for (const [name, href] of [[/LinkedIn/, profiles.linkedin], [/GitHub/, profiles.github]] as const) {
    if (href) await expect(dialog.getByRole('link', { name })).toHaveAttribute('href', href);
    else await expect(dialog.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(dialog.getByText(fillIn(ui.footer.copyright, { year: new Date().getFullYear(), name: content.site.name }))).toBeVisible();
});

test('while the menu is open the page does not scroll', async ({ page }) => {
  await openMenu(page);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('focus moves into the menu and stays there', async ({ page }) => {
  const dialog = await openMenu(page);
  for (let i = 0; i < 12; i += 1) {
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
  }
});

test('Escape closes the menu and gives focus back to the menu button', async ({ page }) => {
  const dialog = await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('the close button closes the menu', async ({ page }) => {
  const dialog = await openMenu(page);
  await dialog.getByRole('button', { name: ui.header.closeMenu }).click();
  await expect(dialog).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('choosing a link navigates and closes the menu', async ({ page }) => {
  const dialog = await openMenu(page);
  await dialog.getByRole('link', { name: ui.pages.about }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.about.heading);
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('Download CV closes the menu as its page links do, and gives focus back to the menu button', async ({ page }) => {
  const dialog = await openMenu(page);
  // The headless browser saves the PDF; a desktop one opens it in this tab, and Back found the
  // menu still open over the page (the back/forward cache keeps a page as it was left).
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: ui.cv.download }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(dialog).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test("the browser's Back and Forward close the menu: the page they lead to is not left under it", async ({ page }) => {
  const dialog = await openMenu(page);
  await dialog.getByRole('link', { name: ui.pages.about }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.about.heading);

  for (const [go, path, heading] of [
    [() => page.goBack(), /\/portfolio\/$/, pageOf(routes.portfolio).h1],
    [() => page.goForward(), /\/about\/$/, ui.about.heading],
  ] as const) {
    await menuButton(page).click();
    const open = await openedDialog(page, ui.header.menu);
    await go();
    await expect(page).toHaveURL(path);
    await expect(open).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('a menu whose closing has not ended when the new page comes is gone with the old page, not left over the new one taking its clicks', async ({ page }) => {
  // As when a browser's page translation had left Headless UI's transition half way for good (a
  // page link chosen while the menu slid in, 1 load in 6 of translated-page.spec): an invisible
  // menu over the new page took every click, with the page's scrolling locked. Here the closing
  // outlasts the page's fade.
  const dialog = await openMenu(page);
  await page.addStyleTag({ content: '[id^="headlessui-dialog-panel"] { transition-duration: 60s !important }' });
  await dialog.getByRole('link', { name: ui.pages.about }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.about.heading);
  await expect(page.locator('#headlessui-portal-root')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  await menuButton(page).click({ timeout: 5_000 });
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
});

test('on a further page of Portfolio, the menu marks Portfolio as where the visitor is', async ({ page }) => {
  expect(pageCount(content, routes.portfolio), 'the fixture has more projects than one page holds (test/sites/fixture/content/portfolio.json)').toBeGreaterThan(1);
  const dialog = await openMenu(page, servedPath(listPagePath(routes.portfolio, 2)).slice(1));
  const link = (name: string) => dialog.getByRole('navigation').getByRole('link', { name, exact: true });
  const colour = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).color);
  // "true": the section the visitor is in; "page" would say the link opens this very page.
  await expect(link(ui.pages.portfolio)).toHaveAttribute('aria-current', 'true');
  for (const other of [ui.pages.home, ui.pages.about, ui.pages.contact]) await expect(link(other)).not.toHaveAttribute('aria-current');
  expect(await colour(link(ui.pages.portfolio))).not.toBe(await colour(link(ui.pages.about)));
});

test('opened before its code has arrived, the menu still slides in and gives focus back', async ({ page }) => {
  const firstPanelOpacity = await recordFirstPanelOpacity(page, '[role="dialog"] nav');
  await page.goto('about/');
  await waitForHydration(page, 'header button[aria-haspopup="dialog"]');
  await delayChunks(page);

  await menuButton(page).click();
  const dialog = await openedDialog(page, ui.header.menu);
  expect(await firstPanelOpacity()).toBe('0');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test("when the menu's code cannot be fetched, Menu leads to the footer's list of pages, and the page stays", async ({ page, problems }) => {
  await failLaterCode(page, 'portfolio/', problems);
  await page.goto('portfolio/');
  await waitForHydration(page, 'header button[aria-haspopup="dialog"]');
  // A second tap too: the failure is kept, and the button goes on doing what it does without JavaScript.
  for (let tap = 1; tap <= 2; tap++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await menuButton(page).click();
    await expect(page.locator(`#${SITE_LINKS_ID} a`).first()).toBeFocused();
    await expect(page.locator(`#${SITE_LINKS_ID}`)).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageOf(routes.portfolio).h1);
  }
});

test('the menu links are large enough to hit on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const dialog = await openMenu(page);
  for (const link of await dialog.getByRole('navigation').getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
  }
});

test('"Skip to content" is the first stop on the keyboard and moves focus to the content', async ({ page }) => {
  await page.goto('about/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: ui.header.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
