import type { Page } from '@playwright/test';
import { expect, openInTheme, openedDialog, pages, test } from './fixtures';
import { addStyles, layoutProblems, lengthenTexts, textSpacingCss } from './layout-checks';

/**
 * The WCAG 2.2 criteria about text that grows or reflows, which axe cannot see (docs/accessibility.md).
 * Layout does not depend on the theme, so each runs in one.
 */

/** Opens `path` hydrated and at rest; on Home the typewriter is paused (its own button), so its text holds still. */
async function open(page: Page, path: string) {
  await openInTheme(page, path, 'light');
  const pause = page.getByTestId('typewriter-pause');
  if (await pause.isVisible()) {
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Waits for the browser to lay out what was just changed. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('1.4.10 Reflow: at 320 CSS pixels, with long words and URLs in every text', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { path, name } of pages) {
    test(`${name} does not scroll sideways, cut anything off or overlap`, async ({ page }) => {
      await open(page, path);
      await lengthenTexts(page);
      await nextFrame(page);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }

  test('the open menu does not scroll sideways, cut anything off or overlap', async ({ page }) => {
    await open(page, 'about/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await openedDialog(page, 'Menu');
    await lengthenTexts(page);
    await nextFrame(page);
    expect(await layoutProblems(page)).toEqual([]);
  });
});

test.describe('1.4.12 Text Spacing: with the WCAG bookmarklet’s spacing', () => {
  for (const viewport of [
    { label: 'desktop', width: 1280, height: 720 },
    { label: 'phone', width: 375, height: 740 },
  ]) {
    for (const { path, name } of pages) {
      test(`${name} (${viewport.label}) cuts nothing off and overlaps nothing`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, path);
        await addStyles(page, textSpacingCss);
        await nextFrame(page);
        expect(await layoutProblems(page)).toEqual([]);
      });
    }
  }
});

test.describe('1.4.4 Resize Text: text at 200% in a 1280 px window', () => {
  for (const { path, name } of pages) {
    test(`${name}: every text doubles, and nothing is cut off, overlaps or scrolls sideways`, async ({ page }) => {
      await open(page, path);
      const textSizes = () =>
        page.evaluate(() =>
          [...document.body.querySelectorAll('*')]
            .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
            .map((element) => parseFloat(getComputedStyle(element).fontSize)),
        );
      const before = await textSizes();
      // The browser's text-size setting works through the root font size, which every size here
      // (rem, em) follows; a size in px would not grow, and the check below would name it.
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await nextFrame(page);
      const after = await textSizes();
      expect(after.length).toBe(before.length);
      const notGrown = before.flatMap((size, index) => (after[index]! < size * 1.95 ? [`${size}px → ${after[index]}px`] : []));
      expect(notGrown, 'texts that did not grow to 200%').toEqual([]);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }
});
