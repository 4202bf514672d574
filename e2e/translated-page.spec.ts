import type { Page } from '@playwright/test';
import { roleList } from '@/components/home/roles';
import { EMAILJS_SEND_URL } from '@/lib/emailjs-config';
import { listPagePath } from '@/lib/pagination';
import { routes, servedPath } from '@/lib/routes';
import { basePath, content, expect, pageOf, test, waitForWholePage } from './fixtures';

const roles = roleList(content.home.roles);
const contact = pageOf(routes.contact);
const sponsors = pageOf(routes.sponsors);

/**
 * Translates the page as Chrome's Translate and Google's page translator do: every text node is
 * taken out and a `<font><font>` holding the translation put in its place, in what is on the page
 * now and in what comes later. Text marked `translate="no"` is left alone, as they leave it. The
 * "translation" is the text between « and ».
 */
function translate(page: Page) {
  return page.evaluate(() => {
    const translateIn = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.nodeValue?.trim() || !parent || parent.closest('script, style, noscript, title, font, [translate="no"]')) continue;
        texts.push(node as Text);
      }
      for (const text of texts) {
        const outer = document.createElement('font');
        const inner = outer.appendChild(document.createElement('font'));
        inner.textContent = `«${text.nodeValue}»`;
        text.replaceWith(outer);
      }
    };
    translateIn(document.body);
    new MutationObserver(() => translateIn(document.body)).observe(document.body, { childList: true, subtree: true });
  });
}

/** The typed line (without the library's unseen cursor), its letters' translations' marks left out. */
const typedLine = (page: Page) =>
  page.getByTestId('role-typewriter').evaluate((line) => ((line.querySelector('.Typewriter__wrapper') ?? line).textContent ?? '').replace(/[«»]/g, '').trim());

test('a page the browser has translated still works: the typewriter types on, and the theme, the pause, the menu, the form and the page links do their work', async ({ page }) => {
  test.setTimeout(60_000);
  await page.route(EMAILJS_SEND_URL, (route) => route.fulfill({ headers: { 'access-control-allow-origin': '*' }, body: 'OK' }));
  await page.goto('./');
  await waitForWholePage(page);
  await translate(page);

  // While each typed letter was a bare text node (until 2026-12-07), the typewriter could not
  // delete a letter the translator had taken out ("Cannot read properties of null (reading
  // 'removeChild')", uncaught, once a letter): every tagline was typed after the last, none deleted.
  await expect
    .poll(() => typedLine(page), { message: 'the typewriter deletes its first tagline and types the next', intervals: [100], timeout: 20_000 })
    .toBe(roles[1]);

  const pause = page.getByTestId('typewriter-pause');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  expect(roles).toContain(await typedLine(page));
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');

  const theme = await page.locator('html').getAttribute('data-theme');
  await page.locator('header button:not([aria-haspopup])').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!);

  await page.locator('header button[aria-haspopup="dialog"]').click();
  await page.getByRole('dialog').locator(`a[href="${basePath}/${contact.path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${contact.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`«${contact.h1}»`);

  await page.locator('#contact-name').fill('Ada Lovelace');
  await page.locator('#contact-email').fill('ada@example.com');
  await page.locator('#contact-message').fill('Shall we build an engine together?');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form [role="alert"]')).toContainText('SUCCESS!');

  await page.getByRole('contentinfo').locator(`a[href="${basePath}/${sponsors.path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${sponsors.path}$`));
  const second = servedPath(listPagePath(routes.sponsors, 2));
  await page.locator(`main nav a[href="${basePath}${second}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${second}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`«${sponsors.h1}»`);
});
