import type { Page } from '@playwright/test';
import { cardGridColumns } from '@/lib/card-grid';
import { cardsOnPage, listPagePath, pageCount } from '@/lib/pagination';
import { routes, servedPath } from '@/lib/routes';
import { expectNoAxeViolations } from './axe';
import { basePath, content, expect, fillIn, firstPage, openedDialog, openInTheme, pageOf, stubGitHubSponsors, test, themes, ui } from './fixtures';

// A list longer than a page goes on over further pages (lib/pagination/). The fixture has twenty
// sponsors, ten of which fit a page with its row of page links: Sponsors shows ten, and its
// second page the other ten.
const sponsorsPage = pageOf(routes.sponsors);
const secondPage = servedPath(listPagePath(routes.sponsors, 2)).slice(1);
const onSecond = cardsOnPage(content, routes.sponsors, 2);

test.beforeEach(() => {
  expect(onSecond.length, 'the fixture has more than twelve sponsors (test/sites/fixture/content/sponsors.json)').toBeGreaterThan(0);
});

const pageLinks = (page: Page) => page.getByRole('navigation', { name: ui.pagination.label });

test('Sponsors goes on over a second page: Next leads there, it shows the rest under a title of its own, and Previous leads back', async ({ page }) => {
  await page.goto(sponsorsPage.path);
  const nav = pageLinks(page);
  await expect(nav.getByRole('link', { name: fillIn(ui.pagination.page, { page: 1 }) })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: ui.pagination.previous })).toHaveCount(0);

  await nav.getByRole('link', { name: ui.pagination.next }).click();
  await expect(page).toHaveURL(new RegExp(`${basePath}/sponsors/2/$`));
  const pageNumber = { page: 2, count: pageCount(content, routes.sponsors) };
  await expect(page).toHaveTitle(fillIn(ui.pagination.title, { title: sponsorsPage.title, ...pageNumber }));
  // A description of its own for search engines too, which ends saying which page it is.
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain(fillIn(ui.pagination.title, { title: '', ...pageNumber }).trim());
  expect(description).not.toBe(sponsorsPage.description);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sponsorsPage.h1);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(onSecond.length);
  for (const [index, sponsor] of onSecond.entries()) {
    await expect(cards.nth(index).getByRole('img', { name: sponsor.alt })).toBeVisible();
    await expect(cards.nth(index).getByText(sponsor.description)).toBeVisible();
  }
  await expect(page.getByText(firstPage.sponsors[0]!.description)).toHaveCount(0);
  await expect(nav.getByRole('link', { name: fillIn(ui.pagination.page, { page: 2 }) })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: ui.pagination.next })).toHaveCount(0);

  await nav.getByRole('link', { name: ui.pagination.previous }).click();
  await expect(page).toHaveURL(new RegExp(`${basePath}/sponsors/$`));
  await expect(page.getByRole('article')).toHaveCount(firstPage.sponsors.length);
});

test('a sponsor on the second page offers becoming one, as those on the first do', async ({ page }) => {
  await stubGitHubSponsors(page);
  await openInTheme(page, secondPage, 'light');
  await page.getByRole('article').first().getByRole('button', { name: ui.sponsors.become }).click();
  await openedDialog(page, ui.sponsors.become);
});

test('the page links are plain links: they work before the JavaScript has come, and without it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(sponsorsPage.path);
    await pageLinks(page).getByRole('link', { name: fillIn(ui.pagination.page, { page: 2 }) }).click();
    await expect(page).toHaveURL(new RegExp(`${basePath}/sponsors/2/$`));
    await expect(page.getByText(onSecond[0]!.description)).toBeVisible();
  } finally {
    await context.close();
  }
});

for (const theme of themes) {
  test(`the second page has no axe violation in the ${theme} theme`, async ({ page }) => {
    await openInTheme(page, secondPage, theme);
    await expectNoAxeViolations(page);
  });
}

test('Sponsors\' grid has the columns lib/card-grid.ts says, which the split of a list over pages counts on', async ({ page }) => {
  for (const [width, columns] of Object.entries(cardGridColumns)) {
    await page.setViewportSize({ width: Math.max(Number(width), 320) + 100, height: 900 });
    await page.goto(sponsorsPage.path);
    // The cards by row (their tops): the first row as full as the grid's columns, every card in a row.
    const rows = await page.getByRole('article').evaluateAll((cards) => {
      const tops = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        tops.set(top, (tops.get(top) ?? 0) + 1);
      }
      return [...tops.values()];
    });
    expect(rows.reduce((sum, row) => sum + row, 0)).toBe(firstPage.sponsors.length);
    expect(rows[0], `${columns} column(s) from ${width} px`).toBe(Math.min(columns, firstPage.sponsors.length));
    expect(Math.max(...rows)).toBe(rows[0]);
  }
});
