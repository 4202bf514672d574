import type { Page } from '@playwright/test';
import { EMAILJS_SEND_URL } from '@/lib/emailjs-config';
import { expectNoAxeViolations } from './axe';
import { expect, openedDialog, openInTheme, pages, stubGitHubSponsors, test, themes, type Theme, splitAt, ui } from './fixtures';

const cors = { 'access-control-allow-origin': '*' };

async function fillContactForm(page: Page) {
  await page.getByRole('textbox', { name: ui.contact.name, exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: ui.contact.email, exact: true }).fill('ada@example.com');
  await page.getByRole('textbox', { name: ui.contact.message, exact: true }).fill('Shall we build an engine together?');
}

/**
 * Waits until nothing is fading or sliding: the dialogs' CSS transitions and the page fade have
 * finished (what loops forever, the typewriter's cursor, never finishes and is left out).
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Opens `path` in `theme`, hydrated and at rest. */
async function open(page: Page, path: string, theme: Theme) {
  await openInTheme(page, path, theme);
  await settled(page);
}

for (const theme of themes) {
  test.describe(`in the ${theme} theme`, () => {
    for (const { path, name } of pages) {
      test(`${name} has no axe violation`, async ({ page }) => {
        await open(page, path, theme);
        await expectNoAxeViolations(page);
      });

      // On a phone in the light theme here; e2e/i18n.spec.ts scans every page at 320 px in both
      // themes (in French and Arabic), and the dark colours are the desktop's.
      if (theme === 'light') {
        test(`${name} has no axe violation on a phone`, async ({ page }) => {
          await page.setViewportSize({ width: 375, height: 740 });
          await open(page, path, theme);
          await expectNoAxeViolations(page);
        });
      }
    }

    test('the 404 page has no axe violation', async ({ page, problems }) => {
      problems.allowDocumentStatus(404);
      await open(page, 'no/such/page', theme);
      await expectNoAxeViolations(page);
    });

    test('the open menu has no axe violation', async ({ page }) => {
      await open(page, 'about/', theme);
      await page.getByRole('button', { name: ui.header.menu, exact: true }).click();
      await expect(page.getByRole('dialog', { name: ui.header.menu })).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page);
    });

    test('the open sponsor dialog has no axe violation', async ({ page }) => {
      await stubGitHubSponsors(page);
      await open(page, 'sponsors/', theme);
      await page.getByRole('button', { name: ui.sponsors.become }).first().click();
      await expect(page.getByRole('dialog', { name: ui.sponsors.become })).toBeVisible();
      await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sponsor me' })).toBeVisible();
      await settled(page);
      // The frame's document is GitHub's page, which the site cannot change; the frame element
      // itself, its title and its place in the dialog, is still checked.
      await expectNoAxeViolations(page, (builder) => builder.exclude(['iframe', 'body']));
    });

    for (const { outcome, answer } of [
      { outcome: 'success', answer: { status: 200, body: 'OK' } },
      { outcome: 'failure', answer: { status: 400, body: 'The Public Key is invalid.' } },
    ]) {
      test(`the contact form with its ${outcome} alert has no axe violation`, async ({ page, problems }) => {
        if (answer.status !== 200) problems.allowFailedRequest(EMAILJS_SEND_URL);
        await page.route(EMAILJS_SEND_URL, (route) => route.fulfill({ ...answer, headers: cors }));
        await open(page, 'contact/', theme);
        await fillContactForm(page);
        await page.getByRole('button', { name: ui.contact.send }).click();
        const alert = page.getByRole('alert').filter({ hasText: outcome === 'success' ? ui.contact.success : splitAt(ui.contact.failure, 'reason')[0] });
        await expect(alert).toBeVisible();
        await expect(alert).toBeFocused();
        await settled(page);
        await expectNoAxeViolations(page);
      });
    }

    test("the contact form showing every field's error has no axe violation", async ({ page }) => {
      await open(page, 'contact/', theme);
      await page.getByRole('textbox', { name: ui.contact.email, exact: true }).fill('ada-at-example');
      await page.getByRole('button', { name: ui.contact.send }).click();
      await expect(page.getByText(`${ui.contact.errorPrefix} ${ui.contact.emailMalformed}`, { exact: true })).toBeVisible();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
      await settled(page);
      await expectNoAxeViolations(page);
    });

    test('the contact form while it sends has no axe violation', async ({ page }) => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(EMAILJS_SEND_URL, async (route) => {
        await answered;
        await route.fulfill({ headers: cors, body: 'OK' });
      });
      await open(page, 'contact/', theme);
      await fillContactForm(page);
      await page.getByRole('button', { name: ui.contact.send }).click();
      await expect(page.getByRole('progressbar', { name: ui.contact.progress })).toBeVisible();
      await expectNoAxeViolations(page);
      answer();
      await expect(page.getByRole('alert').filter({ hasText: ui.contact.success })).toBeVisible();
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  /** Elements that would move or fade: a transition of position, size or opacity that takes time. */
  const moving = (page: Page) =>
    page.evaluate(() => {
      const motion = /^(all|transform|translate|rotate|scale|opacity|top|right|bottom|left|inset|width|height|margin)/;
      return [...document.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element);
        const properties = style.transitionProperty.split(', ');
        const durations = style.transitionDuration.split(', ').map(parseFloat);
        const moves = properties.some((property, index) => motion.test(property) && (durations[index % durations.length] ?? 0) > 0);
        return moves ? [`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${style.transitionProperty} ${style.transitionDuration}`] : [];
      });
    });

  test('nothing on any page, in the menu or in the sponsor dialog is set to slide or fade', async ({ page }) => {
    await stubGitHubSponsors(page);
    for (const { path } of pages) {
      await open(page, path, 'light');
      expect(await moving(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: ui.sponsors.become }).first().click();
    await openedDialog(page, ui.sponsors.become);
    expect(await moving(page), 'sponsor dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: ui.header.menu, exact: true }).click();
    await expect(page.getByRole('dialog', { name: ui.header.menu })).toBeVisible();
    expect(await moving(page), 'menu').toEqual([]);
  });
});

test.describe('at 320 CSS pixels wide (WCAG 1.4.10 Reflow)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page scrolls sideways or cuts content off', async ({ page }) => {
    for (const { path } of pages) {
      await open(page, path, 'light');
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        // Boxes that clip their overflow and have more content than room; screen-reader-only
        // text is clipped to a pixel on purpose.
        clipped: [...document.querySelectorAll('body *')]
          .filter((element) => {
            const style = getComputedStyle(element);
            return style.overflowX !== 'visible' && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1;
          })
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
      }));
      expect(overflow, path).toEqual({ page: 0, clipped: [] });
    }
  });
});
