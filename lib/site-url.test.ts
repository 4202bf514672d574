/** @jest-environment node */
import { resolveSiteUrl } from './site-url.mjs';

// The tests set SITE_URL themselves; the deploy workflow sets it for the whole run.
const { SITE_URL } = process.env;
beforeEach(() => {
  delete process.env.SITE_URL;
});
afterAll(() => {
  if (SITE_URL !== undefined) process.env.SITE_URL = SITE_URL;
});

test('the shipped site lives under /portfolio', () => {
  expect(resolveSiteUrl()).toEqual({ siteUrl: 'https://amaraokafor.github.io/portfolio', basePath: '/portfolio' });
});

test('SITE_URL moves the site, base path included, without a code change', () => {
  process.env.SITE_URL = 'https://someone.github.io/my-site/';
  expect(resolveSiteUrl()).toEqual({ siteUrl: 'https://someone.github.io/my-site', basePath: '/my-site' });
});

test('a domain root has an empty base path', () => {
  process.env.SITE_URL = 'https://amara.dev';
  expect(resolveSiteUrl()).toEqual({ siteUrl: 'https://amara.dev', basePath: '' });
});

test('a malformed SITE_URL is named', () => {
  process.env.SITE_URL = 'amara.dev';
  expect(() => resolveSiteUrl()).toThrow('SITE_URL: expected a URL such as https://you.github.io/portfolio, got "amara.dev"');
});
