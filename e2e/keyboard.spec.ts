import type { Locator, Page } from '@playwright/test';
import { expect, openedDialog, openInTheme, pages, stubGitHubSponsors, test, themes, ui } from './fixtures';

/** Where a focus stop sits on the page, in the order a sighted reader meets them. */
const regions = ['skip link', 'header', 'main', 'Follow Me', 'footer'] as const;

interface Stop {
  /** Index among the page's keyboard-reachable elements, in document order; -1 for anything else. */
  index: number;
  description: string;
  region: string;
  /** Why the focus indicator cannot be seen, or null when it can. */
  unseenBecause: string | null;
}

/**
 * Records, in the page, every element a keyboard user should be able to Tab to: visible links,
 * buttons and fields, and anything with a tabindex of 0 or more, outside inert content.
 * Frames count only inside an open dialog (elsewhere there are none).
 */
async function collectReachable(page: Page, scope = 'body') {
  return page.evaluate((scope) => {
    const selector = 'a[href], button, input, textarea, select, iframe, [tabindex]';
    const reachable = [...document.querySelector(scope)!.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        !element.closest('[inert]') &&
        (element.tagName !== 'IFRAME' || element.closest('[role="dialog"]') !== null) &&
        element.checkVisibility({ visibilityProperty: true }) &&
        element.getClientRects().length > 0,
    );
    (window as unknown as { reachable: HTMLElement[] }).reachable = reachable;
    return reachable.length;
  }, scope);
}

/**
 * Describes the focused element: which reachable one it is, where it is, and why its focus ring
 * cannot be seen, if it cannot: no ring at all, a ring cut off by a clipping ancestor, a ring
 * under 3:1 against what surrounds it (WCAG 1.4.11) or a control hidden under the fixed header
 * (WCAG 2.4.11).
 */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate((regionNames) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const reachable = (window as unknown as { reachable: HTMLElement[] }).reachable;
    const name = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const description = `${element.tagName.toLowerCase()} "${name}"`;
    const [skipLink, header, main, followMe, footer] = regionNames;
    const region = element.closest('main')
      ? main
      : element.closest('body > header')
        ? header
        : element.closest('aside')
          ? followMe
          : element.closest('body > footer')
            ? footer
            : element.matches('a[href="#main"]')
              ? skipLink
              : 'elsewhere';
    const stop = (unseenBecause: string | null) => ({ index: reachable.indexOf(element), description, region, unseenBecause });

    // Any CSS colour, as the sRGB bytes a canvas paints for it.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as const;
    };
    /** The opaque colour an element's background shows: its own, over its ancestors' where see-through. */
    const backdrop = (from: Element | null): [number, number, number] => {
      if (!from) return [255, 255, 255];
      const [r, g, b, a] = rgba(getComputedStyle(from).backgroundColor);
      if (a === 1) return [r, g, b];
      const under = backdrop(from.parentElement);
      return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
    };
    const luminance = ([r, g, b]: readonly number[]) => {
      const [R, G, B] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const contrast = (a: readonly number[], b: readonly number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };

    // Focus is inside a frame: the framed page draws its own focus indicator.
    if (element.tagName === 'IFRAME') return stop(null);

    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || !(width > 0)) return stop(style.boxShadow === 'none' ? 'no outline and no box-shadow' : null);

    const offset = parseFloat(style.outlineOffset);
    if (offset < 0) {
      // An inset ring is drawn over the control's own content, which may be a picture.
      if (element.querySelector('img, svg, picture, video')) return stop('ring drawn over an image inside the control');
    } else {
      // The ring's outer edge must not be cut off by an ancestor that clips its overflow.
      const box = element.getBoundingClientRect();
      const grow = offset + width;
      const ring = { top: box.top - grow, left: box.left - grow, bottom: box.bottom + grow, right: box.right + grow };
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX === 'visible' && parentStyle.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (ring.top < clip.top - 0.5 || ring.left < clip.left - 0.5 || ring.bottom > clip.bottom + 0.5 || ring.right > clip.right + 0.5)
          return stop(`ring cut off by ${parent.tagName.toLowerCase()}.${[...parent.classList].slice(0, 4).join('.')}`);
      }
    }
    const ringColor = rgba(style.outlineColor);
    const around = backdrop(offset < 0 ? element : element.parentElement);
    const ratio = contrast(ringColor, around);
    if (ratio < 3) return stop(`ring contrast ${ratio.toFixed(2)}:1 against rgb(${around.map(Math.round).join(', ')})`);

    // Not entirely hidden under something else, such as the fixed header: one of its centre and
    // corners is the element itself.
    const box = element.getBoundingClientRect();
    const points = [
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ] as const;
    if (!points.some(([x, y]) => element.contains(document.elementFromPoint(x, y)))) {
      const cover = document.elementFromPoint(points[0][0], points[0][1]);
      return stop(`hidden under ${cover?.closest('header, [role="dialog"], aside')?.tagName.toLowerCase() ?? cover?.tagName.toLowerCase()}`);
    }
    return stop(null);
  }, regions);
}

/**
 * Presses `key` and describes where focus lands, once everything on the page has come to rest:
 * its ring has faded in, and whatever else the key set moving has stopped (only what loops
 * forever, the typewriter's caret, is left running). What is seen then does not depend on how
 * fast the machine is; that nothing ever passes over the focused element on its way is checked
 * with animations frozen, in wcag.spec.ts (WCAG 2.4.11).
 */
async function press(page: Page, key: 'Tab' | 'Shift+Tab') {
  await page.keyboard.press(key);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  return focusedStop(page);
}

/** The stops whose focus indicator cannot be seen, and why. */
const unseen = (stops: Stop[]) => stops.filter((stop) => stop.unseenBecause).map((stop) => `${stop.description}: ${stop.unseenBecause}`);

/**
 * Presses `key` from the top of the page until focus has left the last element (the document
 * itself takes focus) or comes back round to the first stop, within `limit` presses.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', limit: number) {
  const stops: Stop[] = [];
  for (let count = 0; count < limit; count++) {
    const stop = await press(page, key);
    if (stop === null) return { stops, finished: true };
    if (stops.length > 0 && stop.index === stops[0]!.index && stop.index !== -1) return { stops, finished: true };
    stops.push(stop);
  }
  return { stops, finished: false };
}

const range = (length: number) => Array.from({ length }, (_, index) => index);

for (const theme of themes) {
  test.describe(`in the ${theme} theme`, () => {
    for (const { path, name } of pages) {
      test(`${name}: Tab reaches every control once, in reading order, each with a visible focus ring`, async ({ page }) => {
        await openInTheme(page, path, theme);
        const reachable = await collectReachable(page);
        expect(reachable).toBeGreaterThan(5);

        const { stops, finished } = await walk(page, 'Tab', reachable * 2 + 10);
        expect(finished, `focus got stuck after ${stops.at(-1)?.description}`).toBe(true);
        expect(
          stops.filter((stop) => stop.index === -1).map((stop) => stop.description),
          'focus stops that are not visible controls',
        ).toEqual([]);
        // Every control, once each, in document order: no positive tabindex reorders the page.
        expect(stops.map((stop) => stop.index)).toEqual(range(reachable));
        expect(stops[0]!.region).toBe('skip link');
        const order = stops.map((stop) => regions.indexOf(stop.region as (typeof regions)[number]));
        expect(order, stops.map((stop) => `${stop.region}: ${stop.description}`).join('\n')).toEqual([...order].sort((a, b) => a - b));
        expect(unseen(stops)).toEqual([]);
      });

    }
  });
}

// Backwards in one theme: the stops and what covers them do not depend on the colours, and each
// stop's ring is seen in both themes by the walk forwards above.
test.describe(`in the ${themes[0]} theme, backwards`, () => {
  for (const { path, name } of pages) {
    test(`${name}: Shift+Tab walks back through every control without a trap, none hidden under the header`, async ({ page }) => {
      await openInTheme(page, path, themes[0]);
      const reachable = await collectReachable(page);
      // Nothing has focus yet, so the first Shift+Tab goes to the last control.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const { stops, finished } = await walk(page, 'Shift+Tab', reachable * 2 + 10);
      expect(finished, `focus got stuck after ${stops.at(-1)?.description}`).toBe(true);
      expect(stops.map((stop) => stop.index)).toEqual(range(reachable).reverse());
      expect(unseen(stops)).toEqual([]);
    });
  }
});

test.describe('inside the dialogs, which keep focus on purpose', () => {
  for (const theme of themes) {
    test(`the menu: Tab cycles through every control with a visible ring; Escape leaves (${theme})`, async ({ page }) => {
      await openInTheme(page, 'about/', theme);
      const button = page.getByRole('button', { name: ui.header.menu, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      await openedDialog(page, ui.header.menu);
      await expectDialogCycle(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    test(`the sponsor dialog: Tab cycles through every control and the frame; Escape leaves (${theme})`, async ({ page }) => {
      await stubGitHubSponsors(page);
      await openInTheme(page, 'sponsors/', theme);
      const button = page.getByRole('button', { name: ui.sponsors.become }).nth(1);
      await button.focus();
      await page.keyboard.press('Enter');
      await openedDialog(page, ui.sponsors.become);
      await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sponsor me' })).toBeVisible();
      await expectDialogCycle(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }
});

/** Tab goes round the open dialog's controls, each shown with a visible ring, and never leaves it. */
async function expectDialogCycle(page: Page) {
  const reachable = await collectReachable(page, '[role="dialog"]');
  expect(reachable).toBeGreaterThan(1);
  const seen: Stop[] = [];
  for (let count = 0; count < reachable * 2; count++) {
    const stop = await press(page, 'Tab');
    expect(stop?.index, `focus left the dialog for ${stop?.description}`).toBeGreaterThanOrEqual(0);
    seen.push(stop!);
  }
  expect(new Set(seen.map((stop) => stop.index)).size).toBe(reachable);
  expect(unseen(seen)).toEqual([]);
}

test.describe('after following a link inside the site, focus starts at the new page', () => {
  /** The first element inside <main> the next Tab reaches. */
  const nextTabLandsInMain = async (page: Page) => {
    await page.keyboard.press('Tab');
    return page.evaluate(() => document.querySelector('main')!.contains(document.activeElement) && document.activeElement !== document.querySelector('main'));
  };

  /** Follows `link` (to About) with the keyboard: the new page's <main> has focus. */
  async function followToAbout(page: Page, link: Locator) {
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('main')).toBeFocused();
  }

  test('from the footer: not left at the bottom of the new page', async ({ page }) => {
    await openInTheme(page, 'contact/', themes[0]);
    await followToAbout(page, page.getByRole('contentinfo').getByRole('link', { name: ui.pages.about, exact: true }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.about.heading);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await nextTabLandsInMain(page), 'the next Tab reaches the new page, not the footer').toBe(true);
  });

  test('from a link inside the old page: not dropped to the start of the document', async ({ page }) => {
    await openInTheme(page, '', themes[0]);
    await followToAbout(page, page.getByRole('main').getByRole('link', { name: ui.home.aboutMe, exact: true }));
    expect(await nextTabLandsInMain(page)).toBe(true);
  });

  test('from the menu: the new page has focus, not the menu button', async ({ page }) => {
    await openInTheme(page, 'contact/', themes[0]);
    await page.getByRole('button', { name: ui.header.menu, exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = await openedDialog(page, ui.header.menu);
    await followToAbout(page, dialog.getByRole('link', { name: ui.pages.about }));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });
});
