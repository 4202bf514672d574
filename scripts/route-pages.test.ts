/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePageProblems } from './route-pages';

let app: string;
const page = (...path: string[]) => {
  mkdirSync(join(app, ...path), { recursive: true });
  writeFileSync(join(app, ...path, 'page.tsx'), 'export default function Page() { return null; }\n');
};

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'route-pages-'));
  page();
  page('about');
  page('work', '[[...page]]');
  // What app/ holds besides pages: a route handler, a private folder, a file.
  mkdirSync(join(app, 'icons', 'mark.svg'), { recursive: true });
  writeFileSync(join(app, 'icons', 'mark.svg', 'route.ts'), '');
  page('_drafts');
  writeFileSync(join(app, 'layout.tsx'), '');
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

test("the project's routes and its app/ pages match", () => {
  expect(routePageProblems()).toEqual([]);
});

test('every route with its page, a list page by its catch-all, passes', () => {
  expect(routePageProblems(app, { home: '/', about: '/about', work: '/work' })).toEqual([]);
});

test('a route added without its page is named with the file to add', () => {
  expect(routePageProblems(app, { home: '/', about: '/about', work: '/work', talks: '/talks' })).toEqual([
    `lib/routes.ts: talks: "/talks" has no page: add ${app.replaceAll('\\', '/')}/talks/page.tsx (README, "Adding a page"), or take talks out of routes`,
  ]);
});

test('a page whose route was taken out (or never added) is named: nothing would link to it', () => {
  page('talks');
  expect(routePageProblems(app, { home: '/', work: '/work', talks: '/talks' })).toEqual([
    `${app}/about/: "/about" is not in lib/routes.ts, so no menu, footer or sitemap links to it: add about: '/about' to routes (README, "Adding a page"), or delete the folder`,
  ]);
});
