import type { Page } from '@playwright/test';
import { expect, firstPage, test, ui, waitForWholePage } from './fixtures';

// A sponsor card has one link to the sponsor (WCAG 2.4.4; components/sponsors/SponsorCard.tsx):
// a named sponsor's name, which a click on the logo follows too, and a nameless one's logo. What a
// screen reader is given is read from Chromium's own accessibility tree, not worked out again here.

const { sponsors } = firstPage;
const { newTab } = ui.links;

/** Where a desktop visitor's link goes: nowhere for '#' (e2e/device-links.spec.ts has the devices). */
const hrefOf = ({ link }: { link: string }) => (link === '#' ? null : link);

/** The name a sponsor's one link has: the name, else the logo's description, and the new-tab note. */
const linkName = ({ name, alt }: { name?: string | undefined; alt: string }) => `${name || alt} ${newTab}`;

interface Node {
  role: string;
  name: string;
  /** Inside a link in the tree: read as part of the link. */
  inLink: boolean;
}

/**
 * The links, headings, images and buttons of each card (`main article`) in the accessibility tree
 * Chromium gives screen readers, in document order; nodes it leaves out of the tree are skipped.
 */
async function cardTrees(page: Page): Promise<Node[][]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const roleOf = (node: (typeof nodes)[number]) => {
    const role = String(node.role?.value ?? '');
    return role === 'img' ? 'image' : role;
  };
  const cards: Node[][] = [];
  const walk = (id: string, into: Node[], inLink: boolean) => {
    const node = byId.get(id);
    if (!node) return;
    const role = roleOf(node);
    const shown = !node.ignored;
    if (shown && ['link', 'heading', 'image', 'button'].includes(role))
      into.push({ role, name: String(node.name?.value ?? '').replace(/\s+/g, ' ').trim(), inLink });
    for (const child of node.childIds ?? []) walk(child, into, inLink || (shown && role === 'link'));
  };
  const inMain = (node: (typeof nodes)[number]): boolean => {
    for (let up = node.parentId ? byId.get(node.parentId) : undefined; up; up = up.parentId ? byId.get(up.parentId) : undefined)
      if (roleOf(up) === 'main') return true;
    return false;
  };
  for (const node of nodes) {
    if (node.ignored || roleOf(node) !== 'article' || !inMain(node)) continue;
    const into: Node[] = [];
    walk(node.nodeId, into, false);
    cards.push(into);
  }
  return cards;
}

const named = (tree: Node[], role: string) => tree.filter((node) => node.role === role).map((node) => node.name);

test.beforeEach(async ({ page }) => {
  await page.goto('sponsors/');
  await waitForWholePage(page);
});

test('each sponsor card has one link in the links list: a named sponsor’s name, a nameless one’s logo by its description', async ({ page }) => {
  expect(sponsors.some(({ name }) => name) && sponsors.some(({ name }) => !name), 'the fixture has sponsors with and without a name').toBe(true);
  const trees = await cardTrees(page);
  expect(trees).toHaveLength(sponsors.length);
  for (const [index, sponsor] of sponsors.entries()) {
    const tree = trees[index]!;
    expect(named(tree, 'link'), `the links of ${sponsor.alt}’s card`).toEqual(hrefOf(sponsor) === null ? [] : [linkName(sponsor)]);
    // And in the page: one element a visitor can follow, going where the issue says.
    const links = page.getByRole('article').nth(index).locator('a[href]');
    await expect(links).toHaveCount(hrefOf(sponsor) === null ? 0 : 1);
    if (hrefOf(sponsor) !== null) await expect(links).toHaveAttribute('href', hrefOf(sponsor)!);
  }
});

test('Tab stops once on each sponsor card’s link and then on its button', async ({ page }) => {
  // From the page's heading, made focusable for the test, into the grid of cards.
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    heading.tabIndex = -1;
    heading.focus();
  });
  const expected = sponsors.flatMap((sponsor, card) => [
    ...(hrefOf(sponsor) === null ? [] : [{ card, tag: 'A', href: hrefOf(sponsor) }]),
    { card, tag: 'BUTTON', href: null },
  ]);
  const stops = [];
  for (let count = 0; count < expected.length; count++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const focused = document.activeElement!;
        const card = focused.closest('main article');
        return { card: card ? [...document.querySelectorAll('main article')].indexOf(card) : -1, tag: focused.tagName, href: focused.getAttribute('href') };
      }),
    );
  }
  expect(stops).toEqual(expected);
});

test('a named sponsor’s heading is named by the name alone, and every logo’s description stays in the accessibility tree', async ({ page }) => {
  const trees = await cardTrees(page);
  expect(trees).toHaveLength(sponsors.length);
  for (const [index, sponsor] of sponsors.entries()) {
    const tree = trees[index]!;
    // A screen reader's list of headings reads "Acme", not "Acme (opens in a new tab)".
    expect(named(tree, 'heading'), `the headings of ${sponsor.alt}’s card`).toEqual(sponsor.name ? [sponsor.name] : []);
    // The owner's description of the logo is read: as the picture beside a named sponsor's link,
    // or as a nameless sponsor's link's name.
    const images = tree.filter((node) => node.role === 'image');
    expect(images.map(({ name }) => name), `the pictures of ${sponsor.alt}’s card`).toEqual([sponsor.alt]);
    if (sponsor.name) expect(images[0]!.inLink, `${sponsor.alt}: a picture, not a second link`).toBe(false);
  }
});

test('a click on a named sponsor’s logo goes to the sponsor, and pointing at it marks the name as a link', async ({ page, context }) => {
  const linked = sponsors.map((sponsor, index) => ({ sponsor, index })).filter(({ sponsor }) => sponsor.name && hrefOf(sponsor) !== null);
  expect(linked.length, 'the fixture has named sponsors with a link').toBeGreaterThan(0);
  const cards = page.getByRole('article');
  for (const { sponsor, index } of linked) {
    const card = cards.nth(index);
    // What the pointer hits over the logo (its middle, and a tenth of its size in from each corner,
    // inside the rounded ones) is the card's link, and over the story and the button it is not.
    const hits = await card.evaluate((article) => {
      const image = article.querySelector('img')!;
      image.scrollIntoView({ block: 'center' });
      const link = article.querySelector('a[href]');
      const box = image.getBoundingClientRect();
      const [x, y] = [box.width / 10, box.height / 10];
      const points = [
        [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
        [box.left + x, box.top + y],
        [box.right - x, box.top + y],
        [box.left + x, box.bottom - y],
        [box.right - x, box.bottom - y],
      ];
      const at = (x: number, y: number) => document.elementFromPoint(x, y)?.closest('a') ?? null;
      const centre = (element: Element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return [(left + right) / 2, (top + bottom) / 2] as const;
      };
      return {
        logo: points.map(([x, y]) => at(x!, y!) === link && link !== null),
        story: at(...centre(article.querySelector('p')!)),
        button: document.elementFromPoint(...centre(article.querySelector('button')!))?.closest('button') === article.querySelector('button'),
      };
    });
    expect(hits, `${sponsor.alt}: what the pointer hits`).toEqual({ logo: [true, true, true, true, true], story: null, button: true });
  }

  // A real click, in the logo's middle, opens the sponsor in a new tab; the sponsor's site is a
  // stand-in (no internet in the tests).
  const { sponsor, index } = linked[0]!;
  const host = new URL(sponsor.link).hostname;
  await context.route(
    (url) => url.hostname === host,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sponsor</title><h1>Sponsor stand-in</h1>' }),
  );
  const card = cards.nth(index);
  const logo = card.getByRole('img', { name: sponsor.alt });
  await logo.scrollIntoViewIfNeeded();
  const box = (await logo.boundingBox())!;
  const name = card.getByRole('link', { name: linkName(sponsor) });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Pointing at the logo is pointing at the link: the name shows it as it does when pointed at.
  await expect(name).toHaveCSS('text-decoration-line', 'underline');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)]);
  await expect(tab.getByRole('heading', { name: 'Sponsor stand-in' })).toBeVisible();
  expect(new URL(tab.url()).hostname).toBe(host);
  await tab.close();
});
