import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { FOOTER_END_ID } from '@/components/footer/footer-end';
import { themes, type Theme } from '@/components/theme/themes';
import { fillIn, splitAt } from '@/lib/i18n/format';
import { firstPageCards, furtherListPages } from '@/lib/pagination';
import { pageLinks, relativePath, servedPath, type PageName, type Route } from '@/lib/routes';
import { watchPage, type PageWatch } from '@/scripts/page-problems';
import { loadSiteWithSponsors, siteSource, siteUrlOf } from '@/scripts/site/sites';
import { isHydrated } from '@/test/in-page';

/**
 * The content set the browser tests run against (test/sites/fixture), never the owner's content/:
 * `npm run test:e2e` builds it into .cache/sites/fixture/out and serves that. Every expectation
 * is read from it.
 */
export const site = 'fixture';
// What reads content in this process (the image pipeline's helpers, say) reads the same set.
process.env.CONTENT_DIR = join(siteSource(site), 'content');
export const content = loadSiteWithSponsors(site);
export const { basePath } = siteUrlOf(site);
/** The site's own words (buttons, headings, labels) as it was built: content/ui/{lang}.json. */
export const ui = content.ui;
export { fillIn, splitAt };

/** What each page shows in its <title>, its meta description and its one <h1>. */
const expectations: Record<Route, (set: typeof content) => { title: string; description: string; h1: string }> = {
  '/': ({ site, home }) => ({ title: site.name, description: site.description, h1: home.greeting }),
  '/portfolio': ({ site, portfolio, ui }) => ({ title: fillIn(ui.meta.portfolioTitle, { name: site.name }), description: portfolio.description, h1: ui.portfolio.heading }),
  '/about': ({ site, about, ui }) => ({ title: fillIn(ui.meta.aboutTitle, { title: site.title }), description: about.description, h1: ui.about.heading }),
  '/contact': ({ site, contact, ui }) => ({ title: fillIn(ui.meta.contactTitle, { title: site.title }), description: contact.description, h1: ui.contact.heading }),
  '/sponsors': ({ site, sponsors, ui }) => ({ title: fillIn(ui.meta.sponsorsTitle, { title: site.title }), description: sponsors.description, h1: ui.sponsors.heading }),
};

/**
 * The site's pages (lib/routes.ts): a fixed id, path below the base path (as Playwright's baseURL
 * resolves it), name in the site's language, and what they show.
 */
export const pages: readonly { id: PageName; path: string; name: string; title: string; description: string; h1: string }[] = pageLinks.map(
  ({ page, href }) => ({ id: page, path: relativePath(href), name: ui.pages[page], ...expectations[href](content) }),
);

/** The projects and sponsors the first page of each list shows: twelve at most (lib/pagination/). */
export const firstPage = firstPageCards(content);

/** Each list's pages after its first, below the base path ('sponsors/2/', …): none when it fits one. */
export const furtherPages: readonly string[] = furtherListPages(content).map((path) => servedPath(path).slice(1));

/** One page of `pages`, by its route. */
export function pageOf(route: Route) {
  const found = pages.find(({ path }) => path === relativePath(route));
  if (!found) throw new Error(`no page for ${route} in lib/routes.ts`);
  return found;
}

type PageProblems = Omit<PageWatch, 'problems' | 'requests'>;

/** Every test watches its page (scripts/page-problems.ts): anything wrong on it fails the test. */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page, baseURL, javaScriptEnabled }, use) => {
      const watch = await watchPage(page, { origin: new URL(baseURL!).origin, basePath, scriptsOff: !javaScriptEnabled });
      await use(watch);
      expect(watch.problems, 'problems seen while the test ran').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page's meta description. */
export function metaDescription(page: Page) {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/**
 * Expects a paragraph on screen to show the owner's `text` as a sighted visitor reads it. An address
 * in it is a link whose "(opens in a new tab)" is for screen readers alone
 * (components/ui/LinkedProse.tsx), so getByText(text) finds no element for such a text.
 */
export async function expectParagraphShowing(page: Page, text: string) {
  const words = (value: string) => value.replace(/\s+/g, ' ').trim();
  const shown = () =>
    page.locator('p').evaluateAll((paragraphs) =>
      paragraphs
        .filter((paragraph) => paragraph.getClientRects().length > 0)
        .map((paragraph) => {
          const seen = paragraph.cloneNode(true) as Element;
          for (const note of seen.querySelectorAll('.sr-only')) note.remove();
          return seen.textContent ?? '';
        }),
    );
  await expect.poll(async () => (await shown()).map(words), { message: `a paragraph shows "${words(text).slice(0, 60)}…"` }).toContain(words(text));
}

/** Waits until React has hydrated the first element matching `selector` (React marks the elements it owns). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction(isHydrated, selector);
}

/**
 * Waits until React has hydrated the whole page. React hydrates in slices of a few milliseconds
 * and marks each element as it finishes it, an element after everything before it in the document:
 * the header's buttons can be ready while the cards below are not. The footer's end mark is the
 * last element a page renders, so once it is marked every text before it has been compared with
 * the HTML. (Text rewritten before that makes React report a mismatch, #418: e2e/long-text.spec.ts
 * did so once on a busy CI run.)
 */
export const waitForWholePage = (page: Page) => waitForHydration(page, `#${FOOTER_END_ID}`);

export { themes, type Theme };

/** Opens `path` with `theme` stored as the visitor's choice, and waits until the page has hydrated and gone quiet. */
export async function openInTheme(page: Page, path: string, theme: Theme) {
  await page.addInitScript((stored) => {
    // Init scripts run in frames too, and the sponsor dialog's GitHub frame has no storage to offer.
    if (window === window.top) localStorage.setItem('theme', stored);
  }, theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await waitForWholePage(page);
  await page.waitForLoadState('networkidle');
}

/**
 * There is no internet in the tests: GitHub's sponsor page, framed by the sponsor dialog, is
 * answered with a stand-in. Like GitHub's page it has something to focus (Tab skips a frame that
 * has not).
 */
export async function stubGitHubSponsors(page: Page) {
  await page.route('https://github.com/sponsors/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sponsors</title><h1>Sponsor me</h1><button>Sponsor</button>' }),
  );
}

/**
 * For a dialog whose code loads lazily: turns idle-time prefetching off and records the opacity
 * of the panel (the parent of `panelChild`) from the first frame it exists in. Call before goto;
 * the returned function gives that first opacity.
 */
export async function recordFirstPanelOpacity(page: Page, panelChild: string) {
  await page.addInitScript((selector) => {
    window.requestIdleCallback = () => 0;
    const opacities: string[] = [];
    Object.assign(window, { opacities });
    new MutationObserver(() => {
      const panel = document.querySelector(selector)?.parentElement;
      if (panel) opacities.push(getComputedStyle(panel).opacity);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, panelChild);
  return () => page.evaluate(() => (window as unknown as { opacities: string[] }).opacities[0]);
}

/** Holds every script chunk (and the preloaded stylesheet) the page asks for from now on until `until()` settles. */
async function holdChunks(page: Page, until: () => Promise<unknown>) {
  await page.route('**/_next/static/chunks/**', async (route) => {
    await until();
    await route.continue();
  });
}

/**
 * Lets through the scripts and stylesheets `path`'s HTML names, and fails every other chunk the
 * page asks for: the code it loads later (a dialog's) cannot be fetched, as when the visitor went
 * offline after the page had loaded. The loader's error, which React logs when a boundary catches
 * it, is expected (`problems`).
 */
export async function failLaterCode(page: Page, path: string, problems: PageProblems) {
  problems.allowConsoleError(/ChunkLoadError|Failed to load chunk/);
  const html = await (await page.request.get(path)).text();
  const named = new Set([...html.matchAll(/(?:src|href)="([^"]*\/_next\/static\/chunks\/[^"]+)"/g)].map(([, url]) => url));
  expect(named.size, `${path} names its scripts`).toBeGreaterThan(0);
  await page.route('**/_next/static/chunks/**', (route) =>
    // 'aborted': a failure the watch passes over (as for a prefetch cut short), where any other is a problem.
    named.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('aborted'),
  );
}

/** Holds back every JavaScript chunk the page asks for from now on: code a click needs arrives after it. */
export async function delayChunks(page: Page, ms = 500) {
  await holdChunks(page, () => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** Holds every script chunk (and the preloaded stylesheet) until the returned function is called. */
async function holdCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await holdChunks(page, () => released);
  return release;
}

/** Opens `path` with its code held back, and checks that nothing of React has run yet. */
export async function openUnhydrated(page: Page, path: string) {
  const release = await holdCode(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening')))).toBe(false);
  return release;
}

/**
 * The dialog named `name`, once it is open, Headless UI has moved focus into it and its fade-in
 * has ended: only from then on does it answer the keyboard (a key pressed in the first frames
 * after the click may still go to the page behind, and on a loaded machine those frames can last
 * a while), and only then are its colours its own (halfway through the fade, axe measures the
 * muted text blended with the page behind and finds too little contrast).
 */
export async function openedDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  // Headless UI marks an element with data-transition while it fades; the typewriter's caret
  // blinks forever and is left out.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-transition]') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  return dialog;
}
