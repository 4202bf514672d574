/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listPages } from '../../lib/pagination';
import { recordScales } from '../../lib/pagination/measured';
import { FIRST_WINDOW } from '../../lib/first-window';
import { isOver, nextScales, weighLists, type ListPageWeight } from './list-weights';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'list-weights-'));
  process.env.PAGINATION_CACHE_DIR = join(dir, 'cache');
});
afterEach(() => {
  delete process.env.PAGINATION_CACHE_DIR;
  rmSync(dir, { recursive: true, force: true });
});

/** Eight projects with 600 characters of story each, one sponsor. */
const content = {
  site: { name: 'Li Wei' },
  socials: {},
  ui: { home: 'Home' },
  portfolio: { projects: Array.from({ length: 8 }, (_, index) => ({ title: `Project ${index + 1}`, description: `${index} `.repeat(300) })) },
  sponsors: { sponsors: [{ name: 'Bramble Coffee', description: 'Pays for the hosting.' }] },
};

/**
 * An export whose Portfolio page weighs about `portfolioBytes` gzipped: random bytes written in
 * base64 (six bits a letter), which gzip brings back to about their own size.
 */
function exportWith(portfolioBytes: number) {
  const out = join(dir, 'out');
  const page = (path: string, bytes: number) => {
    mkdirSync(join(out, path), { recursive: true });
    writeFileSync(join(out, path, 'index.html'), `<!DOCTYPE html><p>${randomBytes(bytes).toString('base64')}</p>`);
  };
  page('portfolio', portfolioBytes);
  page('sponsors', 11_000);
  return out;
}

test('a list page over the first round trip is found, and its cards are given what they weighed over the estimate', () => {
  expect(listPages(content, '/portfolio')).toHaveLength(1);
  const weights = weighLists(exportWith(18_000), '', content);
  const [portfolio, sponsors] = weights;
  expect(portfolio).toMatchObject({ path: '/portfolio', cards: [0, 1, 2, 3, 4, 5, 6, 7] });
  expect(portfolio!.measured).toBeGreaterThan(FIRST_WINDOW);
  expect(weights.filter(isOver).map(({ path }) => path)).toEqual(['/portfolio']);
  expect(sponsors!.measured).toBeLessThan(FIRST_WINDOW);

  const scales = nextScales(content, weights)!;
  // Every card of the page, by the same figure: enough to make the estimate what was measured.
  const figures = Object.values(scales['/portfolio']!);
  expect(figures).toHaveLength(8);
  expect(new Set(figures).size).toBe(1);
  expect(portfolio!.text * figures[0]! + portfolio!.estimated - portfolio!.text).toBeGreaterThan(portfolio!.measured);
  expect(scales['/sponsors']).toBeUndefined();
  // Recorded, they split the list over more pages.
  recordScales(content, scales);
  expect(listPages(content, '/portfolio').length).toBeGreaterThan(1);
  expect(listPages(content, '/portfolio').flat()).toEqual(content.portfolio.projects);
});

test('a list page under the line asks for nothing', () => {
  const weights = weighLists(exportWith(12_000), '', content);
  expect(weights.filter(isOver)).toEqual([]);
  expect(nextScales(content, weights)).toBeUndefined();
});

test('when a page is over, a page past the line the estimate aims at and heavier than estimated has its cards weighed again too; a lighter one keeps its figures', () => {
  const page = (route: '/portfolio' | '/sponsors', cards: number[], measured: number, estimated: number): ListPageWeight => ({ route, path: route, cards, measured, estimated, text: 1_000 });
  const weights = [
    page('/portfolio', [0, 1], 14_500, 14_000),
    // Past 14,236 bytes and heavier than estimated: split again beside others, it could go over.
    page('/portfolio', [2, 3], 14_300, 14_100),
    // Past it too, but as light as estimated, and a page well under the line.
    page('/portfolio', [4, 5], 14_300, 14_300),
    page('/portfolio', [6, 7], 12_000, 11_000),
  ];
  expect(Object.keys(nextScales(content, weights)!['/portfolio']!).sort()).toEqual(['0', '1', '2', '3']);
  // No page over: nothing is built again, whatever comes near.
  expect(nextScales(content, weights.slice(1))).toBeUndefined();
});
