import type { Page } from '@playwright/test';
import { palettes } from '@/tailwind.config';
import { expect, pages, test, themes, ui } from './fixtures';

const html = (page: Page) => page.locator('html');
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test.describe('with a light system theme', () => {
  test.use({ colorScheme: 'light' });

  test('the toggle flips the theme, stores it and keeps it across pages and reloads', async ({ page }) => {
    await page.goto('./');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    const lightBackground = await bodyBackground(page);

    await page.getByRole('button', { name: ui.header.darkTheme }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await storedTheme(page)).toBe('dark');
    expect(await bodyBackground(page)).not.toBe(lightBackground);
    await expect(page.getByRole('button', { name: ui.header.lightTheme })).toBeVisible();

    await page.goto('about/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: ui.header.lightTheme }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBe('light');
  });

  test("the browser's bar takes the chosen theme's colour, not the system's", async ({ page }) => {
    const barColors = () => page.locator('meta[name="theme-color"]').evaluateAll((metas) => [...new Set(metas.map((meta) => meta.getAttribute('content')))]);
    const { light, dark } = { light: palettes.light.bg, dark: palettes.dark.bg };
    await page.goto('./');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect.poll(barColors).toEqual([light]);

    await page.getByRole('button', { name: ui.header.darkTheme }).click();
    await expect.poll(barColors).toEqual([dark]);
    await page.getByRole('contentinfo').getByRole('link', { name: ui.pages.about, exact: true }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect.poll(barColors).toEqual([dark]);
    await page.reload();
    await expect.poll(barColors).toEqual([dark]);
    await page.getByRole('button', { name: ui.header.lightTheme }).click();
    await expect.poll(barColors).toEqual([light]);
  });

  for (const { path, name } of [...pages, { path: 'no/such/page', name: 'the 404 page' }]) {
    test(`a stored dark theme is on <html> before the header is parsed: ${name}`, async ({ page, problems }) => {
      problems.allowDocumentStatus(404);
      await page.addInitScript(() => {
        localStorage.setItem('theme', 'dark');
        // Runs before the page's own scripts: records the theme at the moment <header> arrives.
        new MutationObserver((_, observer) => {
          if (!document.querySelector('header')) return;
          (window as unknown as { themeAtHeader: string | null }).themeAtHeader =
            document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      expect(await page.evaluate(() => (window as unknown as { themeAtHeader: string | null }).themeAtHeader)).toBe('dark');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    });
  }

  test('the toggle shows the right icon before hydration, without moving afterwards', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        const button = document.querySelector('header button');
        const icons = [...(button?.querySelectorAll('svg') ?? [])].map((svg) => getComputedStyle(svg).display);
        (window as unknown as { beforeHydration: unknown }).beforeHydration = {
          icons,
          box: JSON.stringify(button?.getBoundingClientRect()),
        };
      });
    });
    await page.goto('./');
    const toggle = page.getByRole('button', { name: ui.header.lightTheme });
    await expect(toggle).toBeVisible();
    const before = await page.evaluate(() => (window as unknown as { beforeHydration: { icons: string[]; box: string } }).beforeHydration);
    // Dark theme: the moon is hidden and the sun shows, already in the pre-rendered page.
    expect(before.icons).toEqual(['none', 'block']);
    await page.waitForLoadState('networkidle');
    const after = await toggle.evaluate((button) => JSON.stringify(button.getBoundingClientRect()));
    expect(after).toBe(before.box);
  });
});

test.describe('on a first visit with a dark system theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the page follows the system and the first click changes it visibly', async ({ page }) => {
    await page.goto('./');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await storedTheme(page)).toBeNull();
    const darkBackground = await bodyBackground(page);

    await page.getByRole('button', { name: ui.header.lightTheme }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBe('light');
    expect(await bodyBackground(page)).not.toBe(darkBackground);
  });
});

test.describe('every page in each stored theme', () => {
  for (const theme of themes) {
    test(`loads without a console error or a hydration warning in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
      for (const { path } of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(html(page)).toHaveAttribute('data-theme', theme);
      }
    });
  }
});
