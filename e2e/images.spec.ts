import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { contentImages, type ContentImageRef } from '@/lib/images/content-images';
import { fallbackWidth } from '@/lib/images/file-names';
import { listPagePath, placeOf as placeInList } from '@/lib/pagination';
import { routes, servedPath } from '@/lib/routes';
import { isProcessed, prepareImage } from '@/lib/images/process';
import { basePath, content, expect, pages, test, waitForWholePage } from './fixtures';
import { layoutShifts, recordLayoutShifts } from '@/scripts/layout-shift';

// Content images are made into AVIF at the widths their use needs, and one WebP for browsers
// without AVIF (lib/images/); the pages show them with <picture>, srcset and sizes. These tests
// read which images to expect from the content the site was built from.

/** A path in public/ as the site serves it (the tests run outside Next, which sets assetUrl's base path). */
const served = (path: string) => `${basePath}${path}`;

// Each test walks every page with images, on up to two screens.
test.describe.configure({ timeout: 180_000 });

const pageOf = { portrait: 'home', project: 'portfolio', sponsor: 'sponsors' } as const;
const pathOf = (id: string) => pages.find((page) => page.id === id)!.path;
/** The page a picture is on (a card's: the page of its list it falls on, lib/pagination/), and its card's place there. */
function placeOf(use: keyof typeof pageOf, item: number): { path: string; index: number } {
  if (use === 'portrait') return { path: pathOf(pageOf[use]), index: 0 };
  const route = use === 'project' ? routes.portfolio : routes.sponsors;
  const { page, index } = placeInList(content, route, item);
  return { path: servedPath(listPagePath(route, page)).slice(1), index };
}

/** Content images made into variants, with the page that shows them and their position there. */
const refs = contentImages(content)
  .filter(({ src }) => isProcessed(src))
  .map((ref) => {
    /** Its place in its list in content/. */
    const item = Number(/\[(\d+)\]/.exec(ref.where)?.[1] ?? 0);
    return { ...ref, item, ...placeOf(ref.use, item) };
  });
const pagesWithImages = [...new Set(refs.map((ref) => ref.path))];

/** The <img> of a content image: the portrait in <main>, or the picture of the index-th card. */
function imageOf(page: Page, ref: (typeof refs)[number]): Locator {
  const img = ref.use === 'portrait' ? page.getByRole('main') : page.getByRole('article').nth(ref.index);
  return img.getByRole('img', { name: altOf(ref), exact: true }).first();
}
function altOf(ref: ContentImageRef & { item: number }): string {
  if (ref.use === 'portrait') return content.home.profile.alt;
  return ref.use === 'project' ? content.portfolio.projects[ref.item]!.alt : content.sponsors.sponsors[ref.item]!.alt;
}

/** What the browser chose for an <img> once loaded: the file's URL and its width in the srcset, and the box. */
async function chosen(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveJSProperty('complete', true);
  return img.evaluate((node: HTMLImageElement) => {
    const source = node.parentElement?.querySelector(`source[srcset*="${new URL(node.currentSrc).pathname}"]`);
    const candidates = (source?.getAttribute('srcset') ?? '').split(/,\s*/).map((entry) => {
      const [url, width] = entry.split(' ');
      return { url: url!, width: Number.parseInt(width!, 10) };
    });
    return {
      url: new URL(node.currentSrc).pathname,
      type: source?.getAttribute('type'),
      candidates,
      width: candidates.find(({ url }) => url === new URL(node.currentSrc).pathname)?.width ?? NaN,
      box: node.getBoundingClientRect().width,
      naturalWidth: node.naturalWidth,
    };
  });
}

const screens = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;

test('every content image is a <picture> of AVIF files and a WebP fallback made from its original, each served at the width it claims', async ({ page, request }) => {
  for (const path of pagesWithImages) {
    await page.goto(path);
    for (const ref of refs.filter((r) => r.path === path)) {
      const expected = await prepareImage(ref.src, ref.use, ref.focus);
      if (expected.kind !== 'raster') throw new Error(`${ref.src} should have been processed`);
      const img = imageOf(page, ref);
      const picture = await img.evaluate((node: HTMLImageElement) => ({
        parent: node.parentElement!.tagName,
        sources: [...node.parentElement!.querySelectorAll('source')].map((s) => ({ type: s.type, srcset: s.srcset, sizes: s.sizes })),
        width: node.getAttribute('width'),
        height: node.getAttribute('height'),
        src: node.getAttribute('src'),
        placeholder: [getComputedStyle(node).backgroundImage, getComputedStyle(node).backgroundColor],
      }));
      expect(picture.parent, ref.where).toBe('PICTURE');
      expect(picture.sources.map((s) => s.type)).toEqual(['image/avif']);
      expect(picture.sources[0]!.srcset.split(/,\s*/)).toEqual(expected.avif.map(({ url, width }) => `${served(url)} ${width}w`));
      // A browser without AVIF shows the <img>'s own file: a WebP the build made, not the original.
      expect(expected.webp.map(({ url }) => served(url))).toContain(picture.src);
      expect([Number(picture.width), Number(picture.height)]).toEqual([expected.width, expected.height]);
      // While it loads, an inline preview or the picture's own colour (no request; the CSP allows data:).
      if (expected.preview) expect(picture.placeholder.join(' ')).toMatch(/url\("data:image\/webp;base64,|rgb\(/);
      if (expected.color && !picture.placeholder[0]!.startsWith('url(')) {
        const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(expected.color!.slice(at, at + 2), 16));
        expect(picture.placeholder[1]).toBe(`rgb(${r}, ${g}, ${b})`);
      }

      for (const [type, files] of [['image/avif', expected.avif], ['image/webp', expected.webp]] as const) {
        for (const { url, width } of files) {
          const response = await request.get(url.slice(1));
          expect(response.status(), url).toBe(200);
          expect(response.headers()['content-type']).toBe(type);
          const metadata = await sharp(await response.body()).metadata();
          expect(metadata.width, url).toBe(width);
          // The shape of the <img> box: no stretching, and no shift when the file arrives.
          expect(Math.abs(metadata.height / metadata.width - expected.height / expected.width)).toBeLessThan(0.01);
        }
      }
    }
  }
});

test('the originals are not deployed and no page downloads them, on a phone or a desktop', async ({ browser, request }) => {
  for (const original of new Set(refs.map((ref) => ref.src))) {
    expect((await request.get(original.slice(1))).status(), original).toBe(404);
  }
  for (const screen of Object.values(screens)) {
    const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    for (const path of pagesWithImages) {
      await page.goto(path);
      for (const ref of refs.filter((r) => r.path === path)) await chosen(imageOf(page, ref));
    }
    const originals = new Set(refs.map((ref) => served(ref.src)));
    expect(requested.filter((url) => originals.has(url))).toEqual([]);
    await context.close();
  }
});

test('a page fetches only the photos it shows: those of the pages it prefetches behind its links come when those are opened', async ({ browser }) => {
  for (const screen of Object.values(screens)) {
    const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const photos: string[] = [];
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(`${basePath}/_img/`)) photos.push(pathname);
      // Next asks for a page's payload (its .txt files) before the page is opened.
      const payloadOf = /^(.*\/)[^/]*\.txt$/.exec(pathname)?.[1];
      if (payloadOf) prefetched.add(payloadOf);
    });
    await page.goto('./');
    await waitForWholePage(page);
    // Home links to the list pages from its first screen; Next prefetches them once it is idle.
    await expect.poll(() => [...prefetched].filter((path) => path !== `${basePath}/`), { timeout: 15_000 }).not.toEqual([]);
    await page.waitForLoadState('networkidle');
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('img[src], source[srcset]')].flatMap((element) =>
        [element.getAttribute('src'), ...(element.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0])]
          .filter((url): url is string => Boolean(url))
          .map((url) => new URL(url, location.href).pathname),
      ),
    );
    expect(photos.length, 'Home fetches its own photo').toBeGreaterThan(0);
    expect(photos.filter((photo) => !shown.includes(photo)), `photos of other pages fetched on Home, after prefetching ${[...prefetched].join(', ')}`).toEqual([]);
    await context.close();
  }
});

test.describe('each screen gets the smallest file that covers the box at its density', () => {
  for (const [name, screen] of Object.entries(screens)) {
    test(name, async ({ browser }) => {
      const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      for (const path of pagesWithImages) {
        await page.goto(path);
        for (const ref of refs.filter((r) => r.path === path)) {
          const image = await chosen(imageOf(page, ref));
          expect(image.type, ref.where).toBe('image/avif');
          const needed = image.box * screen.deviceScaleFactor;
          const sufficient = image.candidates.filter(({ width }) => width >= needed - 1);
          // The browser takes the narrowest file that covers the box, or (Chromium, on dense
          // screens) the one just below it when that is nearly enough. A `sizes` that did not match
          // the layout would make it take a wider one.
          const best = sufficient[0] ?? image.candidates.at(-1)!;
          const below = image.candidates[image.candidates.indexOf(best) - 1];
          expect([best.width, below?.width], `${ref.where} shown ${image.box} px wide at ${screen.deviceScaleFactor}×`).toContain(image.width);
        }
      }
      await context.close();
    });
  }

  test('at the same density, a phone never gets a wider file than a desktop for an image it shows narrower', async ({ browser }) => {
    const widths: Record<string, Map<string, { box: number; width: number }>> = {};
    for (const [name, screen] of Object.entries(screens)) {
      const context = await browser.newContext({ ...screen, deviceScaleFactor: 1, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      widths[name] = new Map();
      for (const path of pagesWithImages) {
        await page.goto(path);
        for (const ref of refs.filter((r) => r.path === path)) {
          const { box, width } = await chosen(imageOf(page, ref));
          widths[name]!.set(ref.where, { box, width });
        }
      }
      await context.close();
    }
    for (const [where, phone] of widths.phone!) {
      const desktop = widths.desktop!.get(where)!;
      if (phone.box < desktop.box) expect(phone.width, where).toBeLessThan(desktop.width);
      else expect(phone.width, where).toBeGreaterThanOrEqual(desktop.width);
    }
  });
});

test('nothing shifts while the pages load and their images arrive', async ({ browser }) => {
  for (const screen of Object.values(screens)) {
    const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    for (const path of pagesWithImages) {
      // Images held back, so that each arrives after the page has been laid out.
      await page.route('**/_img/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await page.goto(path);
      for (const ref of refs.filter((r) => r.path === path)) await chosen(imageOf(page, ref));
      await page.waitForLoadState('networkidle');
      const { total, report } = await layoutShifts(page);
      expect(total, `${path}\n${report}`).toBe(0);
      // Lets a request still held back finish first, so that it is not answered twice.
      await page.unrouteAll({ behavior: 'wait' });
    }
    await context.close();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every content image shows, from its AVIF variants', async ({ page }) => {
    for (const path of pagesWithImages) {
      await page.goto(path);
      for (const ref of refs.filter((r) => r.path === path)) {
        const image = await chosen(imageOf(page, ref));
        expect(image.naturalWidth, ref.where).toBeGreaterThan(0);
        expect(image.type).toBe('image/avif');
        expect(image.url).not.toBe(served(ref.src));
      }
    }
  });

  test('a browser without AVIF shows every content image from its one WebP, at the middle width', async ({ page }) => {
    // Such a browser skips a <source> whose type it cannot show: this one is told the AVIF
    // sources are of a type no browser knows.
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replaceAll('type="image/avif"', 'type="image/x-unknown"');
      await route.fulfill({ response, body: html });
    });
    for (const path of pagesWithImages) {
      await page.goto(path);
      for (const ref of refs.filter((r) => r.path === path)) {
        const expected = await prepareImage(ref.src, ref.use, ref.focus);
        if (expected.kind !== 'raster') throw new Error(`${ref.src} should have been processed`);
        const image = await chosen(imageOf(page, ref));
        expect(image.naturalWidth, ref.where).toBeGreaterThan(0);
        const fallback = expected.webp.find(({ width }) => width === fallbackWidth(expected.widths));
        expect(image.url, ref.where).toBe(served(fallback!.url));
        expect(image.naturalWidth).toBe(fallback!.width);
      }
    }
  });
});
