import type { Page } from '@playwright/test';
import { roleList } from '@/components/home/roles';
import { HYDRATED } from '@/components/early-clicks/early-clicks';
import { content, expect, openUnhydrated, test, ui } from './fixtures';
import { layoutShifts, recordLayoutShifts } from '@/scripts/layout-shift';

const roles = roleList(content.home.roles);
const typewriter = (page: Page) => page.getByTestId('role-typewriter');

/**
 * Records the lowest opacity the page content shows, every frame, across client navigations: for
 * the page being left (`leaving`) and for the page that arrives (`arriving`, once the address and
 * the main heading have changed).
 */
async function recordContentOpacity(page: Page) {
  await page.evaluate(() => {
    const start = { path: location.pathname, heading: document.querySelector('h1')?.textContent };
    const state = { leaving: 1, arriving: 1 };
    (window as unknown as { opacity: typeof state }).opacity = state;
    const sample = () => {
      const content = document.querySelector('main > div');
      if (content) {
        const opacity = Number(getComputedStyle(content).opacity);
        const arrived = location.pathname !== start.path && document.querySelector('h1')?.textContent !== start.heading;
        if (arrived) state.arriving = Math.min(state.arriving, opacity);
        else state.leaving = Math.min(state.leaving, opacity);
      }
      requestAnimationFrame(sample);
    };
    sample();
  });
  return () => page.evaluate(() => (window as unknown as { opacity: { leaving: number; arriving: number } }).opacity);
}

test.describe('the typewriter', () => {
  test('types the taglines one after another', async ({ page }) => {
    test.setTimeout(45_000);
    await page.goto('./');
    const seen: string[] = [];
    const deadline = Date.now() + 35_000;
    while (seen.length < 3 && Date.now() < deadline) {
      // The typed text, without the blinking cursor after it.
      const text = (await typewriter(page).locator('.Typewriter__wrapper').textContent())?.trim() ?? '';
      if (roles.includes(text) && seen.at(-1) !== text) seen.push(text);
      await page.waitForTimeout(50);
    }
    expect(seen).toEqual(roles.slice(0, 3));
  });

  test('keeps the line height reserved, so nothing below moves while it types', async ({ page }) => {
    await page.goto('./');
    const intro = page.getByText(content.home.intro);
    const tops = new Set<number>();
    for (let i = 0; i < 20; i += 1) {
      tops.add((await intro.boundingBox())!.y);
      await page.waitForTimeout(100);
    }
    expect(tops.size).toBe(1);
  });

  test('shifts nothing on the page while it types', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('./');
    await expect(typewriter(page).locator('.Typewriter__wrapper')).toHaveText(/\S/);
    await page.waitForTimeout(3000);
    // On failure the message names what moved, and from where to where.
    const { total, report } = await layoutShifts(page);
    expect(total, report).toBe(0);
  });

  test('moves no letter it has typed where its tagline wraps: text at twice its size on a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // WCAG 1.4.4's larger text, from the start: the taglines take two lines, and a word typed at a
    // line's end went on there until it no longer fitted, then jumped to the next line whole.
    await page.addInitScript(() => {
      const style = document.createElement('style');
      style.textContent = 'html { font-size: 200% !important }';
      new MutationObserver((_, observer) => {
        if (!document.head) return;
        document.head.append(style);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('./');
    await expect(typewriter(page).locator('.Typewriter__wrapper')).toHaveText(/\S/);
    // The tallest tagline, laid out unseen in the same cell, takes more than one line.
    const { height, lineHeight } = await typewriter(page).evaluate((line) => ({
      height: line.closest('[aria-hidden="true"]')!.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(line).lineHeight),
    }));
    expect(height, 'a tagline wraps').toBeGreaterThan(1.5 * lineHeight);
    // Each letter typed where it was first drawn, frame after frame, for 6 s: a letter is known by
    // the text typed up to it (the typed letters are one text, written whole at each keystroke).
    const { moved, seen } = await page.evaluate(
      () =>
        new Promise<{ moved: string[]; seen: number }>((done) => {
          const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
          const first = new Map<string, string>();
          const moves: string[] = [];
          const end = performance.now() + 6000;
          const frame = () => {
            const text = document.querySelector('.Typewriter__wrapper')?.firstChild;
            let offset = 0;
            for (const { segment } of text instanceof Text ? letters.segment(text.data) : []) {
              const range = document.createRange();
              range.setStart(text as Text, offset);
              range.setEnd(text as Text, (offset += segment.length));
              const { x, y } = range.getBoundingClientRect();
              const at = `${Math.round(x)},${Math.round(y)}`;
              const typed = (text as Text).data.slice(0, offset);
              const was = first.get(typed);
              if (was === undefined) first.set(typed, at);
              else if (was !== at) moves.push(`"${segment}" of "${typed}" ${was} → ${at}`);
            }
            if (performance.now() < end) requestAnimationFrame(frame);
            else done({ moved: moves, seen: first.size });
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(seen, 'letters were typed').toBeGreaterThan(0);
    expect(moved).toEqual([]);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('stands still on the first tagline', async ({ page }) => {
      await page.goto('./');
      await page.waitForLoadState('networkidle');
      for (let i = 0; i < 6; i += 1) {
        await expect(typewriter(page)).toHaveText(roles[0]!);
        await page.waitForTimeout(400);
      }
    });
  });
});

test.describe('page changes', () => {
  test('fade the old page out and the new one in, and scroll to the top', async ({ page }) => {
    await page.goto('portfolio/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const lowestOpacity = await recordContentOpacity(page);

    await page.getByRole('navigation', { name: ui.footer.siteNav }).getByRole('link', { name: ui.pages.about }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.about.heading);
    await expect(page.locator('main > div')).toHaveCSS('opacity', '1');
    const { leaving, arriving } = await lowestOpacity();
    expect(leaving, 'the old page fades out').toBeLessThan(0.5);
    expect(arriving, 'the new page fades in').toBeLessThan(0.5);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  // A slow phone shows the page seconds before it hydrates: the visitor may have scrolled by then,
  // or the browser gone to the address's #fragment. Hydrating is no page change.
  test('leave the page the visitor loaded where it was scrolled, and at its #fragment, when it hydrates', async ({ page }) => {
    let release = await openUnhydrated(page, 'portfolio/');
    await page.evaluate(() => window.scrollTo(0, 600));
    release();
    await expect(page.locator(`header button[${HYDRATED}]`).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);

    await page.unrouteAll();
    release = await openUnhydrated(page, 'about/#skills');
    const skills = page.locator('#skills');
    await expect(skills).toBeInViewport();
    release();
    await expect(page.locator(`header button[${HYDRATED}]`).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(skills).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('back and forward still work after faded navigations', async ({ page }) => {
    await page.goto('./');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: ui.home.contactMe }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.greeting);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('do not fade, and still scroll to the top', async ({ page }) => {
      await page.goto('sponsors/');
      await page.waitForLoadState('networkidle');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const lowestOpacity = await recordContentOpacity(page);

      await page.getByRole('navigation', { name: ui.footer.siteNav }).getByRole('link', { name: ui.pages.portfolio }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.portfolio.heading);
      expect(await lowestOpacity()).toEqual({ leaving: 1, arriving: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
