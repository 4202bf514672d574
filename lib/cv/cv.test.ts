/** @jest-environment node */
import { loadContent } from '@/content';
import { temporaryContentSet, validContent } from '@/test/content-set';
import { cvFrom } from './cv';
import { cvText } from './strings';
import { toJsonResume } from './json-resume';

test("the CV's website link is Home's own address, with the slash GitHub Pages would redirect to", () => {
  for (const url of ['https://you.github.io/portfolio', 'https://you.github.io/portfolio/', 'https://jeanne.dev/']) {
    const input = validContent();
    input.site.url = url;
    const set = temporaryContentSet(input);
    try {
      const content = loadContent(set.contentDir);
      const home = `${content.site.url}/`;
      const cv = cvFrom(content, cvText(content.ui));
      expect(cv.links[0]!.url).toBe(home);
      expect(toJsonResume(cv, { siteUrl: content.site.url, skills: 'Skills', tools: 'Tools' }).basics.url).toBe(home);
    } finally {
      set.remove();
    }
  }
});

test("the CV's links: the site, each profile Follow Me shows, and the Contact page's own GitHub or LinkedIn (contact.json's profiles), each named as Follow Me names it, each address once", () => {
  const input = validContent();
  input.contact.profiles = { github: 'https://github.com/test-owner-work', linkedin: false };
  const set = temporaryContentSet(input);
  try {
    const content = loadContent(set.contentDir);
    const cv = cvFrom(content, cvText(content.ui));
    expect(cv.links).toEqual([
      { label: content.ui.cv.website, url: `${content.site.url}/` },
      { label: 'GitHub', url: 'https://github.com/test-owner' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/test-owner' },
      { label: 'GitHub', url: 'https://github.com/test-owner-work' },
    ]);
  } finally {
    set.remove();
  }
});
