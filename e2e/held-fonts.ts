import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Holds back every web font `page` asks for from now on, as a slow connection does (the heading
 * font then comes after the first paint). Call before `goto`.
 */
export async function holdFonts(page: Page) {
  const held: Route[] = [];
  await page.route('**/*.woff2', (route) => void held.push(route));
  return {
    /** Resolves once the page has asked for a font (which is then held). */
    asked: () => expect.poll(() => held.length, { message: 'the page asks for its heading font' }).toBeGreaterThan(0),
    /** Lets the held fonts in, and any asked for later. */
    release: async () => {
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute('**/*.woff2');
    },
  };
}
