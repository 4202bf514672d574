import type { Page } from '@playwright/test';
import { socialNetworks } from '@/components/social/networks';
import { sideLabelClasses } from '@/components/social/side-label';
import { expect, test, ui, waitForWholePage } from './fixtures';

// From `xl` the Follow Me heading runs down a column beside the page (components/social/side-label.ts).
test.use({ viewport: { width: 1440, height: 900 } });

test('beside the page, a Latin Follow Me reads bottom to top as on a book\'s spine, and a Japanese one top to bottom, its characters upright, not turned on their heads', async ({ page }) => {
  await page.goto('./');
  await waitForWholePage(page);
  const heading = page.locator('#follow-me');
  await expect(heading).toHaveText(ui.footer.followMe);
  // The vertical centre of each character, in reading order, with the heading's classes for `label`.
  const centres = (label: string, classes: string) =>
    heading.evaluate(
      (element: HTMLElement, { label, classes }) => {
        element.className = `${[...element.classList].filter((name) => !name.startsWith('xl:[') && name !== 'xl:rotate-180').join(' ')} ${classes}`;
        element.textContent = label;
        const text = element.firstChild as Text;
        return [...label].map((_, index) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const { top, bottom } = range.getBoundingClientRect();
          return (top + bottom) / 2;
        });
      },
      { label, classes },
    );
  const readsDownward = (ys: number[]) => ys.every((y, index) => index === 0 || y > ys[index - 1]!);
  const readsUpward = (ys: number[]) => ys.every((y, index) => index === 0 || y < ys[index - 1]!);

  const latin = await centres(ui.footer.followMe, sideLabelClasses(ui.footer.followMe));
  expect(readsUpward(latin), `"${ui.footer.followMe}" from the bottom up: ${latin}`).toBe(true);
  const japanese = 'フォローはこちら';
  expect(sideLabelClasses(japanese)).not.toContain('rotate');
  const upright = await centres(japanese, sideLabelClasses(japanese));
  expect(readsDownward(upright), `"${japanese}" from the top down: ${upright}`).toBe(true);
});

test.describe('the column beside the page', () => {
  const column = (page: Page) => page.getByRole('complementary', { name: ui.footer.followMe });
  const headerBottom = async (page: Page) => (await page.getByRole('banner').boundingBox())!.height;

  test('stands centred between the header and the foot of the screen, all of it in view', async ({ page }) => {
    await page.goto('about/');
    await waitForWholePage(page);
    const top = await headerBottom(page);
    const heading = (await page.locator('#follow-me').boundingBox())!;
    const links = await column(page).getByRole('link').evaluateAll((all) => all.map((link) => link.getBoundingClientRect().bottom));
    const [first, last, foot] = [heading.y, Math.max(...links), page.viewportSize()!.height];
    expect(first).toBeGreaterThanOrEqual(top);
    expect(last).toBeLessThanOrEqual(foot);
    // As far from the header as from the foot of the screen, to a pixel or two (its padding).
    expect(Math.abs(first - top - (foot - last))).toBeLessThanOrEqual(2);
  });

  test.describe('on a screen too short for all of it (a laptop window, a page zoomed in)', () => {
    test.use({ viewport: { width: 1280, height: 420 } });
    test('starts under the header, and each link scrolls into view when it takes the focus, neither behind the header nor below the screen', async ({ page }) => {
      await page.goto('about/');
      await waitForWholePage(page);
      const top = await headerBottom(page);
      expect((await page.locator('#follow-me').boundingBox())!.y).toBeGreaterThanOrEqual(top);
      const links = column(page).getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await link.focus();
        const box = (await link.boundingBox())!;
        expect([await link.getAttribute('href'), box.y >= top && box.y + box.height <= page.viewportSize()!.height]).toEqual([await link.getAttribute('href'), true]);
      }
    });
  });
});

test('the icon sprite draws the mark of every network an owner may list, those the tests\' content leaves out too', async ({ page }) => {
  await page.goto('about/');
  const sprite = await page.locator('aside svg use').first().getAttribute('href');
  const areas = await page.evaluate(
    async ({ file, networks }) => {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('viewBox', '0 0 24 24');
      svg.setAttribute('style', 'position:fixed;top:0;left:0;width:24px;height:24px');
      document.body.append(svg);
      const drawn: Record<string, number> = {};
      for (const network of networks) {
        svg.innerHTML = `<use href="${file}#${network}"/>`;
        const use = svg.firstElementChild as SVGUseElement;
        // The sprite is fetched once; a symbol is drawn when it is there.
        for (let tries = 0; tries < 50 && use.getBBox().width === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
        drawn[network] = use.getBBox().width * use.getBBox().height;
      }
      return drawn;
    },
    { file: sprite!.split('#')[0]!, networks: socialNetworks.map(({ network }) => network) },
  );
  for (const { network } of socialNetworks) expect([network, areas[network]! > 50]).toEqual([network, true]);
});
