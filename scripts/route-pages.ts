// lib/routes.ts is the one list of pages (the footer, menu, sitemap, tests and check follow it),
// and app/<route>/page.tsx is what Next exports for each. Nothing tied the two: a route without
// its page built, and the footer, the menu and the sitemap linked to a 404; a page without its
// route was published and linked from nowhere. `npm run validate` names either, before the build.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../lib/routes';

const PAGE_FILES = ['page.tsx', 'page.ts', 'page.jsx', 'page.js'];
/** A page file in `dir`, or in an optional catch-all under it (`portfolio/[[...page]]/`), which serves `dir`'s path too. */
function hasPage(dir: string): boolean {
  if (PAGE_FILES.some((file) => existsSync(join(dir, file)))) return true;
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isDirectory() && /^\[\[\.\.\.\w+\]\]$/.test(entry.name) && hasPage(join(dir, entry.name)));
}

/**
 * Every route of `listed` (name → path, as lib/routes.ts's `routes`) without its page in `appDir`,
 * and every page in a top folder of `appDir` that no route lists, one line each with the fix.
 * Folders Next does not serve as a path (`_private`, `(group)`, `[param]`) are not pages.
 */
export function routePageProblems(appDir = 'app', listed: Readonly<Record<string, string>> = routes): string[] {
  const problems: string[] = [];
  for (const [name, path] of Object.entries(listed)) {
    const dir = join(appDir, ...path.split('/').filter(Boolean));
    if (!hasPage(dir)) {
      const file = join(dir, 'page.tsx').replaceAll('\\', '/');
      problems.push(`lib/routes.ts: ${name}: "${path}" has no page: add ${file} (README, "Adding a page"), or take ${name} out of routes`);
    }
  }
  const paths = new Set(Object.values(listed));
  for (const entry of readdirSync(appDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || /^[_(\[@.]/.test(entry.name) || /\.\w+$/.test(entry.name)) continue;
    if (!hasPage(join(appDir, entry.name)) || paths.has(`/${entry.name}`)) continue;
    problems.push(
      `${appDir}/${entry.name}/: "/${entry.name}" is not in lib/routes.ts, so no menu, footer or sitemap links to it: ` +
        `add ${entry.name}: '/${entry.name}' to routes (README, "Adding a page"), or delete the folder`,
    );
  }
  return problems;
}
