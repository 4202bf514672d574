import type { Locator, Page } from '@playwright/test';
import { roleList } from '@/components/home/roles';
import { palettes } from '@/tailwind.config';
import { expectNoAxeViolations } from './axe';
import { basePath, content, expect, expectParagraphShowing, firstPage, pages, test, ui } from './fixtures';

test.use({ javaScriptEnabled: false });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** What each page must show with nothing but its HTML and CSS. */
const mainContent: Record<(typeof pages)[number]['id'], (page: Page) => Promise<void>> = {
  home: async (page) => {
    await expectParagraphShowing(page, content.home.intro);
    // The first tagline stands where the typewriter would type.
    await expect(page.getByTestId('role-typewriter')).toHaveText(roleList(content.home.roles)[0]!);
    await expect(page.getByRole('img', { name: content.home.profile.alt })).toBeVisible();
  },
  portfolio: async (page) => {
    for (const { title } of firstPage.projects) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  },
  about: async (page) => {
    await expectParagraphShowing(page, content.about.intro.paragraph);
    for (const { jobtitle } of content.about.timeline) await expect(page.getByRole('cell', { name: jobtitle })).toBeVisible();
    for (const { name } of [...content.about.skills, ...content.about.tools])
      await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
  },
  contact: async (page) => {
    await expect(page.getByRole('main').getByRole('link', { name: content.contact.email }).first()).toBeVisible();
    await expectParagraphShowing(page, content.contact.closing);
  },
  sponsors: async (page) => {
    for (const { alt, description } of firstPage.sponsors) {
      await expect(page.getByRole('img', { name: alt })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();
    }
    // getByText skips <noscript>; its link is shown all the same once scripting is off.
    await expect(page.locator('main noscript a')).toBeVisible();
  },
};

for (const { id, path, name, h1 } of pages) {
  test(`${name} shows its heading and its content`, async ({ page }) => {
    await page.goto(path);
    await expect(heading(page)).toHaveText(h1);
    await mainContent[id](page);
  });
}

test('the brand link, the Home buttons and the footer lead to every page', async ({ page }) => {
  const visit = async (link: Locator, h1: string) => {
    await link.click();
    await expect(heading(page)).toHaveText(h1);
  };
  const pageNamed = (name: string) => pages.find((entry) => entry.name === name)!;

  await page.goto('about/');
  await visit(page.getByRole('banner').getByRole('link', { name: new RegExp(content.site.name) }), pageNamed(ui.pages.home).h1);

  for (const [button, target] of [
    [ui.home.projects, ui.pages.portfolio],
    [ui.home.aboutMe, ui.pages.about],
    [ui.home.contactMe, ui.pages.contact],
    [ui.home.sponsors, ui.pages.sponsors],
  ] as const) {
    await page.goto('./');
    await visit(page.getByRole('navigation', { name: ui.home.explore }).getByRole('link', { name: button, exact: true }), pageNamed(target).h1);
  }

  for (const { name, path, h1 } of pages) {
    await page.goto('contact/');
    await visit(page.getByRole('navigation', { name: ui.footer.siteNav }).getByRole('link', { name, exact: true }), h1);
    await expect(page).toHaveURL(new RegExp(`${basePath}/${path.replace('./', '')}$`));
  }
});

test('the header offers a plain Menu link to the list of pages instead of the menu button', async ({ page }) => {
  await page.goto('portfolio/');
  await expect(page.getByRole('button', { name: ui.header.menu, exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`${ui.header.darkTheme}|${ui.header.lightTheme}`) })).toBeHidden();
  // getByRole and getByText skip <noscript>; the link is shown all the same once scripting is off.
  const menu = page.locator('header noscript a');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveText(ui.header.menu);
  await menu.click();
  await expect(page).toHaveURL(/#site-links$/);
  const siteLinks = page.locator('#site-links');
  await expect(siteLinks).toBeInViewport();
  await expect(siteLinks.getByRole('link')).toHaveText(pages.map(({ name }) => name));
});

/**
 * Opens `path` as a browser without JavaScript shows it, in a page where the test may still run
 * axe, which is a script. (With javaScriptEnabled: false axe cannot run: no timer or promise
 * callback ever fires there.) The page's scripts are switched off through the DevTools protocol
 * while it loads, so none of them runs (not even the theme's) and the parser builds the <noscript>
 * content, then on again for axe. Two things follow "scripting on" from then on and are set back
 * to how they were: the `(scripting: none)` rules are made to apply (Chromium cannot emulate the
 * feature), and the <noscript> elements, whose content Chromium draws only with scripting off,
 * become plain <div>s around the same content.
 */
async function openForAxeWithoutJavaScript(page: Page, path: string) {
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.goto(path);
  await devTools.send('Emulation.setScriptExecutionDisabled', { value: false });
  const emulated = await page.evaluate(() => {
    let rules = 0;
    const visit = (list: CSSRuleList) => {
      for (const rule of list) {
        if (rule instanceof CSSMediaRule && rule.media.mediaText.includes('scripting: none')) {
          rule.media.mediaText = 'all';
          rules += 1;
        }
        if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    const noscripts = [...document.querySelectorAll('noscript')];
    for (const noscript of noscripts) {
      const div = document.createElement('div');
      div.append(...noscript.childNodes);
      noscript.replaceWith(div);
    }
    return { rules, noscripts: noscripts.length };
  });
  expect(emulated.rules, 'rules for browsers without JavaScript').toBeGreaterThan(0);
  expect(emulated.noscripts, 'the header’s Menu link at least').toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect(page.getByRole('button', { name: ui.header.menu, exact: true })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: ui.header.menu })).toBeVisible();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`with a ${colorScheme} system theme`, () => {
    test.use({ colorScheme });

    test('every page takes the system’s palette', async ({ page }) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(palettes[colorScheme].bg.slice(i, i + 2), 16));
      for (const { path } of pages) {
        await page.goto(path);
        await expect(page.locator('body')).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
      }
    });

    test.describe('scanned by axe', () => {
      test.use({ javaScriptEnabled: true });

      test('no page has an axe violation', async ({ page, problems }) => {
        problems.allowRefusedScripts();
        for (const { path } of pages) {
          await openForAxeWithoutJavaScript(page, path);
          await expectNoAxeViolations(page);
        }
      });
    });
  });
}
