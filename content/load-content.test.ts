/** @jest-environment node */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { inspect } from 'node:util';
import { temporaryContentSet, tinyPng, validContent } from '@/test/content-set';
import { loadContent } from '.';
import { ContentError, formatProblem } from './validate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break files in arbitrary ways
type Json = any;

/** The file system module itself, as the loader calls it, for tests that make it answer as another disk would. */
const fs = jest.requireActual<typeof import('node:fs')>('node:fs');

let set: ReturnType<typeof temporaryContentSet>;

beforeEach(() => {
  set = temporaryContentSet();
});
afterEach(() => set.remove());

/** Applies `change` to one file of the test's content set. */
function edit(file: string, change: (json: Json) => void) {
  const path = join(set.contentDir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** Applies `change` and returns the lines the loader reports. */
function problemsAfter(file: string, change: (json: Json) => void): string[] {
  edit(file, change);
  return problemLines();
}

function problemLines(): string[] {
  try {
    loadContent(set.contentDir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems.map((problem) =>
      formatProblem({ ...problem, file: problem.file.replace(set.contentDir, 'content') }).replaceAll(set.root, '<site>'),
    );
  }
  throw new Error('the loader accepted the broken content');
}

test('a valid content set loads', () => {
  const content = loadContent(set.contentDir);
  expect(content.portfolio.projects).toHaveLength(validContent().portfolio.projects.length);
  expect(content.site.url).toBe('https://test-owner.github.io/portfolio');
});

test.each([
  ['iw', 'he'],
  ['in', 'id'],
  ['pt-pt', 'pt-PT'],
])('the site\'s language written "%s" is used as Unicode spells it, "%s"', (written, canonical) => {
  // <html lang>, og:locale and the numbers' digits take it: "in" and "iw" are codes screen
  // readers and search engines may not know any more (og:locale was "in_ID", not "id_ID").
  edit('site.json', (json) => (json.lang = written));
  expect(loadContent(set.contentDir).site.lang).toBe(canonical);
});

test('an owner may list any number of projects', () => {
  edit('portfolio.json', (json) => json.projects.splice(1));
  expect(loadContent(set.contentDir).portfolio.projects).toHaveLength(1);
});

test.each(['skills', 'tools', 'timeline'])('an empty %s list is valid', (list) => {
  edit('about.json', (json) => (json[list] = []));
  expect(loadContent(set.contentDir).about[list as 'skills']).toEqual([]);
});

test('empty projects and sponsors lists are valid; the Portfolio page has words for it in the site\'s language', () => {
  edit('portfolio.json', (json) => (json.projects = []));
  edit('sponsors.json', (json) => (json.sponsors = []));
  const content = loadContent(set.contentDir);
  expect(content.sponsors?.sponsors).toEqual([]);
  expect(content.portfolio.noProjects).toBeUndefined();
  expect(content.ui.portfolio.noProjects).toMatch(/\S/);
});

test('a line break in a one-line text is a space everywhere it is shown; paragraphs keep theirs', () => {
  edit('site.json', (json) => (json.name = 'Ana\nLópez'));
  edit('home.json', (json) => (json.roles.first = 'Full-stack \r\n  engineer\n'));
  edit('about.json', (json) => {
    json.timeline[0].where = 'Acme\n\nLabs';
    json.intro.paragraph = 'First line.\nSecond line.\n\nA new paragraph.';
  });
  edit('portfolio.json', (json) => {
    json.projects[0].title = '\nA long\ntitle';
    json.projects[0].description = 'One.\nTwo.';
  });
  edit('sponsors.json', (json) => {
    json.sponsors[0].name = 'Big\nCorp';
    json.sponsors[1].name = '岡田\nさくら\u2028Sakura';
    json.sponsors[1].alt = '東京です。\nコーヒー\nを飲む，\n台北';
  });
  const { site, home, about, portfolio, sponsors } = loadContent(set.contentDir);
  expect([site.name, home.roles.first, about.timeline[0]!.where, portfolio.projects[0]!.title, sponsors?.sponsors[0]!.name]).toEqual([
    'Ana López',
    'Full-stack engineer',
    'Acme Labs',
    'A long title',
    'Big Corp',
  ]);
  // Chinese and Japanese words are not spaced apart.
  expect(sponsors?.sponsors[1]!.name).toBe('岡田さくら Sakura');
  expect(sponsors?.sponsors[1]!.alt).toBe('東京です。コーヒーを飲む，台北');
  expect(about.intro.paragraph).toBe('First line.\nSecond line.\n\nA new paragraph.');
  expect(portfolio.projects[0]!.description).toBe('One.\nTwo.');
});

test('text typed with its accents as characters of their own is composed, letter and accents in one character', () => {
  // Vietnamese typed as "Unicode tổ hợp" (decomposed): cv.pdf and the social card drew such a
  // letter in pieces, from several font files (content/schemas.ts, `composed`).
  const vietnamese = 'Nguyễn Thị Ánh: kỹ sư ở Thành phố Hồ Chí Minh';
  const decomposed = vietnamese.normalize('NFD');
  expect(decomposed).not.toBe(vietnamese);
  edit('site.json', (json) => (json.name = decomposed));
  edit('about.json', (json) => {
    json.intro.paragraph = `${decomposed}.\n\n${decomposed}.`;
    json.skills[0].name = decomposed;
  });
  edit('sponsors.json', (json) => (json.sponsors[0].name = decomposed));
  // Korean written as its letters' parts (jamo), and a compatibility ideograph kept as written:
  // a Japanese name may use one for its shape (神 U+FA19), which the composed form would replace.
  edit('home.json', (json) => (json.greeting = `${'한국어'.normalize('NFD')} \uFA19戸`));
  const { site, about, sponsors, home } = loadContent(set.contentDir);
  expect([site.name, about.skills[0]!.name, sponsors?.sponsors[0]!.name]).toEqual([vietnamese, vietnamese, vietnamese]);
  expect(about.intro.paragraph).toBe(`${vietnamese}.\n\n${vietnamese}.`);
  expect(home.greeting).toBe('한국어 \uFA19戸');
});

test('an e-mail address with letters of any script before the "@" and in its domain is taken, as it is written, and a domain in its ASCII form (.рф)', () => {
  for (const email of ['josé@example.com', 'анна.иванова@example.ru', '李伟+site@example.cn', 'анна@xn--e1afmkfd.xn--p1ai', 'анна@пример.рф', 'ana+site@müller.de']) {
    edit('contact.json', (json) => (json.email = email));
    expect(loadContent(set.contentDir).contact.email).toBe(email);
  }
});

test('a file saved with a byte-order mark (Windows Notepad) loads', () => {
  for (const name of ['site', 'portfolio']) {
    const path = join(set.contentDir, `${name}.json`);
    writeFileSync(path, `\uFEFF${readFileSync(path, 'utf8')}`);
  }
  expect(loadContent(set.contentDir).site.name).toBe('Test Owner');
});

describe('what an editor saved the file as', () => {
  const path = (name: string) => join(set.contentDir, `${name}.json`);
  /** The site's name written with letters outside ASCII, the file then saved by `save`. */
  function saveNamed(name: string, save: (text: string) => Buffer) {
    edit('site.json', (json) => (json.name = name));
    writeFileSync(path('site'), save(readFileSync(path('site'), 'utf8')));
  }

  test.each([
    ['UTF-16, little-endian with a byte-order mark (Notepad\'s "Unicode")', (text: string) => Buffer.from(`\uFEFF${text}`, 'utf16le')],
    ['UTF-16, big-endian with a byte-order mark', (text: string) => Buffer.from(`\uFEFF${text}`, 'utf16le').swap16()],
    ['UTF-16 without a byte-order mark', (text: string) => Buffer.from(text, 'utf16le')],
  ])('%s: read as it is, every letter kept', (_, save) => {
    saveNamed('Zoë Ångström 李', save);
    expect(loadContent(set.contentDir).site.name).toBe('Zoë Ångström 李');
  });

  test('Windows-1252 ("ANSI"): refused at the first letter outside ASCII, with how to save it as UTF-8', () => {
    // What "Amára — Paris" is in an editor set to Western (Windows 1252): the dash is 0x97.
    saveNamed('Amára — Paris', (text) => Buffer.from(text.replace('—', '\u0097'), 'latin1'));
    const [message] = problemLines();
    const [first, shown, caret] = message!.split('\n');
    expect(first).toMatch(
      /^content\/site\.json:\d+:\d+: the file is not saved as UTF-8, .*the byte 0xE1 here \("á" in "Western \(Windows 1252\)", also called "ANSI"\) would show as "�" on the site\. Save the file with the encoding UTF-8/,
    );
    // The line as the owner's editor shows it, the caret under the "á".
    expect(shown).toContain('"Amára — Paris"');
    expect(shown![caret!.indexOf('^')]).toBe('á');
  });

  test('a letter cut short at the end of the file is refused too', () => {
    writeFileSync(path('home'), Buffer.concat([readFileSync(path('home')), Buffer.from([0xc3])]));
    expect(problemLines()).toEqual([expect.stringMatching(/^content\/home\.json:\d+:\d+: the file is not saved as UTF-8, the encoding the site reads: the byte 0xC3 here/)]);
  });
});

const URL_HINT = 'expected a URL starting with https:// (or http://)';

test.each([
  ['a malformed URL', 'portfolio.json', (j: Json) => (j.projects[2].link = 'example.com/app'), `content/portfolio.json: projects[2] "Project 3": link: ${URL_HINT}, or "#" when there is none: write "https://example.com/app"`],
  ['an empty iOS link', 'portfolio.json', (j: Json) => (j.projects[0].ios = ''), `content/portfolio.json: projects[0] "Project 1": ios: ${URL_HINT}, or "#" when there is none`],
  ['a missing required field', 'portfolio.json', (j: Json) => delete j.projects[1].description, 'content/portfolio.json: projects[1] "Project 2": description: missing: this field is required (text): The story under the title'],
  ['a missing field with a description', 'site.json', (j: Json) => delete j.jobTitle, "content/site.json: jobTitle: missing: this field is required (text): The owner's role, as in a CV"],
  ['a wrong type', 'about.json', (j: Json) => (j.skills = 'TypeScript, React'), 'content/about.json: skills: expected a list, got the text "TypeScript, React"'],
  // Counted in letters, as the item names above are: cut at 40 UTF-16 units, the message showed half an emoji ("\ud83e").
  ['a wrong type, its text shown in whole letters', 'about.json', (j: Json) => (j.skills = `a${'🦀'.repeat(25)}`), `content/about.json: skills: expected a list, got the text "a${'🦀'.repeat(25)}"`],
  ['a number for text', 'about.json', (j: Json) => (j.timeline[1].date = 2022), 'content/about.json: timeline[1] "Intern": date: expected text, got number 2022: write "2022", in double quotes'],
  ['an empty text', 'home.json', (j: Json) => (j.roles.third = ' '), 'content/home.json: roles.third: must not be empty: The third tagline; "" or left out to have fewer than six'],
  [
    'a text of characters that draw nothing',
    'home.json',
    (j: Json) => (j.roles.sixth = '\u200b\u200d\u200e\ufe0f'),
    'content/home.json: roles.sixth: has only characters that draw nothing (zero-width spaces or joiners, direction marks, variation selectors): write the text itself',
  ],
  ['a skill written as a plain text', 'about.json', (j: Json) => (j.skills[0] = 'Rust'), 'content/about.json: skills[0]: expected an object, got the text "Rust": write {"name": "Rust"}'],
  ['a job written as a plain text', 'about.json', (j: Json) => (j.timeline[0] = 'Engineer at Acme'), 'content/about.json: timeline[0]: expected an object, got the text "Engineer at Acme": write an object with "jobtitle", "where", "date"'],
  ['an empty skill', 'about.json', (j: Json) => (j.skills[1].name = ''), 'content/about.json: skills[1].name: must not be empty: The name on the card'],
  ['a malformed e-mail', 'contact.json', (j: Json) => (j.email = 'hello at example.com'), 'content/contact.json: email: expected an e-mail address such as you@example.com'],
  ['an e-mail with a space', 'contact.json', (j: Json) => (j.email = 'jo sé@example.com'), 'content/contact.json: email: expected an e-mail address such as you@example.com'],
  ['an e-mail address at a domain with a space', 'contact.json', (j: Json) => (j.email = 'ana@mül ler.de'), 'content/contact.json: email: expected an e-mail address such as you@example.com'],
  ['a misspelt field in a named item', 'sponsors.json', (j: Json) => (j.sponsors[0].nmae = 'x'), 'content/sponsors.json: sponsors[0] "Sponsor 1": unknown field "nmae": did you mean "name"?'],
  ['a misspelt field in an item without a name', 'sponsors.json', (j: Json) => (j.sponsors[1].iso = 'x'), 'content/sponsors.json: sponsors[1]: unknown field "iso": did you mean "ios"?'],
  ['a field the file does not have', 'socials.json', (j: Json) => (j.instagram = 'https://x'), 'content/socials.json: unknown field "instagram": check the spelling (the fields here are "twitter", "github", "facebook", "linkedin", "youtube", "twitch", "mastodon", "bluesky", "gitlab", "stackoverflow")'],
  ['a Mastodon handle', 'socials.json', (j: Json) => (j.mastodon = '@amara@hachyderm.io'), `content/socials.json: mastodon: ${URL_HINT}, or "" when there is none: write your profile's address, such as "https://hachyderm.io/@amara"`],
  ['a Mastodon name without its server', 'socials.json', (j: Json) => (j.mastodon = '@amara'), `content/socials.json: mastodon: ${URL_HINT}, or "" when there is none`],
  ['a Bluesky handle', 'socials.json', (j: Json) => (j.bluesky = '@amara.bsky.social'), `content/socials.json: bluesky: ${URL_HINT}, or "" when there is none: write your profile's address, such as "https://bsky.app/profile/amara.bsky.social"`],
  ['a GitLab name', 'socials.json', (j: Json) => (j.gitlab = 'amara'), `content/socials.json: gitlab: ${URL_HINT}, or "" when there is none: write your profile's address, such as "https://gitlab.com/amara"`],
  ['a Stack Overflow name, whose address needs its number', 'socials.json', (j: Json) => (j.stackoverflow = 'amara'), `content/socials.json: stackoverflow: ${URL_HINT}, or "" when there is none`],
  ['a social link without a scheme', 'socials.json', (j: Json) => (j.youtube = 'youtube.com/@me'), `content/socials.json: youtube: ${URL_HINT}, or "" when there is none: write "https://youtube.com/@me"`],
  ['a user name for a profile', 'socials.json', (j: Json) => (j.twitter = '@amara'), `content/socials.json: twitter: ${URL_HINT}, or "" when there is none: write your profile's address, such as "https://x.com/amara"`],
  ['a user name with a dot', 'socials.json', (j: Json) => (j.facebook = 'john.smith'), `content/socials.json: facebook: ${URL_HINT}, or "" when there is none: write your profile's address, such as "https://www.facebook.com/john.smith"`],
  ['a number that is not a year', 'about.json', (j: Json) => (j.timeline[1].date = 1.5), 'content/about.json: timeline[1] "Intern": date: expected text, got number 1.5'],
  ['a YouTube handle', 'socials.json', (j: Json) => (j.youtube = '@amara'), `content/socials.json: youtube: ${URL_HINT}, or "" when there is none: write your profile's address, such as "https://www.youtube.com/@amara"`],
  ['a LinkedIn name', 'socials.json', (j: Json) => (j.linkedin = 'amara-okafor'), `content/socials.json: linkedin: ${URL_HINT}, or "" when there is none: write your profile's address, such as "https://www.linkedin.com/in/amara-okafor"`],
  ['an e-mail address written as a link', 'contact.json', (j: Json) => (j.email = 'mailto:amara@example.com'), 'content/contact.json: email: expected the address alone, without "mailto:" (the site makes the link): write "amara@example.com"'],
  ['a site URL without its https://', 'site.json', (j: Json) => (j.url = 'amara.github.io/portfolio'), `content/site.json: url: ${URL_HINT}: write "https://amara.github.io/portfolio"`],
  ['a profile override that is neither a URL nor false', 'contact.json', (j: Json) => (j.profiles = { github: '' }), `content/contact.json: profiles.github: ${URL_HINT}, or false to hide the link`],
  ['a sponsor page that is not on GitHub Sponsors', 'sponsors.json', (j: Json) => (j.sponsorPage = 'https://ko-fi.com/me'), 'content/sponsors.json: sponsorPage: expected your GitHub Sponsors page: https://github.com/sponsors/{user}'],
  ['a language\'s name for its tag', 'site.json', (j: Json) => (j.lang = 'Français'), 'content/site.json: lang: expected a language tag such as "en" or "en-GB": write "fr" (French)'],
  ['a focus spelt another way', 'home.json', (j: Json) => (j.profile.focus = 'centre'), 'content/home.json: profile.focus: expected "center", "top", "bottom", "left", "right", "top left", "top right", "bottom left", "bottom right" or "whole": did you mean "center"?'],
  ['a focus written with a hyphen', 'home.json', (j: Json) => (j.profile.focus = 'Top-Left'), 'content/home.json: profile.focus: expected "center", "top", "bottom", "left", "right", "top left", "top right", "bottom left", "bottom right" or "whole": did you mean "top left"?'],
  ['a focus that is none of them', 'home.json', (j: Json) => (j.profile.focus = 'middle'), 'content/home.json: profile.focus: expected "center", "top", "bottom", "left", "right", "top left", "top right", "bottom left", "bottom right" or "whole"'],
  ['a direction in capitals', 'site.json', (j: Json) => (j.dir = 'RTL'), 'content/site.json: dir: expected "ltr" or "rtl": did you mean "rtl"?'],
  ['a site URL that is not a URL', 'site.json', (j: Json) => (j.url = 'my site'), `content/site.json: url: ${URL_HINT}`],
  [
    'a site URL whose path no GitHub repository has (it is the base path)',
    'site.json',
    (j: Json) => (j.url = 'https://you.github.io/मेरा-पोर्टफोलियो'),
    'content/site.json: url: its path "/मेरा-पोर्टफोलियो" is the base path the site is served under, and may hold only letters A–Z, digits, ".", "_" and "-", as a GitHub repository\'s name: such as https://you.github.io/my-portfolio',
  ],
  [
    'a site URL with a query',
    'site.json',
    (j: Json) => (j.url = 'https://you.github.io/portfolio?ref=cv'),
    'content/site.json: url: the site URL must not have a query or a fragment (?… or #…): write its address alone, such as https://you.github.io/portfolio',
  ],
  ['a language that is not a tag', 'site.json', (j: Json) => (j.lang = 'my language'), 'content/site.json: lang: expected a language tag such as "en" or "en-GB"'],
  ['a country\'s code for its language\'s', 'site.json', (j: Json) => (j.lang = 'jp'), 'content/site.json: lang: "jp" is no language\'s code ("JP" is Japan\'s country code): write "ja" (Japanese)'],
  ['a language tag browsers cannot read', 'site.json', (j: Json) => (j.lang = 'en-GB-oed'), 'content/site.json: lang: "en-GB-oed" is a language tag browsers cannot read (an old form, or a part written twice): write "en-GB"'],
  ['a language tag with a part written twice', 'site.json', (j: Json) => (j.lang = 'tr-TR-TR'), 'content/site.json: lang: "tr-TR-TR" is a language tag browsers cannot read (an old form, or a part written twice): write "tr-TR"'],
  ['an old irregular language tag', 'site.json', (j: Json) => (j.lang = 'zh-min-nan'), 'content/site.json: lang: "zh-min-nan" is a language tag browsers cannot read (an old form, or a part written twice): write the language\'s code, and its region if you want one, such as "en" or "en-GB"'],
  ['an item\'s language written by its name', 'portfolio.json', (j: Json) => (j.projects[1].lang = 'English'), 'content/portfolio.json: projects[1] "Project 2": lang: expected a language tag such as "en" or "en-GB": write "en" (English)'],
])('%s names the file, the field and what to write', (_, file, change, expected) => {
  expect(problemsAfter(file, change)).toEqual([expected]);
});

test('a long title names the item, shortened', () => {
  edit('portfolio.json', (json) => {
    json.projects[0].title = 'A'.repeat(100);
    json.projects[0].link = 'nope';
  });
  expect(problemLines()).toEqual([
    `content/portfolio.json: projects[0] "${'A'.repeat(40)}…": link: ${URL_HINT}, or "#" when there is none`,
  ]);
});

test('a long title is shortened between the characters a reader sees, not inside one', () => {
  // 39 letters, then a family (five code points), then more: cut by code point, the label ended
  // in the family's first person and a joiner.
  const family = '👩‍👩‍👧';
  edit('portfolio.json', (json) => {
    json.projects[0].title = `${'A'.repeat(39)}${family} and more`;
    json.projects[0].link = 'nope';
  });
  expect(problemLines()).toEqual([
    `content/portfolio.json: projects[0] "${'A'.repeat(39)}${family}…": link: ${URL_HINT}, or "#" when there is none`,
  ]);
});

test('GitHub and LinkedIn left in contact.json from before are explained, not just refused', () => {
  const lines = problemsAfter('contact.json', (json) => (json.github = 'https://github.com/me'));
  expect(lines).toEqual([expect.stringMatching(/^content\/contact\.json: "github" has moved: the Contact page takes it from socials\.json\./)]);
  expect(lines[0]).toContain('"profiles": { "github": "https://…" } or { "github": false }');
});

describe('images', () => {
  const types = '.jpg, .jpeg, .png, .webp, .avif or .svg';

  test('an image that is not in public/ names where it was looked for', () => {
    expect(problemsAfter('portfolio.json', (j) => (j.projects[1].img = '/images/missing.png'))).toEqual([
      'content/portfolio.json: projects[1] "Project 2": img: no file <site>/public/images/missing.png: add the image to <site>/public/ or fix the path',
    ]);
  });

  test.each([
    ['a typo in its name', '/images/projects/projcet-1.png'],
    ['a typo in a folder', '/images/projetcs/project-1.png'],
    ['its folder left out', '/images/project-1.png'],
  ])('an image path with %s names the file it most likely means', (_, img) => {
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = img))).toEqual([
      `content/portfolio.json: projects[0] "Project 1": img: no file <site>/public${img}: did you mean "/images/projects/project-1.png"? (Or add the image to <site>/public/.)`,
    ]);
  });

  test.each([
    ['a number not there yet, beside others', '/images/projects/project-13.png'],
    ['a name found only outside the folder written', '/images/sponsors/project-1.png'],
  ])('an image path with %s names no file it could mean', (_, img) => {
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = img))).toEqual([
      `content/portfolio.json: projects[0] "Project 1": img: no file <site>/public${img}: add the image to <site>/public/ or fix the path`,
    ]);
  });

  test.each(['/images/projects/', '/images/projects'])('a folder (%s) is not an image', (img) => {
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = img))).toEqual([
      'content/portfolio.json: projects[0] "Project 1": img: <site>/public/images/projects is a folder, not an image: name a file in it, such as "/images/projects/photo.webp"',
    ]);
  });

  test('a file of another type is refused, and the types the site takes are named', () => {
    writeFileSync(join(set.publicDir, 'cv.pdf'), '%PDF-1.4');
    expect(problemsAfter('home.json', (j) => (j.profile.img = '/cv.pdf'))).toEqual([
      `content/home.json: profile.img: "/cv.pdf" is not an image type the site takes: use a ${types} file`,
    ]);
  });

  test.each(['IMG_4021.JPG', 'DSC_0042', 'PXL_20260601_101500123', 'team photo.png', 'Screenshot 2026-06-01 at 10.00.00 AM.png'])(
    'an image described by a file name (%s) is refused: a screen reader would read the name',
    (name) => {
      expect(problemsAfter('home.json', (j) => (j.profile.alt = name))).toEqual([
        `content/home.json: profile.alt: "${name}" is a file's name, which a screen reader reads out as it is: describe what the picture shows ("Amara at her desk, soldering a keyboard")`,
      ]);
    },
  );

  test.each(['A portrait of Amara in 2024', 'Pixel art of a cat', 'DSC medal ceremony, 2019', 'Our team at the png conference'])('a description (%s) is taken', (text) => {
    edit('home.json', (j) => (j.profile.alt = text));
    expect(loadContent(set.contentDir).home.profile.alt).toBe(text);
  });

  test('a GIF is refused with what to save it as', () => {
    writeFileSync(join(set.publicDir, 'demo.gif'), 'GIF89a');
    expect(problemsAfter('home.json', (j) => (j.profile.img = '/demo.gif'))).toEqual([
      'content/home.json: profile.img: "/demo.gif" is a GIF, which the site does not take: save the frame to show as a PNG or WebP and name that file (the site shows still pictures)',
    ]);
  });

  test('an iPhone photo in HEIC is refused with how to make it a JPEG', () => {
    writeFileSync(join(set.publicDir, 'IMG_0042.HEIC'), 'ftypheic');
    expect(problemsAfter('home.json', (j) => (j.profile.img = '/IMG_0042.HEIC'))).toEqual([
      expect.stringMatching(/^content\/home\.json: profile\.img: "\/IMG_0042\.HEIC" is a HEIC photo \(an iPhone's format\), which most browsers cannot show: save it as a JPEG/),
    ]);
  });

  test.each(['photo.jpg', 'photo.JPEG', 'logo.svg', 'pic.avif', 'pic.webp', 'my photo.png'])('a %s file is taken', (name) => {
    writeFileSync(join(set.publicDir, name), tinyPng);
    edit('home.json', (j) => (j.profile.img = `/${encodeURI(name)}`));
    expect(loadContent(set.contentDir).home.profile.img).toBe(`/${encodeURI(name)}`);
  });

  describe("an image written as its address on the owner's own site", () => {
    const refused = (img: string) =>
      `content/home.json: profile.img: "${img}" is the address of <site>/public/images/profile.png on your own site: write "/images/profile.png", its path in public/ (the site adds its base path). ` +
      "An address is loaded as it is, the whole original on every screen, and only once the site is published, so the deploy's check, which loads every picture first, fails on it";

    test.each([
      ["site.json's address", 'https://test-owner.github.io/portfolio/images/profile.png'],
      ['a GitHub Pages site under another repository name', 'https://test-owner.github.io/mi-portafolio/images/profile.png'],
      ['a GitHub Pages user site', 'https://test-owner.github.io/images/profile.png'],
    ])('%s is refused, with the path in public/ to write', (_, img) => {
      expect(problemsAfter('home.json', (j) => (j.profile.img = img))).toEqual([refused(img)]);
    });

    test('SITE_URL, as the deploy sets it, is the site\'s address too', () => {
      const before = process.env.SITE_URL;
      process.env.SITE_URL = 'https://mariana.dev';
      try {
        expect(problemsAfter('home.json', (j) => (j.profile.img = 'https://mariana.dev/images/profile.png'))).toEqual([refused('https://mariana.dev/images/profile.png')]);
      } finally {
        if (before === undefined) delete process.env.SITE_URL;
        else process.env.SITE_URL = before;
      }
    });

    test.each([
      ['another host', 'https://cdn.example.com/images/profile.png'],
      ['a GitHub Pages address of no file in public/', 'https://someone.github.io/brand/logo.png'],
      ["the site's domain outside its base path", 'https://test-owner.github.io/blog/images/header.png'],
    ])('%s is taken', (_, img) => {
      edit('home.json', (j) => (j.profile.img = img));
      expect(loadContent(set.contentDir).home.profile.img).toBe(img);
    });
  });

  test('a path with the base path written in is refused with the path to write, however many files share its name', () => {
    // Two profile.png: no "did you mean" could tell which one.
    mkdirSync(join(set.publicDir, 'images', '2024'));
    writeFileSync(join(set.publicDir, 'images', '2024', 'profile.png'), tinyPng);
    expect(problemsAfter('home.json', (j) => (j.profile.img = '/portfolio/images/profile.png'))).toEqual([
      'content/home.json: profile.img: no file <site>/public/portfolio/images/profile.png: "/portfolio/images/profile.png" starts with the site\'s base path, /portfolio, which the site adds itself: write "/images/profile.png"',
    ]);
  });

  test('capitals that differ from the file name are pointed out (web hosts tell them apart)', () => {
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = '/images/projects/Project-1.png'))).toEqual([
      'content/portfolio.json: projects[0] "Project 1": img: no file <site>/public/images/projects/Project-1.png, but there is project-1.png: write "/images/projects/project-1.png", the name with the same capitals (web servers tell them apart)',
    ]);
  });

  test('a folder written with other capitals than on disk is named, on any disk (web servers tell them apart)', () => {
    // On Linux the path opens nothing; on macOS and Windows it opens the file, and the deploy fails.
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = '/Images/projects/project-1.png'))).toEqual([
      'content/portfolio.json: projects[0] "Project 1": img: no folder <site>/public/Images, but there is images: write "/images/projects/project-1.png", the folder\'s name with the same capitals (web servers tell them apart)',
    ]);
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = '/images/Projects/Project-1.png'))).toEqual([
      'content/portfolio.json: projects[0] "Project 1": img: no folder <site>/public/images/Projects, but there is projects: write the folder\'s name with the same capitals (web servers tell them apart)',
    ]);
  });

  test('a folder with other capitals is named even where the disk opens the path (macOS, Windows)', () => {
    // A case-insensitive disk: every path opens whatever its capitals; only the listing has the real ones.
    const { statSync } = fs;
    jest.spyOn(fs, 'statSync').mockImplementation(((path: string, options?: object) =>
      statSync(path.replace(`${sep}Images${sep}`, `${sep}images${sep}`), options)) as typeof fs.statSync);
    try {
      expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = '/Images/projects/project-1.png'))).toEqual([
        'content/portfolio.json: projects[0] "Project 1": img: no folder <site>/public/Images, but there is images: write "/images/projects/project-1.png", the folder\'s name with the same capitals (web servers tell them apart)',
      ]);
    } finally {
      jest.restoreAllMocks();
    }
  });

  test('a macOS screenshot, whose name has a narrow no-break space before AM or PM, is named with the character to retype', () => {
    // macOS (13 and later) writes U+202F between the time and AM/PM; the owner types a space.
    writeFileSync(join(set.publicDir, 'images', 'Screenshot 2026-06-01 at 10.00.00\u202fAM.png'), tinyPng);
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = '/images/Screenshot 2026-06-01 at 10.00.00 AM.png'))).toEqual([
      'content/portfolio.json: projects[0] "Project 1": img: no file <site>/public/images/Screenshot 2026-06-01 at 10.00.00 AM.png, but there is Screenshot 2026-06-01 at 10.00.00\u202fAM.png, which looks the same: its name has a narrow no-break space (U+202F) where the JSON has a space (macOS puts one before AM and PM in a screenshot\'s name): rename the file, typing its name again with plain spaces, or write that space as \\u202f in the JSON',
    ]);
  });

  describe('a name whose accented letters are stored in another form (é as one character, or e and an accent)', () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';

    test('is refused where the image step cannot open it (Linux), saying what to retype', () => {
      writeFileSync(join(set.publicDir, 'images', `${decomposed}.png`), tinyPng);
      mkdirSync(join(set.publicDir, 'images', decomposed));
      writeFileSync(join(set.publicDir, 'images', decomposed, 'menu.png'), tinyPng);
      edit('portfolio.json', (j) => {
        j.projects[0].img = `/images/${composed}.png`;
        j.projects[1].img = `/images/${composed}/menu.png`;
      });
      expect(problemLines()).toEqual([
        `content/portfolio.json: projects[0] "Project 1": img: no file <site>/public/images/${composed}.png, but there is ${decomposed}.png, which looks the same: its accented letters are written in another form (é as one character, or as e and an accent): retype the name in the JSON, or rename the file, typing its name again`,
        `content/portfolio.json: projects[1] "Project 2": img: no folder <site>/public/images/${composed}, but there is ${decomposed}, which looks the same: its accented letters are written in another form (é as one character, or as e and an accent): retype the name in the JSON, or rename the folder, typing its name again`,
      ]);
    });

    test('is taken where the image step opens it (macOS stores names decomposed and opens them either way)', () => {
      writeFileSync(join(set.publicDir, 'images', `${composed}.png`), tinyPng);
      mkdirSync(join(set.publicDir, 'images', composed));
      writeFileSync(join(set.publicDir, 'images', composed, 'menu.png'), tinyPng);
      // The listing gives the names as macOS stores them; the files open by the names in the JSON.
      const { readdirSync } = fs;
      jest.spyOn(fs, 'readdirSync').mockImplementation(((path: string) =>
        (readdirSync(path) as string[]).map((name) => name.normalize('NFD'))) as typeof fs.readdirSync);
      try {
        edit('portfolio.json', (j) => {
          j.projects[0].img = `/images/${composed}.png`;
          j.projects[1].img = `/images/${composed}/menu.png`;
        });
        expect(loadContent(set.contentDir).portfolio.projects.slice(0, 2).map(({ img }) => img)).toEqual([`/images/${composed}.png`, `/images/${composed}/menu.png`]);
      } finally {
        jest.restoreAllMocks();
      }
    });
  });

  test('a path that leaves public/ is refused', () => {
    expect(problemsAfter('home.json', (j) => (j.profile.img = '/../content/site.png'))).toEqual([
      'content/home.json: profile.img: "/../content/site.png" points outside <site>/public/: images must be inside it',
    ]);
  });

  test('an https:// image is taken as it is; a path without "/" is explained', () => {
    edit('home.json', (j) => (j.profile.img = 'https://images.example/me.jpg'));
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = 'images/projects/project-1.png'))).toEqual([
      'content/portfolio.json: projects[0] "Project 1": img: expected a path in public/ starting with "/", such as "/images/photo.webp", or an https:// URL: write "/images/projects/project-1.png"',
    ]);
  });

  const fromTop = `write "/images/projects/project-1.png" (paths start at public/'s top, without its name)`;
  test.each([
    ['from the project\'s folder', 'public/images/projects/project-1.png', fromTop],
    ['from the JSON\'s folder, with Windows\' "\\"', '..\\public\\images\\projects\\project-1.png', fromTop],
    ['from the JSON\'s folder, with "./"', './images/projects/project-1.png', 'write "/images/projects/project-1.png"'],
    ['over http://', 'http://images.example/me.jpg', 'write "https://images.example/me.jpg" (a page served over https:// may not show an http:// image)'],
    ['without its scheme', '//images.example/me.jpg', 'write "https://images.example/me.jpg"'],
    ['as an address without its scheme', 'cdn.example.com/logo.png', 'write "https://cdn.example.com/logo.png"'],
    ['as a file name alone', 'me.webp', 'write "/me.webp"'],
    ['from a network share', '\\\\server\\share\\me.jpg', '"\\\\server\\share\\me.jpg" is a file on your computer, which visitors cannot load: copy it into public/images/ and write "/images/me.jpg"'],
    ['from the home folder', '~/Pictures/me.jpg', '"~/Pictures/me.jpg" is a file on your computer, which visitors cannot load: copy it into public/images/ and write "/images/me.jpg"'],
    ['on the owner\'s computer', 'C:\\Users\\Ana\\Pictures\\me.jpg', '"C:\\Users\\Ana\\Pictures\\me.jpg" is a file on your computer, which visitors cannot load: copy it into public/images/ and write "/images/me.jpg"'],
    ['as a file: address', 'file:///Users/ana/Pictures/me.jpg', '"file:///Users/ana/Pictures/me.jpg" is a file on your computer, which visitors cannot load: copy it into public/images/ and write "/images/me.jpg"'],
  ])('an image path written %s says what to write', (_, img, hint) => {
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = img))).toEqual([
      `content/portfolio.json: projects[0] "Project 1": img: expected a path in public/ starting with "/", such as "/images/photo.webp", or an https:// URL: ${hint}`,
    ]);
  });

  test('an image path starting "/public/" says to write it from public/\'s top', () => {
    expect(problemsAfter('portfolio.json', (j) => (j.projects[0].img = '/public/images/projects/project-1.png'))).toEqual([
      `content/portfolio.json: projects[0] "Project 1": img: no file <site>/public/public/images/projects/project-1.png: ${fromTop}`,
    ]);
  });

  test.each([
    [
      'a "#" in the file\'s name',
      '/images/C#-app.png',
      '"/images/C#-app.png" has a "#", where a web address ends the file\'s path (a "#" starts a place in the page), so browsers would ask for "/images/C": rename the file without the "#" and write its new name, e.g. "/images/C-app.png"',
    ],
    [
      'a "?" after the file\'s name',
      '/images/profile.png?v=2',
      '"/images/profile.png?v=2" has a "?", where a web address ends the file\'s path (a "?" starts a query), so browsers would ask for "/images/profile.png": write "/images/profile.png"',
    ],
    [
      'a "/" after the file\'s name',
      '/images/profile.png/',
      '"/images/profile.png/" ends with a "/", as a folder\'s path does: write the file\'s path without it, "/images/profile.png"',
    ],
    [
      'a "%" that starts no escape',
      '/images/100%.png',
      '"/images/100%.png" has a "%" that starts no escape such as %20 (a space): write a "%" of the file\'s name as %25, "/images/100%25.png", or rename the file without it',
    ],
  ])('%s is refused, though the file is there: the image step could not find it, nor a browser load it', (_, img, message) => {
    for (const name of ['C#-app.png', '100%.png']) writeFileSync(join(set.publicDir, 'images', name), tinyPng);
    expect(problemsAfter('home.json', (j) => (j.profile.img = img))).toEqual([`content/home.json: profile.img: ${message}`]);
  });

  test('a %-escape is read as a browser reads it: "%25" is a "%", "%23" a "#", "%2B" a "+"', () => {
    for (const name of ['100%.png', 'C#-app.png', 'a+b.png']) writeFileSync(join(set.publicDir, 'images', name), tinyPng);
    const written = ['/images/100%25.png', '/images/C%23-app.png', '/images/a%2Bb.png'];
    edit('portfolio.json', (j) => written.forEach((img, index) => (j.projects[index].img = img)));
    expect(loadContent(set.contentDir).portfolio.projects.map(({ img }) => img)).toEqual(written);
  });

  test('an https:// image URL that cannot be read is refused, naming what is wrong', () => {
    expect(problemsAfter('portfolio.json', (j) => (j.projects[1].img = 'https:// cdn.example.com/logo.png'))).toEqual([
      'content/portfolio.json: projects[1] "Project 2": img: "https:// cdn.example.com/logo.png" has a space in its host name, " cdn.example.com", so the image cannot be loaded: copy its address from the browser\'s address bar, e.g. "https://cdn.example.com/logo.png"',
    ]);
  });

  test('PUBLIC_DIR points the check at another public folder', () => {
    const other = join(set.root, 'elsewhere');
    mkdirSync(join(other, 'images'), { recursive: true });
    writeFileSync(join(other, 'images', 'only-here.png'), tinyPng);
    edit('home.json', (j) => (j.profile.img = '/images/only-here.png'));
    edit('portfolio.json', (j) => (j.projects = []));
    edit('sponsors.json', (j) => (j.sponsors = []));
    process.env.PUBLIC_DIR = other;
    try {
      expect(loadContent(set.contentDir).home.profile.img).toBe('/images/only-here.png');
    } finally {
      delete process.env.PUBLIC_DIR;
    }
  });
});

describe('JSON syntax errors name the line and column, and show them', () => {
  function syntaxError(file: string, text: string) {
    writeFileSync(join(set.contentDir, file), text);
    return problemLines();
  }

  test('a comma after the last field', () => {
    expect(syntaxError('about.json', '{\n  "description": "About",\n}\n')).toEqual([
      [
        'content/about.json:2:25: invalid JSON: remove this comma: JSON allows no comma after the last field, before }',
        '  2 |   "description": "About",',
        '    |                         ^',
      ].join('\n'),
    ]);
  });

  test('a missing comma between two fields is named where it goes, at the end of the first', () => {
    // It was "unexpected """" under the second field's opening quote, on the line after.
    expect(syntaxError('site.json', '{\n  "name": "Test"\n  "title": "T"\n}')).toEqual([
      [
        'content/site.json:2:17: invalid JSON: a comma , is missing here: JSON needs one between two fields',
        '  2 |   "name": "Test"',
        '    |                 ^',
      ].join('\n'),
    ]);
  });

  test('a quotation mark written inside a text is named where it ends the text, with how to write one', () => {
    expect(syntaxError('about.json', '{\n  "description": "I build "fast" apps"\n}')).toEqual([
      [
        'content/about.json:2:27: invalid JSON: a " inside a text ends it: write \\" for a quotation mark in the text, or use “ ” instead',
        '  2 |   "description": "I build "fast" apps"',
        '    |                           ^',
      ].join('\n'),
    ]);
    expect(syntaxError('about.json', '{ "skills": [{ "name": "C" }, "the "best" one"] }')[0]).toMatch(/^content\/about\.json:1:36: invalid JSON: a " inside a text ends it/);
    // A missing comma before a field on the next line, or a comment after the text, is not taken for it.
    expect(syntaxError('about.json', '{\n  "description": "App"\n  intro: "x"\n}')[0]).toMatch(/^content\/about\.json:3:3: invalid JSON: unexpected "i": expected a comma ,/);
    expect(syntaxError('about.json', '{ "description": "App" // the "main" one\n}')[0]).toMatch(/^content\/about\.json:1:24: invalid JSON: JSON allows no comments/);
    // Two fields on one line without a comma between them are not taken for one.
    expect(syntaxError('site.json', '{ "name": "Test" "title": "T" }')[0]).toMatch(/^content\/site\.json:1:17: invalid JSON: a comma , is missing here/);
  });

  test('single quotes, counted in characters after an emoji and a tab; the caret under them in a terminal, where the emoji is two cells wide', () => {
    expect(syntaxError('site.json', "{\n\t\"name\": \"Amara 🚀\", 'title': 'x'\n}")).toEqual([
      [
        'content/site.json:2:21: invalid JSON: use double quotes " around text and field names, not single quotes',
        "  2 | \t\"name\": \"Amara 🚀\", 'title': 'x'",
        '    | \t                    ^',
      ].join('\n'),
    ]);
  });

  test('a text left open, and a file cut short', () => {
    expect(syntaxError('site.json', '{ "name": "Test }')[0]).toMatch(/^content\/site\.json:1:11: invalid JSON: this text is not closed: a " is missing\n/);
    expect(syntaxError('site.json', '{ "name": "Test"')[0]).toMatch(/^content\/site\.json:1:17: invalid JSON: the file ends too early: /);
  });

  test('a field written twice in one object (a copied project) names the field and stops the build', () => {
    const path = join(set.contentDir, 'portfolio.json');
    const json = JSON.parse(readFileSync(path, 'utf8'));
    const text = JSON.stringify(json, null, 2).replace('"link": "https://example.com/project-2",', '"link": "https://example.com/project-2",\n      "link": "https://example.com/project-1",');
    const lines = syntaxError('portfolio.json', text);
    // The line after project 2's own link.
    const line = text.slice(0, text.indexOf('"link": "https://example.com/project-2"')).split('\n').length + 1;
    expect(lines).toEqual([
      [
        `content/portfolio.json:${line}:7: "link" is written twice in this object (first on line ${line - 1}): the second one wins unless you remove one of them`,
        `  ${line} |       "link": "https://example.com/project-1",`,
        `  ${' '.repeat(String(line).length)} |       ^`,
      ].join('\n'),
    ]);
  });

  test('a file saved on one long line shows the part around the column', () => {
    const line = `{ "description": "${'x'.repeat(200)}", "intro": oops }`;
    const [message] = syntaxError('about.json', line);
    const [, shown, caret] = message!.split('\n');
    expect(shown!.length).toBeLessThan(100);
    expect(shown![caret!.indexOf('^')]).toBe('o');
  });
});

test('a missing file is named, with how to put it back or show nothing of it', () => {
  rmSync(join(set.contentDir, 'socials.json'));
  expect(problemLines()).toEqual([
    'content/socials.json: file is missing: the site needs it. Put it back (git restore <site>/content/socials.json, if it was committed); to show nothing of it, keep the file with each network as ""',
  ]);
  rmSync(join(set.contentDir, 'home.json'));
  expect(problemLines()[0]).toBe('content/home.json: file is missing: the site needs it. Put it back (git restore <site>/content/home.json, if it was committed)');
});

test('without sponsors.json the site has no sponsors, and the content is valid; the file named with other capitals is asked to be renamed', () => {
  const sponsors = join(set.contentDir, 'sponsors.json');
  fs.renameSync(sponsors, join(set.contentDir, 'Sponsors.json'));
  expect(problemLines()).toEqual([
    'content/sponsors.json: file is missing, but there is Sponsors.json: rename it sponsors.json (git mv <site>/content/Sponsors.json <site>/content/sponsors.json: Git on macOS and Windows, like their disks, takes the two names for one); the deploy, on Linux, opens only sponsors.json',
  ]);
  rmSync(join(set.contentDir, 'Sponsors.json'));
  const content = loadContent(set.contentDir);
  expect(content.sponsors).toBeUndefined();
  expect(content.portfolio.projects).toHaveLength(3);
});

test('a content file whose name has other capitals is named, even where the disk opens it (macOS, Windows)', () => {
  // Site.json: macOS and Windows open it as site.json, and the deploy, on Linux, found no file.
  const site = join(set.contentDir, 'site.json');
  fs.renameSync(site, join(set.contentDir, 'Site.json'));
  const { readFileSync: read } = fs;
  jest.spyOn(fs, 'readFileSync').mockImplementation(((path: string, options?: object) =>
    read(path === site ? join(set.contentDir, 'Site.json') : path, options as never)) as typeof fs.readFileSync);
  try {
    expect(problemLines()).toEqual([
      'content/site.json: file is missing, but there is Site.json: rename it site.json (git mv <site>/content/Site.json <site>/content/site.json: Git on macOS and Windows, like their disks, takes the two names for one); the deploy, on Linux, opens only site.json',
    ]);
  } finally {
    jest.restoreAllMocks();
  }
});

test('every problem in every file is reported at once', () => {
  edit('socials.json', (json) => (json.github = 'nope'));
  expect(problemsAfter('portfolio.json', (json) => (json.projects[0].link = 'nope'))).toEqual([
    `content/portfolio.json: projects[0] "Project 1": link: ${URL_HINT}, or "#" when there is none`,
    `content/socials.json: github: ${URL_HINT}, or "" when there is none: write your profile's address, such as "https://github.com/nope"`,
  ]);
});

test('the error message lists the problems for the build log', () => {
  edit('portfolio.json', (json) => (json.projects[2].link = 'nope'));
  expect(() => loadContent(set.contentDir)).toThrow(/projects\[2\] "Project 3": link: expected a URL/);
});

test("the terminal shows a content error as its message alone: no stack trace, no loader's code, no copy of the problems", () => {
  // `next dev` prints what the page threw, with util.inspect, three times a reload (the layout, the
  // page, its metadata): a missing comma took 75 lines, each time with the loader's source around
  // its throw and the problems again as an object, as if the site's code had failed.
  edit('home.json', (json) => (json.greeting = ''));
  let error: unknown;
  try {
    loadContent(set.contentDir);
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(ContentError);
  const shown = inspect(error);
  expect(shown).toContain((error as ContentError).message);
  expect(shown).not.toMatch(/^\s+at /m);
  expect(shown).not.toContain('problems');
  expect((error as ContentError).problems).toHaveLength(1);
});

test('under npm run dev, a content error says to reload the page once the files are fixed, not to build again', () => {
  edit('home.json', (json) => (json.greeting = ''));
  const lastLine = () => {
    try {
      loadContent(set.contentDir);
    } catch (thrown) {
      return (thrown as Error).message.split('\n').at(-1);
    }
  };
  expect(lastLine()).toMatch(/ and build again\.$/);
  const { NODE_ENV } = process.env;
  Object.assign(process.env, { NODE_ENV: 'development' });
  try {
    expect(lastLine()).toMatch(/, then reload the page\.$/);
  } finally {
    Object.assign(process.env, { NODE_ENV });
  }
});

test('a mistake repeated over a long list is written out for three items, then the rest are named in one line', () => {
  edit('about.json', (json) => (json.skills = Array.from({ length: 40 }, (_, index) => `Skill ${index}`)));
  edit('site.json', (json) => (json.url = 'my site'));
  let error: ContentError | undefined;
  try {
    loadContent(set.contentDir);
  } catch (thrown) {
    error = thrown as ContentError;
  }
  expect(error?.problems).toHaveLength(41);
  const lines = error!.message.replaceAll(set.contentDir, 'content').split('\n');
  expect(lines.slice(1, -1)).toEqual([
    `content/site.json: url: ${URL_HINT}`,
    'content/about.json: skills[0]: expected an object, got the text "Skill 0": write {"name": "Skill 0"}',
    'content/about.json: skills[1]: expected an object, got the text "Skill 1": write {"name": "Skill 1"}',
    'content/about.json: skills[2]: expected an object, got the text "Skill 2": write {"name": "Skill 2"}',
    'content/about.json: the same for 37 more: skills[3] to skills[39]',
  ]);
});

test('the rest of a repeated mistake are named one by one where they do not run on, and by field in named items', () => {
  edit('portfolio.json', (json) => {
    json.projects = Array.from({ length: 9 }, (_, index) => ({ ...json.projects[0], title: `App ${index}`, link: index === 6 ? json.projects[0].link : `nope ${index}` }));
  });
  const message = (() => {
    try {
      loadContent(set.contentDir);
    } catch (thrown) {
      return (thrown as Error).message.replaceAll(set.contentDir, 'content');
    }
  })();
  expect(message).toContain('content/portfolio.json: projects[2] "App 2": link:');
  expect(message).not.toContain('projects[3] "App 3"');
  expect(message).toContain('content/portfolio.json: the same for 5 more: projects[3].link to projects[5].link, projects[7].link to projects[8].link');
});
