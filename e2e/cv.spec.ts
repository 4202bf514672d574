import { validate } from '@jsonresume/schema';
import { content, expect, openedDialog, test } from './fixtures';
import { asRead, elementsOf, pdfInfo, pdfStructure, pdfText } from './pdf-text';

test.describe('cv.pdf', () => {
  test('is a PDF titled and authored with the owner’s name, with every timeline entry and skill as text', async ({ request }) => {
    const response = await request.get('cv.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const pdf = await response.body();
    const info = pdfInfo(pdf);
    expect(info.Title).toBe(content.site.name);
    expect(info.Author).toBe(content.site.name);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(1);

    const text = pdfText(pdf);
    for (const fact of [content.site.jobTitle, content.contact.email, content.about.intro.heading]) expect(text).toContain(asRead(fact));
    for (const { jobtitle, where, date } of content.about.timeline) {
      expect(text).toContain(asRead(jobtitle));
      expect(text).toContain(asRead(where));
      expect(text).toContain(asRead(date));
    }
    for (const { name } of [...content.about.skills, ...content.about.tools]) expect(text).toContain(asRead(name));
    for (const { title } of content.portfolio.projects) expect(text).toContain(asRead(title));
  });

  test('keeps the CV’s order: name, job title, contact, intro, timeline, skills, tools, projects', async ({ request }) => {
    const text = pdfText(await (await request.get('cv.pdf')).body());
    const facts = [
      content.site.jobTitle,
      content.contact.email,
      content.about.intro.heading,
      ...content.about.timeline.slice(0, 1).map(({ jobtitle }) => jobtitle),
      ...content.about.skills.slice(0, 1).map(({ name }) => name),
      ...content.about.tools.slice(0, 1).map(({ name }) => name),
      ...content.portfolio.projects.slice(0, 1).map(({ title }) => title),
    ].map(asRead);
    // Each fact is found after the one before it.
    let from = text.indexOf(asRead(content.site.name));
    for (const fact of facts) {
      const at = text.indexOf(fact, from + 1);
      expect(at, `"${fact}" after what comes before it`).toBeGreaterThan(from);
      from = at;
    }
  });

  test('is read by a screen reader by headings: the owner’s name, then each job and project, every address a link', async ({ request }) => {
    const structure = pdfStructure(await (await request.get('cv.pdf')).body());
    expect(structure.pages.every(Boolean), 'every page tagged').toBe(true);
    expect(structure.untagged, 'text outside the structure').toBe('');
    expect(elementsOf(structure, 'H1').map(({ text }) => text)).toEqual([asRead(content.site.name)]);
    expect(elementsOf(structure, 'H3').map(({ text }) => text)).toEqual(
      [...content.about.timeline.map(({ jobtitle }) => jobtitle), ...content.portfolio.projects.map(({ title }) => title)].map(asRead),
    );
    expect(elementsOf(structure, 'Link').map(({ href }) => href)).toContain(`mailto:${content.contact.email}`);
  });

  test('is linked from About and from the menu', async ({ page, baseURL }) => {
    await page.goto('about/');
    const link = page.getByRole('main').getByRole('link', { name: /Download CV/ });
    const href = await link.getAttribute('href');
    expect(new URL(href!, page.url()).href).toBe(new URL('cv.pdf', baseURL).href);
    expect((await page.request.get(new URL(href!, page.url()).href)).status()).toBe(200);

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = await openedDialog(page, 'Menu');
    await expect(menu.getByRole('link', { name: /Download CV/ })).toHaveAttribute('href', href!);
  });
});

test('resume.json is valid JSON Resume made from the content', async ({ request }) => {
  const response = await request.get('resume.json');
  expect(response.status()).toBe(200);
  const resume = await response.json();
  const errors = await new Promise((resolve) => validate(resume, (problems) => resolve(problems)));
  expect(errors).toBeNull();
  expect(resume.basics).toMatchObject({ name: content.site.name, label: content.site.jobTitle, email: content.contact.email });
  expect(resume.work.map(({ position }: { position: string }) => position)).toEqual(content.about.timeline.map(({ jobtitle }) => jobtitle));
  expect(resume.projects).toHaveLength(content.portfolio.projects.length);
});
