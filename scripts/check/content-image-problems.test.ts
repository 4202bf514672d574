/** @jest-environment node */
import { validContent } from '@/test/content-set';
import type { Content } from '@/content/schemas';
import { namingContentImages } from './content-image-problems';

// A picture on another host that does not load fails the deploy's check on the page that shows
// it and on those that fetch it ahead (Home, for the first card of each list). The walk saw an
// address; the owner needs the field that names it and what to do.
const content = (() => {
  const input = validContent();
  input.sponsors.sponsors[1]!.img = 'https://cdn.example.com/logos/acme.png';
  input.portfolio.projects[0]!.img = 'https://cdn.example.com/apps/bücher app.png';
  return input as unknown as Content;
})();

test("a page's problem with a picture on another host names the content field that gives it, and what to do", () => {
  const lines = namingContentImages(
    ['console error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED (https://cdn.example.com/logos/acme.png)', 'image not shown: https://cdn.example.com/logos/acme.png'],
    content,
  );
  const hint =
    'that is content/sponsors.json sponsors[1].img, a picture on another host that did not load: open its address in a browser to check it, or save the picture in public/images/ and write its path there ("/images/…")';
  expect(lines).toEqual([
    'console error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED (https://cdn.example.com/logos/acme.png)',
    `  ${hint}`,
    // Said once a page.
    'image not shown: https://cdn.example.com/logos/acme.png',
  ]);
});

test('an address as the browser writes it (a space escaped, a host in its ASCII form) is found too', () => {
  expect(namingContentImages(['image not shown: https://cdn.example.com/apps/b%C3%BCcher%20app.png'], content)[1]).toMatch(/^ {2}that is content\/portfolio\.json projects\[0\]\.img, /);
});

test('other problems are left as they are', () => {
  const problems = ['answered 404, expected 200', 'image not shown: http://localhost:4173/portfolio/_img/me-1234abcd-224.avif'];
  expect(namingContentImages(problems, content)).toEqual(problems);
});
