/** @jest-environment node */
import type { Site, Socials } from '@/content/schemas';
import { jsonLdText, personJsonLd } from './json-ld';

const site: Site = { name: 'Li Wei', title: 'Li Wei', description: 'Li Wei, developer.', jobTitle: 'Developer', url: 'https://liwei.example', lang: 'en' };
const none: Socials = { twitter: '', github: '', facebook: '', linkedin: '', youtube: '', twitch: '' };

test('an owner without profiles gets no sameAs, rather than an empty one', () => {
  const person = personJsonLd({ site, socials: none, imagePath: '/_img/me-640.webp' });
  expect(person).not.toHaveProperty('sameAs');
  expect(Object.values(person).every((value) => value !== '' && !(Array.isArray(value) && value.length === 0))).toBe(true);
});

test("an owner's profiles are the Person's sameAs, and every URL is absolute", () => {
  const person = personJsonLd({ site, socials: { ...none, github: 'https://github.com/liwei' }, imagePath: '/_img/me-640.webp' });
  expect(person).toMatchObject({ '@type': 'Person', url: 'https://liwei.example/', image: 'https://liwei.example/_img/me-640.webp', sameAs: ['https://github.com/liwei'] });
});

test('no text from content closes the script element or opens a comment in it', () => {
  const name = 'Ana </script><script>alert(1)</script> <!-- & "Zed"';
  const text = jsonLdText(personJsonLd({ site: { ...site, name }, socials: none, imagePath: '/me.png' }));
  expect(text).not.toMatch(/<\/script|<!--/i);
  expect(JSON.parse(text).name).toBe(name);
});
