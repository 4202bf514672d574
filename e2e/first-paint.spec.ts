import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, pages, test } from './fixtures';
import { layoutShifts, recordLayoutShifts } from '@/scripts/layout-shift';

const PAUSE_MS = 800;

/**
 * A host in front of the test server that sends each page's HTML in two pieces, the second
 * PAUSE_MS after the first, cut right after the header: what a slow connection or a slow phone's
 * parser does to a page, made certain.
 */
async function slowHost(upstream: string): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), { redirect: 'manual' });
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type };
    const location = answer.headers.get('location');
    if (location) headers.location = location;
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    const cut = type.startsWith('text/html') ? body.indexOf('</header>') : -1;
    if (cut === -1) return response.end(body);
    response.write(body.subarray(0, cut + '</header>'.length));
    setTimeout(() => response.end(body.subarray(cut + '</header>'.length)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

test.describe('no page paints half-parsed: nothing is shown, and nothing shifts, until its markup has all come', () => {
  let host: { origin: string; server: Server };
  test.beforeAll(async ({ baseURL }) => {
    host = await slowHost(new URL(baseURL!).origin);
  });
  test.afterAll(() => host.server.close());

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    for (const { path, name } of pages) {
      test(`${name} at ${viewport.width} px`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await recordLayoutShifts(page);
        await page.goto(`${host.origin}${new URL(path, baseURL).pathname}`);
        // Timed against the HTML's last byte, not its first: on a loaded machine the browser can
        // note the first piece's arrival hundreds of milliseconds late, and a paint after the
        // second piece then looked early. A paint before it would come about PAUSE_MS before it.
        const { paint, requestStart, responseEnd } = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
          return { paint: fcp, requestStart: navigation.requestStart, responseEnd: navigation.responseEnd };
        });
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
