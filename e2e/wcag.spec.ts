import type { Page } from '@playwright/test';
import { roleList } from '@/components/home/roles';
import { routes } from '@/lib/routes';
import { expectNoAxeViolations } from './axe';
import { basePath, content, expect, openedDialog, openInTheme, pageOf, pages, stubGitHubSponsors, test, themes, ui, waitForHydration } from './fixtures';

/**
 * WCAG 2.2 criteria that axe cannot see, each tested the way a visitor would meet it
 * (docs/accessibility.md names the test for every criterion).
 */

const roles = roleList(content.home.roles);
const pauseButton = (page: Page) => page.getByTestId('typewriter-pause');
/** The typed line as it shows now (the caret is a border, not text). */
const typed = (page: Page) => page.getByTestId('role-typewriter').evaluate((line) => line.textContent ?? '');

async function openHome(page: Page) {
  await page.goto('./');
  await waitForHydration(page, '[data-testid="typewriter-pause"]');
}

/** Samples the typed line `times` times, 300 ms apart. */
async function sampleTyped(page: Page, times: number) {
  const texts: string[] = [];
  for (let i = 0; i < times; i++) {
    texts.push(await typed(page));
    await page.waitForTimeout(300);
  }
  return texts;
}

test.describe('2.2.2 Pause, Stop, Hide: the typewriter', () => {
  test('a button next to the taglines, reached with Tab, pauses it on one whole tagline and resumes it', async ({ page }) => {
    // Watches the line for several seconds in three states.
    test.slow();
    await openHome(page);
    const button = pauseButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    // It moves: the line changes while we watch.
    expect(new Set(await sampleTyped(page, 8)).size).toBeGreaterThan(1);

    for (let presses = 0; presses < 60 && !(await button.evaluate((node) => node === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    const announced = await button.ariaSnapshot();
    expect(announced).toMatch(/^- button "[^"]+"$/);
    await expect(button).toHaveAccessibleName(ui.home.pauseAnimation);

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // A screen reader hears the same name, now pressed.
    expect(await button.ariaSnapshot()).toBe(`${announced} [pressed]`);
    const held = await sampleTyped(page, 10);
    expect(new Set(held).size, `the line kept changing: ${held.join(' | ')}`).toBe(1);
    expect(roles, 'the line holds one whole tagline').toContain(held[0]);
    // The caret stops blinking too.
    expect(await page.getByTestId('role-typewriter').evaluate((line) => line.getAnimations({ subtree: true }).length)).toBe(0);

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => typed(page), { timeout: 10_000 }).not.toBe(held[0]);
  });

  test('the pause is remembered for the visit: after a reload and across pages, not in a new tab', async ({ page, context }) => {
    // Three page loads and four spells of watching the line.
    test.slow();
    await openHome(page);
    await pauseButton(page).click();
    await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await waitForHydration(page, '[data-testid="typewriter-pause"]');
    await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'true');
    const held = await sampleTyped(page, 8);
    expect(new Set(held).size).toBe(1);
    expect(roles).toContain(held[0]);

    // Away and back inside the site (client-side navigations).
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: pageOf(routes.about).name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageOf(routes.about).h1);
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: pageOf(routes.home).name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageOf(routes.home).h1);
    await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect(new Set(await sampleTyped(page, 6)).size).toBe(1);

    // A visit is one tab: a new one starts moving again.
    const other = await context.newPage();
    await openHome(other);
    await expect(pauseButton(other)).toHaveAttribute('aria-pressed', 'false');
    expect(new Set(await sampleTyped(other, 8)).size).toBeGreaterThan(1);
    await other.close();
  });

  for (const theme of themes) {
    test(`paused, Home has no axe violation (${theme})`, async ({ page }) => {
      await openInTheme(page, './', theme);
      await pauseButton(page).click();
      await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
    });
  }

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing moves, so there is no button to pause it', async ({ page }) => {
      await openHome(page);
      await expect(pauseButton(page)).toBeHidden();
      expect(new Set(await sampleTyped(page, 5))).toEqual(new Set([roles[0]]));
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('nothing moves, and the button that would do nothing is hidden', async ({ page }) => {
      await page.goto('./');
      await expect(pauseButton(page)).toBeHidden();
      await expect(page.getByTestId('role-typewriter')).toHaveText(roles[0]!);
    });
  });
});

const viewports = [
  { label: 'desktop', width: 1280, height: 720 },
  { label: 'phone', width: 375, height: 740 },
] as const;

test.describe('2.4.11 Focus Not Obscured: no focused control is hidden, even partly', () => {
  for (const viewport of viewports) {
    for (const { path, name } of pages) {
      test(`${name} (${viewport.label}), at every moment of whatever moves when focus moves`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openInTheme(page, path, 'light');
        // The page's clock stops: whatever a key press sets sliding or fading waits at its first
        // frame, and each is then checked from its first frame to its last, so a control that
        // something passes over on its way is found every time, not only on a slow machine.
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Animation.enable');
        await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });

        const hidden: string[] = [];
        let first: string | null = null;
        let stops = 0;
        for (; stops < 200; stops++) {
          await page.keyboard.press('Tab');
          const stop = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement | null;
            if (!element || element === document.body) return null;
            const covers = new Set<string>();
            const look = () => {
              // The centre and eight points around it, inside even a round button's outline, of each
              // of its boxes: a link in a paragraph may go on over two lines, and the box around
              // both holds the words before and after it.
              const points = [...element.getClientRects()].flatMap((box) =>
                [0.5, 0.2, 0.8].flatMap((x) => [0.5, 0.2, 0.8].map((y) => [box.left + box.width * x, box.top + box.height * y] as const)),
              );
              for (const [x, y] of points) {
                const hit = document.elementFromPoint(x, y);
                if (hit && (element.contains(hit) || element.tagName === 'IFRAME')) continue;
                covers.add(hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].slice(0, 3).join('.')} "${(hit.textContent ?? '').trim().slice(0, 30)}"` : 'out of the window');
              }
            };
            // What loops forever (the typewriter's caret) never settles and moves nothing.
            const moving = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
            for (const moment of [0, 0.25, 0.5, 0.75, 1]) {
              for (const animation of moving) {
                animation.pause();
                animation.currentTime = moment * Number(animation.effect?.getComputedTiming().endTime ?? 0);
              }
              look();
            }
            for (const animation of moving) animation.finish();
            look();
            const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
            const box = element.getBoundingClientRect();
            return { id: `${label}@${Math.round(box.left + window.scrollX)},${Math.round(box.top + window.scrollY)}`, label, covers: [...covers] };
          });
        if (stop === null || stop.id === first) break;
          first ??= stop.id;
          if (stop.covers.length > 0) hidden.push(`${stop.label} under ${stop.covers.join(', ')}`);
        }
        expect(stops, 'Tab went round the page').toBeLessThan(200);
        expect(stops).toBeGreaterThan(3);
        expect(hidden).toEqual([]);
      });
    }
  }
});

/**
 * Every pointer target's box, and whether it is exempt as a link inside a sentence: WCAG 2.5.8
 * lets a target in a line of text be as small as the text.
 */
function targetSizeProblems(page: Page) {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.closest('[inert], .sr-only') || !element.checkVisibility({ visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      // Off the page until it has focus (the skip link): not a pointer target.
      if (box.bottom + window.scrollY <= 0 || box.width === 0) return false;
      if (getComputedStyle(element).display === 'inline') {
        const block = element.parentElement?.closest('p, li, td, dd, figcaption, blockquote');
        const words = (node: Element | null | undefined) => (node?.textContent ?? '').trim().length;
        if (block && words(block) > words(element)) return false;
      }
      return true;
    });
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const boxes = targets.map((element) => ({ element, box: element.getBoundingClientRect() }));
    const small = boxes.filter(({ box }) => box.width < 23.99 || box.height < 23.99);
    const centre = (box: DOMRect) => [(box.left + box.right) / 2, (box.top + box.bottom) / 2] as const;
    const circleMeetsBox = ([x, y]: readonly [number, number], box: DOMRect) => {
      const dx = x - Math.max(box.left, Math.min(x, box.right));
      const dy = y - Math.max(box.top, Math.min(y, box.bottom));
      return dx * dx + dy * dy < 12 * 12;
    };
    return small.flatMap(({ element, box }) => {
      const here = centre(box);
      const crowded = boxes.filter(
        (other) =>
          other.element !== element &&
          !other.element.contains(element) &&
          !element.contains(other.element) &&
          (circleMeetsBox(here, other.box) ||
            (small.includes(other) && Math.hypot(here[0] - centre(other.box)[0], here[1] - centre(other.box)[1]) < 24)),
      );
      return crowded.length > 0
        ? [`${name(element)} is ${Math.round(box.width)}×${Math.round(box.height)} px, too close to ${crowded.map((other) => name(other.element)).join(', ')}`]
        : [];
    });
  });
}

test.describe('2.5.8 Target Size (Minimum): every target at least 24×24 px, or spaced as if it were', () => {
  for (const viewport of viewports) {
    test.describe(viewport.label, () => {
      test.use({ viewport });

      for (const { path, name } of pages) {
        test(name, async ({ page }) => {
          await openInTheme(page, path, 'light');
          expect(await targetSizeProblems(page)).toEqual([]);
        });
      }

      test('the open menu', async ({ page }) => {
        await openInTheme(page, 'about/', 'light');
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await openedDialog(page, 'Menu');
        expect(await targetSizeProblems(page)).toEqual([]);
      });

      test('the open sponsor dialog', async ({ page }) => {
        await stubGitHubSponsors(page);
        await openInTheme(page, 'sponsors/', 'light');
        await page.getByRole('button', { name: 'Become A Sponsor' }).first().click();
        await openedDialog(page, 'Become A Sponsor');
        expect(await targetSizeProblems(page)).toEqual([]);
      });
    });
  }
});

test.describe('3.2.6 Consistent Help: the way to contact the owner is in the same place on every page', () => {
  const contactPage = pages.find(({ path }) => path === 'contact/')!;

  /**
   * Where the page offers contact, outside its own content: the menu's and the footer's links to
   * the contact page (position in their list) and the Follow Me profiles, in the order they come.
   */
  async function helpOnPage(page: Page, path: string) {
    await openInTheme(page, path, 'light');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = await openedDialog(page, 'Menu');
    const contactPath = `${basePath}/${contactPage.path}`;
    const found = await page.evaluate(
      ({ contactPath }) => {
        const isContact = (link: HTMLAnchorElement) => new URL(link.href).pathname === contactPath;
        const entries: { where: string; element: Element; what: string }[] = [];
        const listed = (where: string, links: HTMLAnchorElement[]) =>
          links.forEach((link, index) => {
            if (isContact(link)) entries.push({ where, element: link, what: `contact page, link ${index + 1} of ${links.length}` });
          });
        listed('menu', [...document.querySelectorAll<HTMLAnchorElement>('[role="dialog"] nav a[href]')]);
        listed('footer', [...document.querySelectorAll<HTMLAnchorElement>('body > footer nav a[href]')]);
        const followMe = document.querySelector('body > aside');
        if (followMe) entries.push({ where: 'Follow Me', element: followMe, what: [...followMe.querySelectorAll('a')].map((link) => link.href).join(' ') });
        const menuButton = document.querySelector('header button[aria-haspopup="dialog"]')!;
        entries.push({ where: 'header', element: menuButton, what: 'menu button' });
        return entries
          .sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
          .map(({ where, what }) => `${where}: ${what}`);
      },
      { contactPath },
    );
    await expect(menu).toBeVisible();
    return found;
  }

  test('the menu and the footer link to the contact page at the same place, in the same order, on every page', async ({ page }) => {
    const first = await helpOnPage(page, pageOf(routes.home).path);
    expect(first.filter((entry) => entry.startsWith('menu: contact page'))).toHaveLength(1);
    expect(first.filter((entry) => entry.startsWith('footer: contact page'))).toHaveLength(1);
    for (const { path } of pages.slice(1)) expect(await helpOnPage(page, path), path).toEqual(first);
  });
});
