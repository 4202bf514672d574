import { expect, firstPage, openedDialog, openUnhydrated, stubGitHubSponsors, test, ui } from './fixtures';

// A slow phone shows the page a second or two before its code has come. The controls drawn in
// that time take a tap and act on it once hydrated (components/early-clicks/); React alone drops
// it. Here the page's code is held back until the tap has been made, so the tap surely comes first.

test.describe('with a light system theme', () => {
  test.use({ colorScheme: 'light' });

  test('the theme toggle tapped twice before the code came flips the theme once, when it comes', async ({ page }) => {
    const release = await openUnhydrated(page, './');
    const toggle = page.getByRole('button', { name: ui.header.darkTheme });
    await toggle.click();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Hydrated, the toggle answers at once, as before.
    await page.getByRole('button', { name: ui.header.lightTheme }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('the menu button tapped before the code came opens the menu when it comes', async ({ page }) => {
  const release = await openUnhydrated(page, 'about/');
  const menuButton = page.locator('header').getByRole('button', { name: ui.header.menu, exact: true, includeHidden: true });
  await menuButton.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await openedDialog(page, ui.header.menu);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test('a Become A Sponsor button tapped before the code came opens the dialog when it comes, and gets focus back', async ({ page }) => {
  await stubGitHubSponsors(page);
  const release = await openUnhydrated(page, 'sponsors/');
  const button = page.getByRole('button', { name: ui.sponsors.become }).nth(Math.floor(firstPage.sponsors.length / 2));
  await button.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await openedDialog(page, ui.sponsors.become);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the typewriter’s pause button tapped before the code came pauses it when it comes', async ({ page }) => {
  const release = await openUnhydrated(page, './');
  const pause = page.getByTestId('typewriter-pause');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
});
