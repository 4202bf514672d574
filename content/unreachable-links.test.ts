import { validContent } from '@/test/content-set';
import { unreachableLinks } from './unreachable-links';

test('a link to the owner’s computer or home network is named with what to write instead', () => {
  const content = validContent();
  content.portfolio.projects[0]!.link = 'http://localhost:3000/app';
  content.portfolio.projects[0]!.ios = 'http://192.168.1.20:8080/';
  content.sponsors.sponsors[0]!.link = 'https://printer.local/';
  content.socials.github = 'http://127.0.0.1:4000/me';
  content.contact.profiles = { linkedin: 'http://[::1]:8000/in/me' };
  expect(unreachableLinks(content)).toEqual([
    '⚠ content/portfolio.json projects[0].link: http://localhost:3000/app is an address on your own computer or network: visitors cannot open it. Write the project\'s public address, or "#" while it has none.',
    '⚠ content/portfolio.json projects[0].ios: http://192.168.1.20:8080/ is an address on your own computer or network: visitors cannot open it. Write its App Store address, or "#".',
    '⚠ content/sponsors.json sponsors[0].link: https://printer.local/ is an address on your own computer or network: visitors cannot open it. Write the sponsor\'s public address, or "#".',
    '⚠ content/socials.json github: http://127.0.0.1:4000/me is an address on your own computer or network: visitors cannot open it. Write your public profile\'s address, or "".',
    '⚠ content/contact.json profiles.linkedin: http://[::1]:8000/in/me is an address on your own computer or network: visitors cannot open it. Write your public profile\'s address.',
  ]);
});

test('public addresses, "#" and "" pass, an address that merely starts like a private one too', () => {
  const content = validContent();
  content.portfolio.projects[0]!.link = 'https://192.169.1.1/';
  content.portfolio.projects[0]!.ios = '#';
  content.socials.github = '';
  content.socials.twitter = 'https://localhost.example.com/me';
  expect(unreachableLinks(content)).toEqual([]);
});
