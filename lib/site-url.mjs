// The site's public URL is the one setting that decides where the export lives: its path is
// Next's basePath. Plain JavaScript, because next.config.mjs, the static server and the
// Playwright config read it before any TypeScript is compiled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileText } from '../content/file-text.mjs';

/** The `url` written in site.json (the owner's content/, or `contentDir`). */
function siteJsonUrl(contentDir = process.env.CONTENT_DIR ?? join(process.cwd(), 'content')) {
  const file = join(contentDir, 'site.json');
  let site;
  try {
    // Read as the content loader reads it: UTF-8 with or without a byte-order mark, or UTF-16.
    const { text, problem } = contentFileText(readFileSync(file));
    if (problem) throw new Error(problem.message);
    site = JSON.parse(text);
  } catch (error) {
    throw new Error(`content/site.json: cannot be read as JSON (${error.message})`);
  }
  return site.url;
}

function readSiteUrl(contentDir) {
  if (process.env.SITE_URL) return { value: process.env.SITE_URL, from: 'SITE_URL' };
  return { value: siteJsonUrl(contentDir), from: 'content/site.json: url' };
}

/** `value`, read from `from`, as the address built for and its path; what is wrong with it stops the build. */
function addressOf(value, from) {
  const problem = siteUrlProblem(value);
  if (problem) throw new Error(`${from}: ${problem}`);
  const url = new URL(value);
  const basePath = url.pathname.replace(/\/+$/, '');
  return { siteUrl: url.origin + basePath, basePath };
}

/**
 * `value` with https:// before it, when it is a web address written without one
 * ("www.example.com", "you.github.io/portfolio"): a host name with a dot and a top-level domain
 * of letters, then perhaps a path. The content check gives it as the value to write.
 * @param {unknown} value
 */
export function withHttps(value) {
  const trimmed = String(value).trim();
  return /^[^\s/:@]+\.\p{L}{2,}(?:[/?#]\S*)?$/u.test(trimmed) ? `https://${trimmed}` : undefined;
}

/**
 * What is wrong with `value` as the site's public URL, or undefined. Its path is the base path
 * every page, script and picture is served under: GitHub Pages serves a project site under its
 * repository's name, which holds only letters A–Z, digits, ".", "_" and "-", and a path with
 * other characters (a space, "é", Devanagari) built and then answered nothing (every file under a
 * %-escaped path it was not found at).
 * @param {string} value
 */
export function siteUrlProblem(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    const written = withHttps(value);
    return `expected a URL such as https://you.github.io/portfolio, got ${JSON.stringify(value)}${written ? `: write "${written}"` : ''}`;
  }
  if (url.search || url.hash) return `the site URL must not have a query or a fragment (?… or #…): write its address alone, such as ${url.origin}${url.pathname}`;
  const path = url.pathname.replace(/\/+$/, '');
  // An address copied from the browser's bar with its page's file: the base path would be
  // /my-site/index.html, and every page, script and picture under it would answer nothing.
  const page = /\/([^/]+\.(?:html?|php|aspx?))$/i.exec(path);
  if (page) return `the site URL ends in a page's file, "${page[1]}": write the site's address without it, "${url.origin}${path.slice(0, page.index)}"`;
  if (/^(\/[A-Za-z0-9._-]+)*$/.test(path)) return undefined;
  let shown = path;
  try {
    shown = decodeURIComponent(path);
  } catch {
    // shown as escaped
  }
  return `its path "${shown}" is the base path the site is served under, and may hold only letters A–Z, digits, ".", "_" and "-", as a GitHub repository's name: such as ${url.origin}/my-portfolio`;
}

/**
 * Where the site is published: `siteUrl` without a trailing slash
 * (https://you.github.io/portfolio) and `basePath`, its path ('/portfolio', or '' at a domain root).
 * SITE_URL, when set, wins over content/site.json (or `contentDir`/site.json: a test content set).
 * @param {{ contentDir?: string }} [options]
 */
export function resolveSiteUrl({ contentDir } = {}) {
  const { value, from } = readSiteUrl(contentDir);
  return { ...addressOf(value, from), from };
}

/**
 * content/site.json's url when SITE_URL is set and says another address: the deploy workflow
 * always sets SITE_URL (its variable, or the address Pages gives the repository), so an owner who
 * wrote their address in site.json alone had a site built for another, and no line said so.
 * Undefined when they agree, when SITE_URL is not set, or when site.json cannot be read.
 */
export function overriddenSiteUrl({ contentDir } = {}) {
  if (!process.env.SITE_URL) return undefined;
  const built = addressOf(process.env.SITE_URL, 'SITE_URL').siteUrl;
  try {
    const written = addressOf(siteJsonUrl(contentDir), 'content/site.json: url').siteUrl;
    return written === built ? undefined : written;
  } catch {
    return undefined;
  }
}
