/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { FollowMe } from './FollowMe';

// SPEC.md §2: Follow Me links each network only when the owner configured it. (The browser tests'
// content configures all six of them, so they cannot see a network left out.)

const strings = { followMe: 'Follow Me', profile: "{name}'s {network} profile", newTab: '(opens in a new tab)' };
const none = { twitter: '', github: '', facebook: '', linkedin: '', youtube: '', twitch: '' };
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);

test('links only the networks the owner gave an address, in the SPEC order', () => {
  const html = renderToStaticMarkup(
    <FollowMe socials={{ ...none, twitch: 'https://www.twitch.tv/ana', github: 'https://github.com/ana' }} name="Ana" strings={strings} />,
  );
  expect(links(html)).toEqual(['https://github.com/ana', 'https://www.twitch.tv/ana']);
  expect(html).toContain("Ana&#x27;s GitHub profile (opens in a new tab)");
  expect(html).not.toMatch(/X \(Twitter\)|Facebook|LinkedIn|YouTube/);
});

test('with no network configured there is no Follow Me at all, not an empty heading', () => {
  expect(renderToStaticMarkup(<FollowMe socials={none} name="Ana" strings={strings} />)).toBe('');
});

test('the networks added to SPEC.md’s six follow them, each with its name and its mark, and each link says the profile is the owner’s', () => {
  const html = renderToStaticMarkup(
    <FollowMe
      socials={{ ...none, stackoverflow: 'https://stackoverflow.com/users/1/ana', mastodon: 'https://hachyderm.io/@ana', github: 'https://github.com/ana', bluesky: 'https://bsky.app/profile/ana.dev', gitlab: 'https://gitlab.com/ana' }}
      name="Ana"
      strings={strings}
    />,
  );
  expect(links(html)).toEqual(['https://github.com/ana', 'https://hachyderm.io/@ana', 'https://bsky.app/profile/ana.dev', 'https://gitlab.com/ana', 'https://stackoverflow.com/users/1/ana']);
  for (const network of ['Mastodon', 'Bluesky', 'GitLab', 'Stack Overflow']) expect(html).toContain(`Ana&#x27;s ${network} profile (opens in a new tab)`);
  expect([...html.matchAll(/<use href="[^"]*#([a-z]+)"/g)].map((match) => match[1])).toEqual(['github', 'mastodon', 'bluesky', 'gitlab', 'stackoverflow']);
  expect([...html.matchAll(/ rel="([^"]+)"/g)].map((match) => match[1])).toEqual(Array(5).fill('me noopener noreferrer'));
});
