// Content sets kept with the tests (test/sites/<name>/content and public): what the browser tests
// and the check build and walk, independent of the owner's content/ and public/.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent, type SiteContent } from '../../content';
import { resolveSiteUrl } from '../../lib/site-url.mjs';

/** The folder of a content set: content/*.json and public/ side by side, like the project's own. */
export const siteSource = (name: string) => resolve('test', 'sites', name);

/** Where a set is built: a copy of the project inside it (node resolves node_modules by walking up). */
export const siteWorkspace = (name: string) => resolve('.cache', 'sites', name);

/** The export of a built set. */
export const siteOut = (name: string) => join(siteWorkspace(name), 'out');

/** Every content set in test/sites. */
export function siteNames(): string[] {
  return readdirSync(resolve('test', 'sites'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(entry.parentPath, entry.name, 'content')))
    .map((entry) => entry.name)
    .sort();
}

/** Stops with the list of sets when `name` is not one of them. */
export function assertSite(name: string | undefined): asserts name is string {
  if (name && siteNames().includes(name)) return;
  throw new Error(`${name ? `no content set "${name}"` : 'name a content set'}: expected one of ${siteNames().join(', ')} (folders of test/sites)`);
}

/**
 * The content sets a command line names, in order: `--site <set>` or `--site=<set>`, as often as
 * given. Stops, listing the sets, on a `--site` without one or with one test/sites does not have,
 * so that a mistyped command does not quietly build or weigh the owner's content/ instead.
 */
export function sitesNamed(args: readonly string[]): string[] {
  const names = args.flatMap((arg, index) => {
    if (arg.startsWith('--site=')) return [arg.slice('--site='.length)];
    if (arg !== '--site') return [];
    const next = args[index + 1];
    return [next === undefined || next.startsWith('--') ? '' : next];
  });
  for (const name of names) assertSite(name);
  return names;
}

/** The set's site URL and base path, as its build resolves them (SITE_URL still wins). */
export function siteUrlOf(name: string) {
  return resolveSiteUrl({ contentDir: join(siteSource(name), 'content') });
}

/**
 * Loads and validates a set's content as its build does: the loader finds its images in the
 * public/ beside its content/, and the site's own words in the project's content/ui/.
 */
export function loadSiteContent(name: string): SiteContent {
  return loadContent(join(siteSource(name), 'content'));
}
