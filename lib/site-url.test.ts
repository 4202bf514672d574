/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryContentSet } from '@/test/content-set';
import { overriddenSiteUrl, resolveSiteUrl } from './site-url.mjs';

// The tests set SITE_URL themselves; the deploy workflow sets it for the whole run. site.json is
// a test content set's, not the owner's.
const { SITE_URL, CONTENT_DIR } = process.env;
const set = temporaryContentSet();
beforeEach(() => {
  delete process.env.SITE_URL;
  process.env.CONTENT_DIR = set.contentDir;
});
afterAll(() => {
  set.remove();
  if (SITE_URL !== undefined) process.env.SITE_URL = SITE_URL;
  if (CONTENT_DIR === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = CONTENT_DIR;
});

test('the site lives under the path of the URL in site.json', () => {
  expect(resolveSiteUrl()).toEqual({ siteUrl: 'https://test-owner.github.io/portfolio', basePath: '/portfolio', from: 'content/site.json: url' });
});

test('site.json saved with a byte-order mark (Windows Notepad) is read', () => {
  const file = join(set.contentDir, 'site.json');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, `\uFEFF${text}`);
  try {
    expect(resolveSiteUrl().basePath).toBe('/portfolio');
  } finally {
    writeFileSync(file, text);
  }
});

test('site.json saved as UTF-16 (Notepad\'s "Unicode") is read; in Windows-1252 it is refused saying how to save it', () => {
  const file = join(set.contentDir, 'site.json');
  const text = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, Buffer.from(`\uFEFF${text}`, 'utf16le'));
    expect(resolveSiteUrl().basePath).toBe('/portfolio');
    writeFileSync(file, Buffer.from(text.replace('{', '{ "name": "Amára",'), 'latin1'));
    expect(() => resolveSiteUrl()).toThrow(/^content\/site\.json: cannot be read as JSON \(the file is not saved as UTF-8, .*Save the file with the encoding UTF-8/);
  } finally {
    writeFileSync(file, text);
  }
});

test('SITE_URL moves the site, base path included, without a code change', () => {
  process.env.SITE_URL = 'https://someone.github.io/my-site/';
  expect(resolveSiteUrl()).toEqual({ siteUrl: 'https://someone.github.io/my-site', basePath: '/my-site', from: 'SITE_URL' });
});

test('a domain root has an empty base path', () => {
  process.env.SITE_URL = 'https://amara.dev';
  expect(resolveSiteUrl()).toEqual({ siteUrl: 'https://amara.dev', basePath: '', from: 'SITE_URL' });
});

test('a malformed SITE_URL is named, with the value to write when it lacks its https://', () => {
  process.env.SITE_URL = 'amara.dev';
  expect(() => resolveSiteUrl()).toThrow(/^SITE_URL: expected a URL such as https:\/\/you\.github\.io\/portfolio, got "amara\.dev": write "https:\/\/amara\.dev"$/);
  process.env.SITE_URL = 'my site';
  expect(() => resolveSiteUrl()).toThrow(/^SITE_URL: expected a URL such as https:\/\/you\.github\.io\/portfolio, got "my site"$/);
});

test('a URL copied with its page file (…/index.html) is refused with the site\'s address to write, not built under /my-site/index.html', () => {
  process.env.SITE_URL = 'https://someone.github.io/my-site/index.html';
  expect(() => resolveSiteUrl()).toThrow(/^SITE_URL: .*"index\.html": write .*"https:\/\/someone\.github\.io\/my-site"$/);
  process.env.SITE_URL = 'https://amara.dev/index.htm';
  expect(() => resolveSiteUrl()).toThrow(/"https:\/\/amara\.dev"$/);
  // A repository named like a domain stays a base path.
  process.env.SITE_URL = 'https://someone.github.io/amara.dev';
  expect(resolveSiteUrl().basePath).toBe('/amara.dev');
});

test('the address in site.json is named when SITE_URL builds the site for another (as the deploy workflow always sets it)', () => {
  expect(overriddenSiteUrl()).toBeUndefined();
  process.env.SITE_URL = 'https://test-owner.github.io/portfolio/';
  expect(overriddenSiteUrl()).toBeUndefined();
  process.env.SITE_URL = 'https://test-owner.github.io/my-site';
  expect(overriddenSiteUrl()).toBe('https://test-owner.github.io/portfolio');
  // SITE_URL is left as it was.
  expect(process.env.SITE_URL).toBe('https://test-owner.github.io/my-site');
});
