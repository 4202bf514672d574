// `npx tsx scripts/i18n/screenshots.ts [lang]`: pictures of the site in another language (Arabic by
// default) into docs/screenshots/i18n/: the fixture content set of test/sites with only site.json's
// lang changed.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, findChromium } from '../find-chromium.mjs';
import { startServer } from '../serve.mjs';
import { buildSite } from '../site/build-site';

const lang = process.argv[2] ?? 'ar';
const port = Number(process.env.SCREENSHOTS_PORT ?? 0);
const dir = resolve('docs', 'screenshots', 'i18n');
const devices = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
/** [page, theme, device, with the menu open] */
const shots = [
  ['home', '/', 'light', 'desktop', false],
  ['about', '/about/', 'dark', 'desktop', false],
  ['portfolio', '/portfolio/', 'dark', 'phone', false],
  ['menu', '/', 'light', 'phone', true],
] as const;

const { out, basePath } = buildSite(`fixture-${lang}`, {
  from: 'fixture',
  edit: {
    'site.json': (site) => {
      site.lang = lang;
      delete site.dir;
    },
  },
});
mkdirSync(dir, { recursive: true });
const server = await startServer({ root: out, port, basePath });
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const [name, path, theme, deviceName, menu] of shots) {
    // Reduced motion: the typewriter stands on its first tagline, so pictures are repeatable.
    const context = await browser.newContext({ ...devices[deviceName], colorScheme: theme, reducedMotion: 'reduce' });
    await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
    const page = await context.newPage();
    await page.goto(`${origin}${basePath}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    if (menu) {
      await page.locator('header button[aria-haspopup="dialog"]').click();
      await page.getByRole('dialog').waitFor();
    }
    const file = join(dir, `${lang}-${name}-${theme}-${deviceName}.png`);
    // A 256-colour palette keeps the files small enough to live in the repository.
    await sharp(await page.screenshot()).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
    console.log(`wrote docs/screenshots/i18n/${lang}-${name}-${theme}-${deviceName}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
