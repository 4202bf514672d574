/** @jest-environment node */
import { loadedContent as loaded } from '@/test/content-set';
import { demoLeftoversWarning } from './demo-leftovers';

test('a fork with its owner’s name that still has the demo owner’s addresses and name is told where, file by file', () => {
  const warning = demoLeftoversWarning(
    loaded((content) => {
      content.site.name = 'Eleni Papadopoulou';
      content.home.greeting = "Hi, I'm Amara";
      content.contact.email = 'hello@amaraokafor.dev';
      content.sponsors.sponsorPage = 'https://github.com/sponsors/amaraokafor';
      content.socials.github = 'https://github.com/amaraokafor';
      content.socials.twitter = 'https://x.com/AmaraOkafor';
      content.portfolio.projects[1]!.link = 'https://github.com/amaraokafor/clinic-queue';
      content.about.description = 'About Amara  Okafor: her work timeline.';
    }),
  );
  expect(warning).toBe(
    [
      '⚠ The demo\'s owner, Amara Okafor, is still in your content, though site.json names "Eleni Papadopoulou": visitors would follow her links and write to her address. Write your own (or "" where a field may be empty) in:',
      '  content/home.json: greeting',
      '  content/about.json: description',
      '  content/portfolio.json: projects[1].link',
      '  content/sponsors.json: sponsorPage',
      '  content/contact.json: email',
      '  content/socials.json: twitter, github',
    ].join('\n'),
  );
});

test('the demo itself, and a fork without her, are told nothing', () => {
  expect(
    demoLeftoversWarning(
      loaded((content) => {
        content.site.name = 'Amara Okafor';
        content.socials.github = 'https://github.com/amaraokafor';
      }),
    ),
  ).toBeUndefined();
  // A name that only contains hers ("Tamara", "Amaral") is not hers.
  expect(
    demoLeftoversWarning(
      loaded((content) => {
        content.home.greeting = "Hi, I'm Tamara";
        content.about.intro.paragraph = 'I worked with the Amaral family’s studio.';
      }),
    ),
  ).toBeUndefined();
});

test('another Amara may greet with her own first name, and is still told of the demo owner’s addresses', () => {
  const warning = demoLeftoversWarning(
    loaded((content) => {
      content.site.name = 'Amara Silva';
      content.home.greeting = "Hi, I'm Amara";
      content.socials.linkedin = 'https://www.linkedin.com/in/amaraokafor';
    }),
  );
  expect(warning?.split('\n').slice(1)).toEqual(['  content/socials.json: linkedin']);
});
