import { content, expect, firstPage, openInTheme, pages, test, themes } from './fixtures';
import { asRead, pdfInfo, pdfText } from './pdf-text';

/** Elements that are site chrome, not content: none of them may be printed. */
const chrome = ['body > header', 'body > footer', 'body > aside', 'a[href="#main"]', 'button', '[role="dialog"]', 'form'];

test.describe('printing', () => {
  for (const theme of themes) {
    for (const { path, name } of pages) {
      test(`${name} prints dark on white without site chrome, in the ${theme} theme`, async ({ page }) => {
        await openInTheme(page, path, theme);
        await page.emulateMedia({ media: 'print' });
        for (const selector of chrome) {
          // An element that is not rendered (display: none, itself or above) has no boxes.
          const visible = await page.locator(selector).evaluateAll((nodes) => nodes.filter((node) => node.getClientRects().length > 0).length);
          expect(visible, `${selector} printed`).toBe(0);
        }
        const colours = await page.evaluate(() => ({
          body: getComputedStyle(document.body).backgroundColor,
          heading: getComputedStyle(document.querySelector('h1')!).color,
          text: getComputedStyle(document.querySelector('main p, main td, main li') ?? document.body).color,
        }));
        expect(colours.body).toBe('rgb(255, 255, 255)');
        expect(colours.heading).toBe('rgb(0, 0, 0)');
        // Muted text stays dark: at least 7:1 on white.
        const [r, g, b] = colours.text.match(/\d+/g)!.map(Number);
        expect(Math.max(r!, g!, b!)).toBeLessThanOrEqual(0x55);
      });
    }
  }

  test.describe('without JavaScript', () => {
    // The whole stylesheet only comes with the scripts (a preload, linked by React); the printed
    // rules come from their own print-only stylesheet, which holds nothing on screen.
    test.use({ javaScriptEnabled: false });

    for (const { path, name } of pages) {
      test(`${name} still prints without site chrome`, async ({ page }) => {
        await page.goto(path);
        await page.emulateMedia({ media: 'print' });
        for (const selector of chrome) {
          const visible = await page.locator(selector).evaluateAll((nodes) => nodes.filter((node) => node.getClientRects().length > 0).length);
          expect(visible, `${selector} printed`).toBe(0);
        }
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe('rgb(0, 0, 0)');
      });
    }
  });

  test('prints each outside link’s address after its text, unless the text is the address', async ({ page }) => {
    await page.goto('portfolio/');
    await page.emulateMedia({ media: 'print' });
    const links = await page.locator('main a[href^="http"]').evaluateAll((nodes) =>
      nodes.map((node) => ({ href: (node as HTMLAnchorElement).getAttribute('href')!, after: getComputedStyle(node, '::after').content, hasImage: node.querySelector('img') !== null })),
    );
    const withText = links.filter(({ hasImage }) => !hasImage);
    expect(withText.length).toBe(firstPage.projects.filter(({ link }) => link !== '#').length);
    for (const { href, after } of withText) expect(after).toBe(`" (${href})"`);

    await page.goto('about/');
    await page.emulateMedia({ media: 'print' });
    const addresses = page.locator('main a.print-url-is-text');
    await expect(addresses.first()).toBeVisible();
    for (const after of await addresses.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node, '::after').content))) expect(after).toBe('none');
  });

  for (const theme of themes) {
    test(`About prints as a CV of at most two A4 pages, in the ${theme} theme`, async ({ page }) => {
      await openInTheme(page, 'about/', theme);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(Number(pdfInfo(pdf).Pages)).toBeLessThanOrEqual(2);
      const text = pdfText(pdf);
      for (const fact of [content.site.name, content.site.jobTitle, content.contact.email, content.about.intro.paragraph]) expect(text).toContain(asRead(fact));
      for (const { jobtitle, where, date } of content.about.timeline) for (const fact of [jobtitle, where, date]) expect(text).toContain(asRead(fact));
      for (const { name } of [...content.about.skills, ...content.about.tools]) expect(text).toContain(asRead(name));
      for (const word of ['Follow Me', 'Skip to content', 'Download CV', 'Switch to']) expect(text).not.toContain(word);
    });
  }

  test('About fits US Letter too', async ({ page }) => {
    await page.goto('about/');
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    expect(Number(pdfInfo(pdf).Pages)).toBeLessThanOrEqual(2);
  });
});
