/** @jest-environment jsdom */
import { validContent } from '@/test/content-set';
import { render } from '@/test/render-page';

// A heading of the owner's over words that read the other way stands on their side: on a Hebrew
// site, "Pocket Budget" over a Hebrew story stood at the card's left, its story and link at the
// right (a Hebrew owner's walkthrough, 2026-12-07); so did an English greeting over a Hebrew
// introduction. The class is Tailwind's text-right or text-left.
jest.mock('@/components/ui/ContentImage', () => jest.requireActual('@/test/content-image-stand-in').contentImageStandIn);
// Only the headings matter on Home: the typed taglines (which load their library when drawn), its
// structured data (an async component) and the page's fade (which needs Next's router) are left out.
jest.mock('@/components/home/RoleTaglines', () => ({ RoleTaglines: () => null }));
jest.mock('@/components/home/PersonJsonLd', () => ({ PersonJsonLd: () => null }));
jest.mock('@/components/transition/PageTransition', () => ({ PageTransition: ({ children }: { children: unknown }) => children }));

/** A Hebrew site: its first project and sponsor have Latin names over Hebrew stories, its second project is in English and says so. */
function hebrewSite() {
  const content = validContent();
  content.site.lang = 'he';
  Object.assign(content.portfolio.projects[0]!, { title: 'Pocket Budget', description: 'מעקב הוצאות חודשי עם סנכרון.' });
  Object.assign(content.portfolio.projects[1]!, { title: 'Transit Pulse', description: 'Live arrival times for city buses.', lang: 'en' });
  Object.assign(content.portfolio.projects[2]!, { title: 'תור לקופת חולים', description: 'אפליקציה לניהול תורים.' });
  Object.assign(content.sponsors.sponsors[0]!, { name: 'Acme', description: 'תומכת בקוד פתוח.' });
  return content;
}

/** The classes of the heading whose text is `title`. */
const headingClasses = (html: string, title: string) => {
  document.body.innerHTML = html;
  const heading = [...document.querySelectorAll('h1, h2')].find((h) => h.textContent === title);
  if (!heading) throw new Error(`no heading ${title}`);
  return [...heading.classList];
};

test("on a right-to-left site, a Latin name over a Hebrew story lines up on the right, as the story does, on a project's card and a sponsor's", async () => {
  const content = hebrewSite();
  expect(headingClasses(await render('portfolio', content), 'Pocket Budget')).toContain('text-right');
  expect(headingClasses(await render('sponsors', content), 'Acme')).toContain('text-right');
});

test('a title that reads as its story does stands where it starts, and its card carries no class for it', async () => {
  const html = await render('portfolio', hebrewSite());
  for (const title of ['Transit Pulse', 'תור לקופת חולים']) expect(headingClasses(html, title).filter((name) => /^text-(left|right)$/.test(name))).toEqual([]);
});

test("Home: an English greeting over a Hebrew introduction lines up on the right; a Hebrew one carries nothing more", async () => {
  const content = hebrewSite();
  Object.assign(content.home, { greeting: "Hi, I'm Noa", intro: 'אני בונה מוצרים שעובדים מהר גם בטלפון זול.' });
  expect(headingClasses(await render('home', content), "Hi, I'm Noa")).toContain('text-right');
  content.home.greeting = 'שלום, אני נועה';
  expect(headingClasses(await render('home', content), 'שלום, אני נועה')).not.toContain('text-right');
});

test("About: the owner's English heading over a Hebrew paragraph reads left to right and lines up on the right; a Hebrew one carries nothing more", async () => {
  const content = hebrewSite();
  content.about.intro = { heading: 'Engineer, builder!', paragraph: 'התחלתי בבניית אתרים לעסקים קטנים בחיפה.' };
  document.body.innerHTML = await render('about', content);
  const english = document.getElementById('intro')!;
  expect([english.getAttribute('dir'), english.classList.contains('text-right')]).toEqual(['ltr', true]);
  content.about.intro.heading = 'מהנדסת, בונה, לומדת';
  document.body.innerHTML = await render('about', content);
  const hebrew = document.getElementById('intro')!;
  expect([hebrew.getAttribute('dir'), hebrew.className]).toEqual([null, 'mb-6 text-2xl font-semibold sm:text-3xl']);
});
