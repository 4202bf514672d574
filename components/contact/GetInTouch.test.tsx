/** @jest-environment node */
import { validContent } from '@/test/content-set';
import { render } from '@/test/render-page';

jest.mock('@/components/ui/ContentImage', () => jest.requireActual('@/test/content-image-stand-in').contentImageStandIn);

/** The different mailto: links of a page and the text each shows (Contact's also in its form's <noscript>). */
function mailLinks(html: string) {
  const links = [...html.matchAll(/<a[^>]*href="(mailto:[^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => JSON.stringify({ href, text }));
  return [...new Set(links)].map((link) => JSON.parse(link) as { href: string; text: string });
}

// An owner at a domain with accents (jürgen@weiß-özdemir.at) was told to write it in its ASCII
// form, and every visitor then read "jürgen@xn--wei-zdemir-73a1z.at" on the Contact page and the
// printed CV. Written either way, it is shown in letters and linked in the form every mail
// program takes.
test.each(['jürgen@weiß-özdemir.at', 'jürgen@xn--wei-zdemir-73a1z.at'])('the owner\'s address written "%s" is shown with its domain in letters and linked in ASCII', async (email) => {
  const content = validContent();
  content.contact.email = email;
  const shown = { href: 'mailto:jürgen@xn--wei-zdemir-73a1z.at', text: 'jürgen@weiß-özdemir.at' };
  expect(mailLinks(await render('contact', content))).toEqual([shown]);
  // The printed About page is a CV on its own, with the address at its head.
  expect(mailLinks(await render('about', content))).toEqual([shown]);
});

test('an address in ASCII is shown as it is written', async () => {
  const content = validContent();
  content.contact.email = 'Ana.Site+hello@Example.com';
  expect(mailLinks(await render('contact', content))).toEqual([{ href: 'mailto:Ana.Site+hello@example.com', text: 'Ana.Site+hello@Example.com' }]);
});
