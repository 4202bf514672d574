import { configuredSocials } from '@/components/social/networks';
import { basePath, content, expect, furtherPages, pages, test, waitForWholePage } from './fixtures';

const { site } = content;

/** The page's absolute URL as search engines should know it. */
const publicUrl = (path: string) => `${site.url}/${path === './' ? '' : path}`;

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];

test.describe('each page tells search engines and link previews about itself', () => {
  for (const { path, name, title, description } of pages) {
    test(name, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const decode = (text?: string) => text?.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
      expect(html).toMatch(new RegExp(`<html lang="${site.lang}"`));
      expect(html).toContain(`<link rel="canonical" href="${publicUrl(path)}"/>`);
      expect(decode(meta(html, 'property', 'og:title'))).toBe(title);
      expect(decode(meta(html, 'property', 'og:description'))).toBe(description);
      expect(meta(html, 'property', 'og:url')).toBe(publicUrl(path));
      expect(meta(html, 'property', 'og:type')).toBe('website');
      // language_TERRITORY, as Open Graph writes a locale ("en_GB"), never a bare "en".
      expect(meta(html, 'property', 'og:locale')).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
      expect(meta(html, 'property', 'og:image')).toBe(`${site.url}/og.png`);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      // X takes the title, description and image from Open Graph; it has no fallback for the alt.
      expect(meta(html, 'name', 'twitter:image')).toBe(`${site.url}/og.png`);
      expect(decode(meta(html, 'name', 'twitter:image:alt'))).toBe(decode(meta(html, 'property', 'og:image:alt')));
      expect(meta(html, 'property', 'og:image:alt')).toBeTruthy();
      expect(meta(html, 'name', 'referrer')).toBe('strict-origin-when-cross-origin');
      expect(meta(html, 'name', 'robots'), 'an indexable page').toBeUndefined();
    });
  }
});

test('unknown paths answer with the home screen that search engines are told not to index', async ({ page, problems, request }) => {
  problems.allowDocumentStatus(404);
  // Whatever the host answers them with: 404.html, and the folders Next exports beside it, which
  // GitHub Pages answers with status 200.
  for (const path of ['no/such/page', '404/', '404.html']) {
    const html = await (await request.get(path)).text();
    expect(meta(html, 'name', 'robots'), path).toBe('noindex');
  }
  // Still there once React has hydrated the page, which renders Home's metadata without it.
  await page.goto('no/such/page');
  await waitForWholePage(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the social card is a 1200×630 PNG served as image/png below the base path', async ({ request }) => {
  const response = await request.get('og.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('sitemap.xml lists every page by its absolute URL, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  // With each list's further pages (the fixture's Portfolio and Sponsors each have a second page).
  expect(furtherPages.length, 'the fixture has a list longer than one page').toBeGreaterThan(0);
  expect(urls.sort()).toEqual([...pages.map(({ path }) => path), ...furtherPages].map(publicUrl).sort());
  const robots = await (await request.get('robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('Home describes the owner as a schema.org Person', async ({ page, request }) => {
  await page.goto('./');
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(person).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.name,
    jobTitle: site.jobTitle,
    description: site.description,
    url: `${site.url}/`,
    image: expect.stringMatching(new RegExp(`^${site.url}/`)),
    sameAs: configuredSocials(content.socials).map(({ href }) => href),
  });
  // The portrait, as a file the site serves (a variant of it: lib/images/ leaves the original out of out/).
  const image = await request.get(new URL(person.image).pathname.slice(basePath.length + 1));
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});

test('icons and the web app manifest live below the base path and load', async ({ page, request }) => {
  await page.goto('./');
  const links = page.locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]');
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')!))) {
    expect(href.startsWith(`${basePath}/`)).toBe(true);
    expect((await request.get(href)).status()).toBe(200);
  }
  const manifest = await (await request.get('manifest.webmanifest')).json();
  expect(manifest.start_url).toBe(`${basePath}/`);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});
