import type { Locator, Page } from '@playwright/test';
import { expect, openInTheme, test, themes, ui } from './fixtures';

/**
 * Forced colours (Windows contrast themes): the browser replaces every background with the page's
 * Canvas colour, so a control drawn only as a filled shape (the primary buttons, Send, Become A
 * Sponsor, the skip link) is left as bare text, and a state shown only by a fill (the pressed
 * pause button) disappears. A transparent border is drawn in the theme's colour there; a state
 * takes the theme's Highlight colours.
 */

/** The border the visitor sees around `control` (forced colours paint even a transparent one). */
const border = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.borderTopStyle, width: parseFloat(style.borderTopWidth), color: style.borderTopColor };
  });

const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

for (const theme of themes) {
  test.describe(`in forced colours, ${theme} theme`, () => {
    test.use({ reducedMotion: 'no-preference' });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
    });

    test('every filled button keeps an outline of its own', async ({ page }) => {
      const controls: [string, string, (page: Page) => Locator][] = [
        ['./', 'the skip link', (p) => p.getByRole('link', { name: ui.header.skipLink })],
        ['./', 'the primary button', (p) => p.getByRole('main').getByRole('navigation').getByRole('link').first()],
        ['contact/', 'Send', (p) => p.getByRole('button', { name: ui.contact.send })],
        ['sponsors/', 'Become A Sponsor', (p) => p.getByRole('main').getByRole('button', { name: ui.sponsors.become }).first()],
      ];
      for (const [path, name, find] of controls) {
        await openInTheme(page, path, theme);
        const found = await border(find(page));
        expect(found.style, `${name} on ${path}`).not.toBe('none');
        expect(found.width, `${name} on ${path}`).toBeGreaterThanOrEqual(1);
        expect(found.color, `${name} on ${path}`).not.toBe(await canvas(page));
      }
    });

    test('the current page of a long list stands out from the others', async ({ page }) => {
      // The tests' content has more projects than one page holds.
      await openInTheme(page, 'portfolio/', theme);
      const fill = (link: Locator) => link.evaluate((element) => getComputedStyle(element).backgroundColor);
      const current = page.getByRole('main').locator('nav a[aria-current="page"]');
      const other = page.getByRole('main').locator('nav a:not([aria-current])').first();
      await expect(current).toHaveCount(1);
      const page_ = await canvas(page);
      expect(await fill(current), 'the current page is filled').not.toBe(page_);
      expect(await fill(current), 'the current page is filled unlike the others').not.toBe(await fill(other));
    });

    test('a field a refused Send marks stands out from the others, and moves nothing', async ({ page }) => {
      // Its danger colour and its ring (a shadow) are gone here: the border itself thickens.
      await openInTheme(page, 'contact/', theme);
      const name = page.getByRole('textbox', { name: ui.contact.name, exact: true });
      const email = page.getByRole('textbox', { name: ui.contact.email, exact: true });
      const before = await email.boundingBox();
      await email.fill('ada@example.com');
      await page.getByRole('button', { name: ui.contact.send }).click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(email).not.toHaveAttribute('aria-invalid');
      const [invalid, valid] = [await border(name), await border(email)];
      expect(invalid.width, 'the invalid field’s border is thicker than a valid one’s').toBeGreaterThan(valid.width);
      // The invalid field's box is the one it had: nothing below it moved.
      expect((await email.boundingBox())!.height).toBe(before!.height);
      const nameBox = (await name.boundingBox())!;
      await name.fill('Ada');
      expect((await name.boundingBox())!.height).toBe(nameBox.height);
    });

    test('the pressed pause button looks pressed', async ({ page }) => {
      await openInTheme(page, './', theme);
      const button = page.getByTestId('typewriter-pause');
      const page_ = await canvas(page);
      // What shows: a transparent fill is the page's colour. Read once the colour transition is over.
      const fill = async () => {
        await page.waitForTimeout(400);
        const color = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
        return /,\s*0\)$/.test(color) || color === 'transparent' ? page_ : color;
      };
      const idle = await fill();
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await page.mouse.move(0, 0);
      const pressed = await fill();
      expect(pressed, 'the pressed fill differs from the unpressed one').not.toBe(idle);
      expect(pressed, 'the pressed fill differs from the page').not.toBe(page_);
    });
  });
}
