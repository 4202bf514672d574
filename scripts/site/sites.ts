// Content sets kept with the tests (test/sites/<name>/content and public): what the browser tests
// and the check build and walk, independent of the owner's content/ and public/.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent, type SiteContent, type Sponsors } from '../../content';
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
 * A command line read for content sets: `sets`, those it names, in order (`--site <set>` or
 * `--site=<set>`, as often as given), and `rest`, every other argument. Stops, listing the sets, on
 * a `--site` without one or with one test/sites does not have, so that a mistyped command does not
 * quietly build or weigh the owner's content/ instead.
 */
export function readSiteArgs(args: readonly string[]): { sets: string[]; rest: string[] } {
  const sets: string[] = [];
  const rest: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg.startsWith('--site=')) sets.push(arg.slice('--site='.length));
    else if (arg !== '--site') rest.push(arg);
    else {
      const next = args[index + 1];
      sets.push(next === undefined || next.startsWith('--') ? '' : next);
      if (next !== undefined && !next.startsWith('--')) index++;
    }
  }
  for (const name of sets) assertSite(name);
  return { sets, rest };
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

/**
 * A set's content with its sponsors.json, for the browser tests, which open its Sponsors page
 * (`minimal` has none: `npm run check` walks a site without it).
 */
export function loadSiteWithSponsors(name: string): SiteContent & { sponsors: Sponsors } {
  const content = loadSiteContent(name);
  const { sponsors } = content;
  if (!sponsors) throw new Error(`test/sites/${name}/content/sponsors.json is missing: the browser tests open the Sponsors page`);
  return { ...content, sponsors };
}
