/** @jest-environment node */
import type { SiteContent } from '@/content';
import { validContent } from '@/test/content-set';
import { reportCardProblem, reportPage } from './report';

const content = (() => {
  const input = validContent();
  input.sponsors.sponsors[1]!.img = 'https://cdn.example.com/logos/acme.png';
  return input as unknown as SiteContent;
})();
const page = { url: 'http://localhost:4100/portfolio/sponsors/', status: 200, requests: 20, images: 2, width: 320 };

let printed: string[];
const saved = { ...process.env };
beforeEach(() => {
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
});
afterEach(() => {
  jest.restoreAllMocks();
  process.env = { ...saved };
});

/** As the deploy runs it (.github/workflows/deploy.yml), without a job folder: every command is written. */
function inTheDeploy() {
  process.env.GITHUB_ACTIONS = 'true';
  process.env.OWNER_ANNOTATIONS = 'true';
  delete process.env.RUNNER_TEMP;
}

test('in the deploy, a page with problems is also listed on the run’s page, with the content field a picture comes from', () => {
  inTheDeploy();
  reportPage({ ...page, problems: ['image not shown: https://cdn.example.com/logos/acme.png'] }, content);
  expect(printed.slice(0, 3)).toEqual([
    '✗ /portfolio/sponsors/',
    '    image not shown: https://cdn.example.com/logos/acme.png',
    expect.stringMatching(/^ {6}that is content\/sponsors\.json sponsors\[1\]\.img, a picture on another host that did not load/),
  ]);
  expect(printed.slice(3)).toEqual([
    expect.stringMatching(
      /^::error title=npm run check%3A a page has problems::\/portfolio\/sponsors\/:%0A {2}image not shown: https:\/\/cdn\.example\.com\/logos\/acme\.png%0A {4}that is content\/sponsors\.json sponsors\[1\]\.img, /,
    ),
  ]);
  reportCardProblem('og.png is 600×315 px, not 1200×630');
  expect(printed.at(-1)).toBe('::error title=npm run check%3A the social card::og.png is 600×315 px, not 1200×630');
});

test('a page without problems is one line, and nothing is listed outside the deploy', () => {
  inTheDeploy();
  reportPage({ ...page, problems: [] }, content);
  delete process.env.OWNER_ANNOTATIONS;
  reportPage({ ...page, problems: ['answered 404, expected 200'] }, content);
  expect(printed).toEqual(['✓ /portfolio/sponsors/  (20 requests, 2 images, 320 px wide)', '✗ /portfolio/sponsors/', '    answered 404, expected 200']);
});
