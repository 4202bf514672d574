/** @jest-environment node */
import type { ReactElement } from 'react';
import { temporaryContentSet, validContent, type ContentInput } from '@/test/content-set';

// Empty lists are valid content (an owner starts with no sponsors, or lists no tools): each page
// must then drop the section rather than show a bare heading or a header-only table.

// The pictures are made by the image pipeline (lib/images/, tested on its own): here only the
// sections around them matter, so a plain <img> stands in for the async ContentImage.
jest.mock('@/components/ui/ContentImage', () => ({
  // eslint-disable-next-line @next/next/no-img-element -- a test stand-in, never shipped
  ContentImage: ({ alt }: { alt: string }) => <img alt={alt} />,
}));

let set: ReturnType<typeof temporaryContentSet> | undefined;
const { CONTENT_DIR } = process.env;
afterEach(() => {
  set?.remove();
  if (CONTENT_DIR === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = CONTENT_DIR;
});

/** The HTML `page` renders from `content` (the loader caches, hence a fresh module registry). */
function render(page: 'about' | 'portfolio' | 'sponsors', content: ContentInput): string {
  set = temporaryContentSet(content);
  process.env.CONTENT_DIR = set.contentDir;
  let html = '';
  // React is loaded in the same registry as the page: hooks need the one copy.
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a module registry of its own per content set */
    const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
    const { default: Page } = require(`@/app/${page}/page`) as { default: () => ReactElement };
    /* eslint-enable @typescript-eslint/no-require-imports */
    html = renderToStaticMarkup(Page());
  });
  return html;
}

function headings(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]!);
}

test('About with every list filled shows the three sections', () => {
  const html = render('about', validContent());
  expect(headings(html)).toEqual(expect.arrayContaining(['Work Timeline', 'Skills', 'Tools']));
  expect(html).toContain('<table');
});

test.each([
  ['timeline', 'Work Timeline'],
  ['skills', 'Skills'],
  ['tools', 'Tools'],
] as const)('About with no %s has no "%s" section, and keeps the others', (list, heading) => {
  const content = validContent();
  content.about[list] = [];
  const html = render('about', content);
  expect(headings(html)).not.toContain(heading);
  expect(headings(html)).toContain(content.about.intro.heading);
  if (list === 'timeline') expect(html).not.toContain('<table');
});

test('About with all three lists empty keeps only the introduction', () => {
  const content = validContent();
  Object.assign(content.about, { timeline: [], skills: [], tools: [] });
  const html = render('about', content);
  expect(headings(html)).toEqual([content.about.intro.heading]);
  // No table, and no list of skill or tool cards (the printed CV's contact line is a list too).
  expect(html).not.toContain('<table');
  expect(html).not.toMatch(/<ul class="grid/);
});

test('Portfolio with no projects says what portfolio.json asks it to, and lists nothing', () => {
  const content = validContent();
  content.portfolio.projects = [];
  content.portfolio.noProjects = 'First app coming in May.';
  const html = render('portfolio', content);
  expect(html).toContain('First app coming in May.');
  expect(html).not.toContain('<ul');
  expect(html).not.toContain('<article');
});

test('Portfolio with no projects and no words for it says something sensible', () => {
  const content = validContent();
  content.portfolio.projects = [];
  expect(render('portfolio', content)).toMatch(/<p[^>]*>[^<]*\w[^<]*<\/p>\s*$/);
});

test('Sponsors with no sponsors still offers becoming one: the button and the no-JavaScript link', () => {
  const content = validContent();
  content.sponsors.sponsors = [];
  const html = render('sponsors', content);
  expect(html).not.toContain('<article');
  expect(html.match(/<button[^>]*aria-haspopup="dialog"[^>]*>Become A Sponsor<\/button>/g)).toHaveLength(1);
  expect(html).toMatch(new RegExp(`<noscript>.*href="${content.sponsors.sponsorPage}"`, 's'));
});

test('Sponsors with sponsors has one button per card and no extra one', () => {
  const content = validContent();
  const html = render('sponsors', content);
  expect(html.match(/<article/g)).toHaveLength(content.sponsors.sponsors.length);
  expect(html.match(/>Become A Sponsor<\/button>/g)).toHaveLength(content.sponsors.sponsors.length);
});
