/** @jest-environment node */
import { validContent } from '@/test/content-set';
import { render } from '@/test/render-page';

// Empty lists are valid content (an owner starts with no sponsors, or lists no tools): each page
// must then drop the section rather than show a bare heading or a header-only table.

// Only the sections around the pictures matter here.
jest.mock('@/components/ui/ContentImage', () => jest.requireActual('@/test/content-image-stand-in').contentImageStandIn);

function headings(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]!);
}

test('About with every list filled shows the three sections', async () => {
  const html = await render('about', validContent());
  expect(headings(html)).toEqual(expect.arrayContaining(['Work Timeline', 'Skills', 'Tools']));
  expect(html).toContain('<table');
});

test.each([
  ['timeline', 'Work Timeline'],
  ['skills', 'Skills'],
  ['tools', 'Tools'],
] as const)('About with no %s has no "%s" section, and keeps the others', async (list, heading) => {
  const content = validContent();
  content.about[list] = [];
  const html = await render('about', content);
  expect(headings(html)).not.toContain(heading);
  expect(headings(html)).toContain(content.about.intro.heading);
  if (list === 'timeline') expect(html).not.toContain('<table');
});

test('About with all three lists empty keeps only the introduction', async () => {
  const content = validContent();
  Object.assign(content.about, { timeline: [], skills: [], tools: [] });
  const html = await render('about', content);
  expect(headings(html)).toEqual([content.about.intro.heading]);
  // No table, and no list of skill or tool cards (the printed CV's contact line is a list too).
  expect(html).not.toContain('<table');
  expect(html).not.toMatch(/<ul class="grid/);
});

test('Portfolio with no projects says what portfolio.json asks it to, and lists nothing', async () => {
  const content = validContent();
  content.portfolio.projects = [];
  content.portfolio.noProjects = 'First app coming in May.';
  const html = await render('portfolio', content);
  expect(html).toContain('First app coming in May.');
  expect(html).not.toContain('<ul');
  expect(html).not.toContain('<article');
});

test.each([
  ['en', 'Projects are on their way: come back soon.'],
  ['fr', 'Des projets arrivent bientôt\u00a0: revenez nous voir.'],
  ['ar', 'المشاريع في الطريق: عُد قريبًا.'],
])('Portfolio with no projects and no words for it says so in the site\'s language (%s)', async (lang, words) => {
  const content = validContent();
  content.site.lang = lang;
  content.portfolio.projects = [];
  expect(await render('portfolio', content)).toMatch(new RegExp(`<p[^>]*>${words}</p>\\s*$`));
});

test('Sponsors with no sponsors still offers becoming one: the button and the no-JavaScript link', async () => {
  const content = validContent();
  content.sponsors.sponsors = [];
  const html = await render('sponsors', content);
  expect(html).not.toContain('<article');
  expect(html.match(/<button[^>]*aria-haspopup="dialog"[^>]*>Become A Sponsor<\/button>/g)).toHaveLength(1);
  expect(html).toMatch(new RegExp(`<noscript>.*href="${content.sponsors.sponsorPage}"`, 's'));
});

test('Sponsors with sponsors has one button per card and no extra one', async () => {
  const content = validContent();
  const html = await render('sponsors', content);
  expect(html.match(/<article/g)).toHaveLength(content.sponsors.sponsors.length);
  expect(html.match(/>Become A Sponsor<\/button>/g)).toHaveLength(content.sponsors.sponsors.length);
});
