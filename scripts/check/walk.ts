// The check's walk: opens every exported page in Chromium on a 320 px wide screen, as a visitor
// on a small phone, and lists what would be broken for them.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { NARROWEST_SCREEN } from '../../lib/narrowest-screen';
import { chromiumArgs, findTestChromium } from '../find-chromium.mjs';
import { watchPage } from '../page-problems';
import { startServer } from '../serve.mjs';

export interface PageToWalk {
  /** Path below the base path: '/', '/about/'. */
  path: string;
  /** The status the host must answer with: 200, or 404 for the not-found page. */
  status: number;
}

export interface PageResult {
  url: string;
  /** The status the page was expected to answer with (404: the host's not-found page). */
  status: number;
  problems: string[];
  /** Same-origin requests made, images shown and the page's width: what was looked at. */
  requests: number;
  images: number;
  width: number;
}

/** Waits until every <img> has loaded or failed, scrolling each into view so that lazy ones start. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.images) {
      image.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const pending = [...document.images]
      .filter((image) => !image.complete)
      .map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      );
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5000))]);
    window.scrollTo(0, 0);
  });
}

async function walkPage(context: BrowserContext, origin: string, basePath: string, { path, status }: PageToWalk): Promise<PageResult> {
  const url = `${origin}${basePath}${path}`;
  // A page of its own for each: what one page does cannot be blamed on the next.
  const page = await context.newPage();
  const watch = await watchPage(page, { origin, basePath });
  watch.allowDocumentStatus(status);
  const { problems } = watch;
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (response?.status() !== status) problems.push(`answered ${response?.status()}, expected ${status}`);
    await loadEveryImage(page);
    const found = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      images: [...document.images].map((image) => ({ src: image.currentSrc || image.src, loaded: image.complete && image.naturalWidth > 0 })),
    }));
    if (found.width > NARROWEST_SCREEN) problems.push(`${found.width} px wide on a ${NARROWEST_SCREEN} px screen: it scrolls sideways`);
    for (const image of found.images) if (!image.loaded) problems.push(`image not shown: ${image.src}`);
    return { url, status, problems: [...problems], requests: watch.requests(), images: found.images.length, width: found.width };
  } catch (error) {
    problems.push(`could not be walked: ${(error as Error).message.split('\n')[0]}`);
    return { url, status, problems: [...problems], requests: watch.requests(), images: 0, width: 0 };
  } finally {
    await page.close();
  }
}

/**
 * Serves `out` under `basePath` as GitHub Pages would (on `port`, or any free one) and walks
 * `pages`, calling `onPage` as each is done.
 */
export async function walkSite({
  out,
  basePath,
  pages,
  port = 0,
  onPage = () => {},
}: {
  out: string;
  basePath: string;
  pages: readonly PageToWalk[];
  port?: number;
  onPage?: (result: PageResult) => void;
}): Promise<PageResult[]> {
  const server = (await startServer({ root: out, port, basePath })) as Server;
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: NARROWEST_SCREEN, height: 640 }, isMobile: true, hasTouch: true });
    const results: PageResult[] = [];
    for (const entry of pages) {
      const result = await walkPage(context, origin, basePath, entry);
      results.push(result);
      onPage(result);
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}
