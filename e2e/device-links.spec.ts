import { devices, type Page } from '@playwright/test';
import { chooseLink } from '@/lib/device-links';
import { expect, firstPage, test, waitForHydration, ui } from './fixtures';

// The cards of each list's first page (a longer list goes on over further pages, built the same way).
const { projects, sponsors } = firstPage;
const macSafari = devices['Desktop Safari'].userAgent;

// Where a visitor goes is the app's own rule, chooseLink (unit-tested in lib/device-links.test.ts):
// this spec checks that the pages apply it, before and after hydration, on each device.

/** Console messages about hydration: the fixture fails on errors, this catches warnings too. */
function watchHydration(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** Waits for hydration: the first project whose link differs by device shows the one for `apple`. */
async function waitForDeviceLinks(page: Page, apple: boolean) {
  const telling = projects.findIndex((project) => chooseLink(project, true) !== chooseLink(project, false));
  expect(telling, 'content has a project with an iOS link').toBeGreaterThanOrEqual(0);
  const project = projects[telling]!;
  await expect(page.getByRole('article').nth(telling).getByRole('link', { name: new RegExp(ui.portfolio.viewProject, 'i') })).toHaveAttribute(
    'href',
    chooseLink(project, apple)!,
  );
}

async function expectProjectLinks(page: Page, apple: boolean) {
  const cards = page.getByRole('article');
  for (const [index, project] of projects.entries()) {
    const card = cards.nth(index);
    const link = card.getByRole('link', { name: new RegExp(ui.portfolio.viewProject, 'i') });
    const href = chooseLink(project, apple);
    if (href === null) {
      await expect(link).toHaveCount(0);
      await expect(card.getByText(ui.links.comingSoon)).toBeVisible();
    } else {
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(new RegExp(`${project.title}.*${ui.links.newTab.replace(/[()]/g, "\\$&")}`));
    }
  }
}

/** Each card's one link (components/sponsors/SponsorCard.tsx): the name where there is one, else the logo. */
async function expectSponsorLinks(page: Page, apple: boolean) {
  const cards = page.getByRole('article');
  for (const [index, sponsor] of sponsors.entries()) {
    const card = cards.nth(index);
    const href = chooseLink(sponsor, apple);
    const links = card.getByRole('link');
    if (href === null) {
      await expect(links).toHaveCount(0);
    } else {
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAccessibleName(`${sponsor.name || sponsor.alt} ${ui.links.newTab}`);
      await expect(links).toHaveAttribute('href', href);
      await expect(links).toHaveAttribute('target', '_blank');
      await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
    }
    if (sponsor.name) await expect(card.getByRole('heading', { name: sponsor.name, exact: true })).toBeVisible();
  }
}

test('the pre-rendered HTML has every general link and no App Store link', async ({ request }) => {
  const portfolio = await (await request.get('portfolio/')).text();
  const sponsorsPage = await (await request.get('sponsors/')).text();
  for (const [html, items] of [
    [portfolio, projects],
    [sponsorsPage, sponsors],
  ] as const) {
    for (const { link, ios } of items) {
      if (link !== '#') expect(html).toContain(`href="${link}"`);
      if (ios !== '#') expect(html).not.toContain(`href="${ios}"`);
    }
    expect(html).not.toContain('href="#"');
  }
});

const appleDevices = [
  { name: 'an iPhone', userAgent: devices['iPhone 13'].userAgent, touchPoints: undefined },
  { name: 'an iPad on iPadOS, which says it is a Mac', userAgent: macSafari, touchPoints: 5 },
];

for (const { name, userAgent, touchPoints } of appleDevices) {
  test.describe(`on ${name}`, () => {
    test.use({ userAgent });
    test.beforeEach(async ({ page }) => {
      if (touchPoints !== undefined)
        await page.addInitScript((points) => {
          Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => points });
        }, touchPoints);
    });

    test('every project links to its App Store page, or its general link when it has none', async ({ page }) => {
      const hydration = watchHydration(page);
      await page.goto('portfolio/');
      await waitForDeviceLinks(page, true);
      await expectProjectLinks(page, true);
      await expect(page.locator('a[href="#"]')).toHaveCount(0);
      expect(hydration).toEqual([]);
    });

    test('every sponsor links to its App Store page, or its general link', async ({ page }) => {
      const hydration = watchHydration(page);
      await page.goto('sponsors/');
      const apple = sponsors.find((sponsor) => sponsor.ios !== '#');
      expect(apple, 'content has a sponsor with an App Store link').toBeDefined();
      await expect(page.getByRole('link', { name: apple!.name || apple!.alt })).toHaveAttribute('href', apple!.ios);
      await expectSponsorLinks(page, true);
      await expect(page.locator('a[href="#"]')).toHaveCount(0);
      expect(hydration).toEqual([]);
    });
  });
}

test.describe('on a desktop', () => {
  const desktops = [
    { name: 'Chrome', userAgent: devices['Desktop Chrome'].userAgent },
    { name: 'a Mac', userAgent: macSafari },
  ];
  for (const { name, userAgent } of desktops) {
    test.describe(name, () => {
      test.use({ userAgent });

      test('projects and sponsors keep their general links after hydration', async ({ page }) => {
        const hydration = watchHydration(page);
        await page.goto('portfolio/');
        await waitForHydration(page, 'article a');
        await expectProjectLinks(page, false);
        await expect(page.locator('a[href="#"]')).toHaveCount(0);

        await page.goto('sponsors/');
        await waitForHydration(page, 'article a');
        await expectSponsorLinks(page, false);
        await expect(page.locator('a[href="#"]')).toHaveCount(0);
        expect(hydration).toEqual([]);
      });
    });
  }
});
