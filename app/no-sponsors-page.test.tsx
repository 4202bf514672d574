/** @jest-environment node */
import en from '@/content/ui/en.json';
import { validContent, type WrittenContent } from '@/test/content-set';
import { pageModule, render } from '@/test/render-page';

// An owner with no GitHub Sponsors page deletes sponsors.json: the site then has no Sponsors page,
// and nothing on the others leads to one (content/schemas.ts, `optionalContent`).

jest.mock('@/components/ui/ContentImage', () => jest.requireActual('@/test/content-image-stand-in').contentImageStandIn);
// Only the links matter here: the typed taglines (which load their library when drawn), Home's
// structured data (an async component) and the page's fade (which needs Next's router) are left out.
jest.mock('@/components/home/RoleTaglines', () => ({ RoleTaglines: () => null }));
jest.mock('@/components/home/PersonJsonLd', () => ({ PersonJsonLd: () => null }));
jest.mock('@/components/transition/PageTransition', () => ({ PageTransition: ({ children }: { children: unknown }) => children }));

function withoutSponsors(): WrittenContent {
  const content: WrittenContent = validContent();
  delete content.sponsors;
  return content;
}

/** The addresses of the links in the first element `tag` of `html` with an aria-label of `label`. */
function linksIn(html: string, tag: string, label: string): string[] {
  const element = html.match(new RegExp(`<${tag}[^>]*aria-label="${label}".*?</${tag}>`, 's'))?.[0] ?? '';
  return [...element.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
}

test('Home offers the Sponsors page beside the others, and does not without sponsors.json', async () => {
  // The test content is in English: the site's words are en.json's.
  const explore = en.home.explore;
  expect(linksIn(await render('home', validContent()), 'nav', explore)).toEqual(['/portfolio', '/about', '/contact', '/sponsors']);
  expect(linksIn(await render('home', withoutSponsors()), 'nav', explore)).toEqual(['/portfolio', '/about', '/contact']);
});

test('the footer lists every page, and no Sponsors page without sponsors.json', async () => {
  expect(linksIn(await render('layout', validContent()), 'nav', en.footer.siteNav)).toEqual(['/', '/portfolio', '/about', '/contact', '/sponsors']);
  expect(linksIn(await render('layout', withoutSponsors()), 'nav', en.footer.siteNav)).toEqual(['/', '/portfolio', '/about', '/contact']);
});

test('without sponsors.json the Sponsors route is the not-found page, which the build then takes out (scripts/absent-pages.ts)', async () => {
  const sponsors = pageModule('sponsors', withoutSponsors());
  // `output: export` stops at a route with no params: it gets one page, the not-found one.
  expect(sponsors.generateStaticParams!()).toEqual([{ page: [] }]);
  const params = Promise.resolve({});
  await expect(async () => sponsors.default({ params })).rejects.toThrow(expect.objectContaining({ digest: expect.stringMatching(/;404$/) }));
  await expect(sponsors.generateMetadata!({ params })).rejects.toThrow(expect.objectContaining({ digest: expect.stringMatching(/;404$/) }));
});
