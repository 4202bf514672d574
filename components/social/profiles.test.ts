import { resolveProfiles } from './profiles';

const socials = { github: 'https://github.com/me', linkedin: 'https://www.linkedin.com/in/me', twitter: '' };

test('without overrides, the profiles are those of socials.json', () => {
  expect(resolveProfiles(socials)).toEqual({ github: socials.github, linkedin: socials.linkedin });
});

test('a network socials.json leaves empty or out is not shown', () => {
  expect(resolveProfiles({ github: '', twitter: 'https://x.com/me' })).toEqual({});
});

test('contact.json may replace one and hide the other', () => {
  expect(resolveProfiles(socials, { github: 'https://github.com/work-me', linkedin: false })).toEqual({ github: 'https://github.com/work-me' });
});

test('an override shows a profile socials.json does not have', () => {
  expect(resolveProfiles({ github: '' }, { github: 'https://github.com/me' })).toEqual({ github: 'https://github.com/me' });
});
