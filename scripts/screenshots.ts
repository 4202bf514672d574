// `npm run screenshots`: pictures of every page in both themes, on a desktop and a phone, into
// docs/screenshots/ (the README shows some). Uses the current out/: run `npm run build` first.
import { mkdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { loadContent } from '../content';
import { sitePageLinks } from '../lib/pagination';
import { servedPath } from '../lib/routes';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { withServer } from './serve.mjs';
import { themes } from '../components/theme/themes';

const port = Number(process.env.SCREENSHOTS_PORT ?? 4500);
const dir = resolve('docs', 'screenshots');
// Every page the site has: no Sponsors without sponsors.json.
const pages = Object.fromEntries(sitePageLinks(loadContent()).map(({ page, href }) => [page, servedPath(href)]));
const devices = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

async function main() {
  if (!existsSync(resolve('out', 'index.html'))) {
    console.error('✗ out/ has no site yet: run `npm run build` first.');
    process.exit(1);
  }
  mkdirSync(dir, { recursive: true });
  const { basePath } = resolveSiteUrl();
  await withServer({ port, basePath }, async () => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      for (const [deviceName, device] of Object.entries(devices)) {
        for (const theme of themes) {
          // Reduced motion: the typewriter stands on its first tagline, so pictures are repeatable.
          const context = await browser.newContext({ ...device, colorScheme: theme, reducedMotion: 'reduce' });
          await context.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
          const page = await context.newPage();
          for (const [name, path] of Object.entries(pages)) {
            await page.goto(`http://localhost:${port}${basePath}${path}`, { waitUntil: 'networkidle' });
            await page.evaluate(() => document.fonts.ready);
            const file = join(dir, `${name}-${theme}-${deviceName}.png`);
            // A 256-colour palette keeps the files small enough to live in the repository.
            await sharp(await page.screenshot()).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
            console.log(`wrote docs/screenshots/${name}-${theme}-${deviceName}.png`);
          }
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  });
}

await main();
