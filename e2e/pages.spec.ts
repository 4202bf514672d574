import { roleList } from '@/components/home/roles';
import { configuredSocials } from '@/components/social/networks';
import { resolveProfiles } from '@/components/social/profiles';
import { basePath, content, expect, expectParagraphShowing, fillIn, firstPage, metaDescription, pages, test, ui } from './fixtures';
import { misalignedHeaders } from './layout-checks';

test.describe('every page is pre-rendered with its own title and description', () => {
  for (const { path, name, title, description, h1 } of pages) {
    test(`${name}`, async ({ page, request }) => {
      // The HTML as the host sends it, before any script runs.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title.replaceAll('&', '&amp;')}</title>`);

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      expect(await metaDescription(page)).toBe(description);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    });
  }

  test('the descriptions differ from page to page', async ({ page }) => {
    const descriptions = new Set<string | null>();
    for (const { path } of pages) {
      await page.goto(path);
      descriptions.add(await metaDescription(page));
    }
    expect(descriptions.size).toBe(pages.length);
  });
});

test('an unknown path answers 404 and shows the home screen', async ({ page, problems }) => {
  problems.allowDocumentStatus(404);
  const response = await page.goto('no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(content.site.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.greeting);
  await expect(page.getByRole('link', { name: ui.home.projects })).toBeVisible();
});

test('the host redirects like GitHub Pages: /about to /about/', async ({ page }) => {
  const response = await page.goto(`${basePath}/about`);
  expect(response?.url()).toMatch(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.about.heading);
});

test.describe('chrome shared by every page', () => {
  for (const { path, name } of pages) {
    test(`${name} has the landmarks, the brand link and Follow Me`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: ui.footer.siteNav })).toBeVisible();

      const brand = page.getByRole('banner').getByRole('link', { name: new RegExp(content.site.name) });
      await expect(brand).toHaveAttribute('href', `${basePath}/`);

      const followMe = page.getByRole('complementary', { name: ui.footer.followMe });
      const configured = configuredSocials(content.socials);
      await expect(followMe.getByRole('link')).toHaveCount(configured.length);
      for (const { label, href } of configured) {
        const link = followMe.getByRole('link', { name: fillIn(ui.footer.profile, { name: content.site.name, network: label }) });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        // The owner's own profile: Mastodon shows the site as verified by it.
        await expect(link).toHaveAttribute('rel', 'me noopener noreferrer');
        // The network's mark is drawn (it comes from the icon sprite: a wrong file or id draws nothing).
        const markSize = () => link.locator('svg use').evaluate((use: SVGUseElement) => use.getBBox().width * use.getBBox().height);
        await expect.poll(markSize, { message: `${label}'s mark is drawn` }).toBeGreaterThan(50);
      }
    });
  }
});

test('Home: greeting, all six taglines, introduction, portrait and the four buttons', async ({ page, request }) => {
  const html = await (await request.get('./')).text();
  // As React writes text into HTML: the fixture's taglines have characters it escapes.
  const asHtml = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
  for (const role of roleList(content.home.roles)) expect(html).toContain(asHtml(role));

  await page.goto('./');
  await expectParagraphShowing(page, content.home.intro);
  const portrait = page.getByRole('img', { name: content.home.profile.alt });
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const explore = page.getByRole('navigation', { name: ui.home.explore });
  for (const [name, target] of [
    [ui.home.projects, 'portfolio/'],
    [ui.home.aboutMe, 'about/'],
    [ui.home.contactMe, 'contact/'],
    [ui.home.sponsors, 'sponsors/'],
  ]) {
    await expect(explore.getByRole('link', { name, exact: true })).toHaveAttribute('href', `${basePath}/${target}`);
  }
});

test('Home: a screen reader is given the taglines as a list, each an item, one with commas in it too', async ({ page }) => {
  // Joined into one sentence with commas and "and", "Designer, developer and speaker" was heard as
  // three taglines. What a screen reader is given is read from Chromium's accessibility tree.
  const roles = roleList(content.home.roles);
  expect(roles.some((role) => role.includes(',')), 'the fixture has a tagline with a comma').toBe(true);
  await page.goto('./');
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const role = (node: (typeof nodes)[number]) => String(node.role?.value ?? '');
  /** The text a node holds, as its text nodes in the tree give it. */
  const text = (id: string): string => {
    const node = byId.get(id);
    if (!node || node.ignored) return '';
    return role(node) === 'StaticText' ? String(node.name?.value ?? '') : (node.childIds ?? []).map(text).join('');
  };
  const lists = nodes
    .filter((node) => !node.ignored && role(node) === 'list')
    .map((list) => (list.childIds ?? []).map((id) => byId.get(id)!).filter((item) => !item.ignored && role(item) === 'listitem').map((item) => text(item.nodeId)));
  expect(lists, 'a list of the taglines, one item each').toContainEqual(roles);
  // Read once: the typed line is hidden from screen readers.
  const texts = nodes.filter((node) => !node.ignored && role(node) === 'StaticText').map((node) => String(node.name?.value ?? ''));
  for (const tagline of roles) expect(texts.filter((found) => found === tagline), tagline).toHaveLength(1);
});

test('About: intro, the work timeline with its header cells, skills and tools', async ({ page }) => {
  await page.goto('about/');
  await expect(page.getByRole('heading', { level: 2, name: content.about.intro.heading })).toBeVisible();
  await expectParagraphShowing(page, content.about.intro.paragraph);

  const table = page.getByRole('table');
  // An empty list is valid content: its section is left out, heading and all.
  if (content.about.timeline.length === 0) {
    await expect(page.getByRole('heading', { name: ui.about.timeline })).toHaveCount(0);
    await expect(table).toHaveCount(0);
  } else {
    await expect(page.getByRole('heading', { name: ui.about.timeline })).toBeVisible();
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(content.about.timeline.length + 1);
    await expect(rows.first().getByRole('columnheader')).toHaveText([ui.about.role, ui.about.institution, ui.about.year]);
    for (const [index, entry] of content.about.timeline.entries()) {
      await expect(rows.nth(index + 1).getByRole('cell')).toHaveText([entry.jobtitle, entry.where, entry.date]);
    }
    expect(await misalignedHeaders(page)).toEqual([]);
  }

  for (const [heading, items] of [
    [ui.about.skills, content.about.skills],
    [ui.about.tools, content.about.tools],
  ] as const) {
    const section = page.getByRole('region', { name: heading });
    if (items.length === 0) await expect(section).toHaveCount(0);
    else await expect(section.getByRole('listitem')).toHaveText(items.map(({ name }) => name));
  }
});

test('Portfolio: a card per project with image, description and its link', async ({ page }) => {
  await page.goto('portfolio/');
  const cards = page.getByRole('article');
  // Twelve at most: a longer list goes on over further pages (e2e/pagination.spec.ts).
  await expect(cards).toHaveCount(firstPage.projects.length);
  for (const [index, project] of firstPage.projects.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading')).toHaveText(project.title);
    // Which files it is shown from: e2e/images.spec.ts.
    await expect(card.getByRole('img', { name: project.alt })).toBeVisible();
    await expect(card.getByText(project.description)).toBeVisible();
    const link = card.getByRole('link', { name: new RegExp(ui.portfolio.viewProject, 'i') });
    if (project.link === '#') {
      await expect(link).toHaveCount(0);
      await expect(card.getByText(ui.links.comingSoon)).toBeVisible();
    } else {
      await expect(link).toHaveAttribute('href', project.link);
    }
  }
  await expect(page.locator('a[href="#"]')).toHaveCount(0);
  // Portfolio without projects: app/empty-lists.test.tsx (the fixture has twelve).
});

test('Sponsors: an item per sponsor with image, description, name and the button', async ({ page }) => {
  await page.goto('sponsors/');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(firstPage.sponsors.length);
  for (const [index, sponsor] of firstPage.sponsors.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('img', { name: sponsor.alt })).toBeVisible();
    await expect(card.getByText(sponsor.description)).toBeVisible();
    if (sponsor.name) await expect(card.getByRole('heading', { name: sponsor.name })).toBeVisible();
    await expect(card.getByRole('button', { name: ui.sponsors.become })).toBeVisible();
  }
  // Sponsors without sponsors, where the way to become one stands on its own: app/empty-lists.test.tsx.
});

test('Contact: e-mail link, the form with labelled required fields, and the closing line', async ({ page }) => {
  await page.goto('contact/');
  await expect(page.getByRole('heading', { name: ui.contact.getInTouch })).toBeVisible();
  await expect(page.getByRole('link', { name: content.contact.email })).toHaveAttribute('href', `mailto:${content.contact.email}`);
  await expectParagraphShowing(page, content.contact.intro);
  // GitHub and LinkedIn from socials.json, unless contact.json's "profiles" replaces or hides them.
  const touch = page.getByRole('region', { name: ui.contact.getInTouch });
  const profiles = resolveProfiles(content.socials, content.contact.profiles);
  for (const [name, href] of [['GitHub', profiles.github], ['LinkedIn', profiles.linkedin]] as const) {
    if (href) {
      await expect(touch.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
      await expect(touch.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('rel', 'me noopener noreferrer');
    } else await expect(touch.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  }

  const name = page.getByRole('textbox', { name: ui.contact.name, exact: true });
  const email = page.getByRole('textbox', { name: ui.contact.email, exact: true });
  const message = page.getByRole('textbox', { name: ui.contact.message, exact: true });
  for (const field of [name, email, message]) {
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('required', '');
  }
  await expect(email).toHaveAttribute('type', 'email');
  await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(message).toHaveAttribute('rows', '5');
  await expect(page.getByRole('button', { name: ui.contact.send })).toBeVisible();
  await expectParagraphShowing(page, content.contact.closing);
});

test('every image on every page loads from below the base path', async ({ page }) => {
  for (const { path } of pages) {
    await page.goto(path);
    for (const image of await page.getByRole('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(
        new RegExp(`^${basePath}/`),
      );
    }
  }
});
