/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '.';
import { ContentError, formatProblem } from './validate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break files in arbitrary ways
type Json = any;

const shipped = join(process.cwd(), 'content');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(shipped, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Applies `change` to the copy of one shipped file. */
function edit(file: string, change: (json: Json) => void) {
  const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  change(json);
  writeFileSync(join(dir, file), JSON.stringify(json));
}

/** Applies `change` and returns the lines the loader reports. */
function problemsAfter(file: string, change: (json: Json) => void): string[] {
  edit(file, change);
  return problemLines();
}

function problemLines(): string[] {
  try {
    loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems.map((problem) => formatProblem({ ...problem, file: problem.file.replace(dir, 'content') }));
  }
  throw new Error('the loader accepted the broken content');
}

test('the shipped content is valid and has the demo numbers of SPEC.md §9', () => {
  const content = loadContent(shipped);
  expect(content.portfolio.projects).toHaveLength(12);
  expect(content.sponsors.sponsors).toHaveLength(12);
  expect(content.about.skills).toHaveLength(16);
  expect(content.about.tools).toHaveLength(12);
  expect(Object.keys(content.home.roles)).toHaveLength(6);
  expect(content.home.roles.sixth).toBe('And many more...');
  expect(content.about.timeline.map(({ date }) => date)).toEqual(['2023 – present', '2022 – 2023', '2021']);
  const withIos = content.portfolio.projects.filter(({ ios }) => ios !== '#');
  expect(withIos.length).toBeGreaterThan(1);
  expect(withIos.length).toBeLessThan(content.portfolio.projects.length);
});

test('an owner may list any number of projects', () => {
  edit('portfolio.json', (json) => json.projects.splice(7));
  expect(loadContent(dir).portfolio.projects).toHaveLength(7);
});

test.each([
  ['a malformed URL', 'portfolio.json', (j: Json) => (j.projects[3].link = 'example.com/app'), 'content/portfolio.json: projects[3].link: expected a URL'],
  ['a malformed iOS link', 'portfolio.json', (j: Json) => (j.projects[0].ios = 'apps.apple.com/x'), 'content/portfolio.json: projects[0].ios: expected a URL'],
  ['a missing required field', 'portfolio.json', (j: Json) => delete j.projects[2].description, 'content/portfolio.json: projects[2].description: missing: this field is required (text)'],
  ['a wrong type', 'about.json', (j: Json) => (j.skills = 'TypeScript, React'), 'content/about.json: skills: expected a list, got the text "TypeScript, React"'],
  ['a number for text', 'about.json', (j: Json) => (j.timeline[1].date = 2022), 'content/about.json: timeline[1].date: expected text, got number 2022'],
  ['an empty text', 'home.json', (j: Json) => (j.roles.third = ' '), 'content/home.json: roles.third: must not be empty'],
  ['a malformed e-mail', 'contact.json', (j: Json) => (j.email = 'hello at example.com'), 'content/contact.json: email: expected an e-mail address'],
  ['a misspelt field', 'sponsors.json', (j: Json) => (j.sponsors[4].nmae = 'x'), 'content/sponsors.json: sponsors[4]: unknown field "nmae": check the spelling'],
  ['an image that is not in public/', 'portfolio.json', (j: Json) => (j.projects[5].img = '/images/missing.webp'), 'content/portfolio.json: projects[5].img: no file public/images/missing.webp: add the image to public/ or fix the path'],
  ['a social link without a scheme', 'socials.json', (j: Json) => (j.youtube = 'youtube.com/@me'), 'content/socials.json: youtube: expected a URL'],
  ['a sponsor page that is not on GitHub Sponsors', 'sponsors.json', (j: Json) => (j.sponsorPage = 'https://ko-fi.com/me'), 'content/sponsors.json: sponsorPage: expected your GitHub Sponsors page: https://github.com/sponsors/{user}'],
  ['a site URL that is not a URL', 'site.json', (j: Json) => (j.url = 'my site'), 'content/site.json: url: expected a URL'],
])('%s names the file and the field', (_, file, change, expected) => {
  expect(problemsAfter(file, change)).toEqual([expected]);
});

test('invalid JSON names the file', () => {
  writeFileSync(join(dir, 'about.json'), '{ "description": "About", }');
  expect(problemLines()).toEqual([expect.stringMatching(/^content\/about\.json: invalid JSON: /)]);
});

test('a missing file is named', () => {
  rmSync(join(dir, 'socials.json'));
  expect(problemLines()).toEqual(['content/socials.json: file is missing']);
});

test('every problem in every file is reported at once', () => {
  edit('contact.json', (json) => (json.github = 'nope'));
  expect(problemsAfter('portfolio.json', (json) => (json.projects[0].link = 'nope'))).toEqual([
    'content/portfolio.json: projects[0].link: expected a URL',
    'content/contact.json: github: expected a URL',
  ]);
});

test('the error message lists the problems for the build log', () => {
  edit('portfolio.json', (json) => (json.projects[3].link = 'nope'));
  expect(() => loadContent(dir)).toThrow(/projects\[3\]\.link: expected a URL/);
});
