import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, firstPage, pageOf, pages, test } from './fixtures';
import { SITE_LINKS_ID } from '@/components/footer/site-links';
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_END_ID, SIDE_COLUMN_MEDIA } from '@/components/ui/first-screen';
import { routes } from '@/lib/routes';
import { layoutShifts, recordLayoutShifts } from '@/scripts/layout-shift';

const PAUSE_MS = 800;
/**
 * The pause for pages that should paint before it ends: longer, because on a loaded machine (a
 * build in the other worker) a first paint from the first piece alone came up to 1.6 s after the
 * request, not throttled.
 */
const LONG_PAUSE_MS = 3000;

/**
 * A host in front of the test server that sends each page's HTML in two pieces, the second
 * `pause` ms after the first, the first ending where `cut` says (an index into the HTML; -1 sends
 * it whole): what a slow connection or a slow phone's parser does to a page, made certain.
 */
async function slowHost(
  upstream: string,
  cut: (html: string) => number,
  pause: number,
): Promise<{ origin: string; server: Server; restSentAt: Map<string, number> }> {
  /** When the second piece of each path's HTML was sent, in ms since the epoch (as `performance.timeOrigin`). */
  const restSentAt = new Map<string, number>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', upstream);
    const answer = await fetch(url, { redirect: 'manual' });
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type };
    const location = answer.headers.get('location');
    if (location) headers.location = location;
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    const html = type.startsWith('text/html') ? body.toString('utf8') : '';
    const cutAt = html ? cut(html) : -1;
    if (cutAt <= 0) return response.end(body);
    const at = Buffer.byteLength(html.slice(0, cutAt));
    response.write(body.subarray(0, at));
    setTimeout(() => {
      restSentAt.set(url.pathname, Date.now());
      response.end(body.subarray(at));
    }, pause);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server, restSentAt };
}

/** When the page painted first, and when its HTML had all come (after the pause), from `timeOrigin`. */
async function paintAndArrival(page: Page) {
  // Timed against the HTML's last byte, not its first: on a loaded machine the browser can
  // note the first piece's arrival hundreds of milliseconds late, and a paint after the
  // second piece then looked early. A paint before it would come about the pause before it.
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return { paint: fcp, requestStart: navigation.requestStart, responseEnd: navigation.responseEnd, timeOrigin: performance.timeOrigin };
  });
}

const afterHeader = (html: string) => {
  const at = html.indexOf('</header>');
  return at === -1 ? -1 : at + '</header>'.length;
};

/** Inside the footer: after its list of pages has begun, before the copyright. */
const inFooter = (html: string) => {
  const list = html.indexOf(`id="${SITE_LINKS_ID}"`);
  const item = list === -1 ? -1 : html.indexOf('</li>', list);
  return item === -1 ? -1 : item + '</li>'.length;
};

/**
 * Where the HTML is cut, and the screens tried: after the header, on a phone and a laptop; in
 * the footer, on a full-HD screen, where a short page shows its footer on the first screen.
 */
const halfParsed = [
  { where: 'after the header', cut: afterHeader, viewports: [{ width: 390, height: 844 }, { width: 1280, height: 800 }] },
  { where: 'in the footer', cut: inFooter, viewports: [{ width: 1920, height: 1080 }] },
];

for (const { where, cut, viewports } of halfParsed) {
  test.describe(`no page paints half-parsed (its HTML cut ${where}): nothing is shown, and nothing shifts, until its markup has all come`, () => {
    let host: { origin: string; server: Server };
    test.beforeAll(async ({ baseURL }) => {
      host = await slowHost(new URL(baseURL!).origin, cut, PAUSE_MS);
    });
    test.afterAll(() => host.server.close());

    for (const viewport of viewports) {
      for (const { path, name } of pages) {
        test(`${name} at ${viewport.width} px`, async ({ browser, baseURL }) => {
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          await recordLayoutShifts(page);
          await page.goto(`${host.origin}${new URL(path, baseURL).pathname}`);
          const { paint, requestStart, responseEnd } = await paintAndArrival(page);
          expect(responseEnd - requestStart, 'the HTML came in two pieces, PAUSE_MS apart').toBeGreaterThanOrEqual(PAUSE_MS);
          expect(paint, 'painted before its markup had come').toBeGreaterThan(responseEnd - PAUSE_MS / 2);
          await page.waitForLoadState('networkidle');
          const { total, report } = await layoutShifts(page);
          expect(total, report).toBe(0);
          await context.close();
        });
      }
    }
  });
}

// A long grid of cards paints once the cards of the first screen are parsed, not after the
// whole page (components/ui/first-screen.ts), so that it paints from its first round trip however
// many cards the owner has. The HTML is cut right after the first card past the first screen
// begins (the cards after it come later, below what the screen shows), or in the middle of the
// Follow Me list: on a phone and a tablet that list is below the cards, and the page paints before
// the rest comes; on a wide screen it is fixed beside the first screen, and the page waits for it.
// Either way nothing on screen moves.
const longGrids = [
  { page: pageOf(routes.portfolio), cards: firstPage.projects.length },
  { page: pageOf(routes.sponsors), cards: firstPage.sponsors.length },
].filter(({ cards }) => cards > FIRST_SCREEN_CARDS);

const phone = { width: 390, height: 844 };
const tallTablet = { width: 1024, height: 1366 };
const wide = { width: 1280, height: 800 };

/**
 * Where the HTML is cut, the screens each cut is tried on (the tall tablet shows the most cards),
 * and on how many of the long grids: the Follow Me list is the footer's, the same on either list
 * page, so one of them is enough there.
 */
const cuts = {
  'after the first screen of cards': {
    at: (html: string) => {
      const card = html.indexOf(`id="${FIRST_SCREEN_END_ID}"`);
      return card === -1 ? -1 : html.indexOf('>', card) + 1;
    },
    viewports: [phone, tallTablet, wide],
    grids: longGrids,
  },
  'in the Follow Me list': {
    at: (html: string) => {
      const list = html.indexOf('aria-labelledby="follow-me"');
      const item = list === -1 ? -1 : html.indexOf('</li>', list);
      return item === -1 ? -1 : item + '</li>'.length;
    },
    viewports: [phone, wide],
    grids: longGrids.slice(0, 1),
  },
};

test('the fixture has a grid longer than the first screen', () => {
  expect(longGrids.length).toBeGreaterThan(0);
});

for (const [where, { at, viewports, grids }] of Object.entries(cuts)) {
  test.describe(`a grid of more than ${FIRST_SCREEN_CARDS} cards, its HTML cut ${where}`, () => {
    let host: Awaited<ReturnType<typeof slowHost>>;
    test.beforeAll(async ({ baseURL }) => {
      host = await slowHost(new URL(baseURL!).origin, at, LONG_PAUSE_MS);
    });
    test.afterAll(() => host.server.close());

    for (const { page: { path, name } } of grids) {
      for (const viewport of viewports) {
        // Below 80rem the Follow Me list is after the cards; from it, beside them (first-screen.ts).
        const paintsEarly = viewport.width < 1280;
        test(`${name} at ${viewport.width} × ${viewport.height} px ${paintsEarly ? 'paints before the rest has come' : 'waits for the Follow Me list beside the cards'}, and nothing moves`, async ({ browser, baseURL }) => {
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          await recordLayoutShifts(page);
          await page.goto(`${host.origin}${new URL(path, baseURL).pathname}`, { waitUntil: 'commit' });
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          // What the first paint had: the cards parsed by then reach past the bottom of the screen.
          const atFirstPaint = await page.evaluate((id) => {
            const lastWhole = document.getElementById(id)?.previousElementSibling;
            return { loading: document.readyState === 'loading', reach: lastWhole?.getBoundingClientRect().bottom ?? 0, screen: innerHeight };
          }, FIRST_SCREEN_END_ID);
          await page.waitForLoadState('load');
          expect(await page.evaluate((media) => matchMedia(media).matches, SIDE_COLUMN_MEDIA), 'Follow Me beside the cards').toBe(!paintsEarly);
          const { paint, requestStart, responseEnd, timeOrigin } = await paintAndArrival(page);
          expect(responseEnd - requestStart, 'the HTML came in two pieces, LONG_PAUSE_MS apart').toBeGreaterThanOrEqual(LONG_PAUSE_MS);
          // Against when the host sent the rest, on the same clock: however slow the machine, a
          // paint before that was made from the first piece alone.
          const paintedAt = timeOrigin + paint;
          const restSent = host.restSentAt.get(new URL(path, baseURL).pathname);
          expect(restSent, 'the host sent the rest of this page').toBeDefined();
          if (paintsEarly) {
            expect(paintedAt, 'waited for the rest of the page').toBeLessThan(restSent!);
            expect(atFirstPaint.loading, 'the rest of the page had not come at the first paint').toBe(true);
            expect(atFirstPaint.reach, 'the cards of the first paint fill the screen').toBeGreaterThanOrEqual(atFirstPaint.screen);
          } else expect(paintedAt, 'painted before the Follow Me list beside the cards had come').toBeGreaterThan(restSent!);
          await page.waitForLoadState('networkidle');
          const { total, report } = await layoutShifts(page);
          expect(total, report).toBe(0);
          await context.close();
        });
      }
    }
  });
}

// Chromium holds the first paint up to 100 ms for a font preloaded from <head> (RenderBlockingFonts),
// which on slow 4G, where the font cannot come first, was up to 100 ms more of blank screen
// (scripts/first-paint/font-preload.ts). Preloaded from <body>, it is asked for as early and
// holds nothing. Read from the page as served: the rule is Chromium's, the placement is ours.
for (const { path, name } of pages) {
  test(`${name} asks for its heading font before the first paint, from a preload in <body>`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { inHead, inBody, fontStart, paint } = await page.evaluate(() => {
      const font = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'));
      return {
        inHead: document.head.querySelectorAll('link[rel="preload"][as="font"]').length,
        inBody: document.body.querySelectorAll('link[rel="preload"][as="font"]').length,
        fontStart: font?.startTime ?? Infinity,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -Infinity,
      };
    });
    expect(inHead, 'no font preload in <head>').toBe(0);
    expect(inBody, 'the font preload, in <body>').toBeGreaterThan(0);
    expect(fontStart, 'the font was asked for before the first paint').toBeLessThan(paint);
  });
}
