// A small valid content set the unit tests build on, so that no test depends on what the owner
// has written in content/ or put in public/. It is laid out as a site is:
//   <root>/content/*.json   the JSON, valid against content/schemas.ts
//   <root>/public/images/…  the images it names (tiny real PNGs)
// The loader finds the images through the same rule it uses for content/ and public/: the
// public/ folder beside the content folder (content/image-files.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { z } from 'zod';
import { loadContent } from '@/content';
import type { contentSchemas, ContentName, WithOptionalFiles } from '@/content/schemas';

/** What an owner writes in each file (schema input: defaults may be left out). */
export type ContentInput = { [K in ContentName]: z.input<(typeof contentSchemas)[K]> };

/** A content set as written to disk: the files an owner may delete (sponsors.json) may be left out. */
export type WrittenContent = WithOptionalFiles<ContentInput>;

/** A 1×1 PNG: a real picture, for anything that decodes the images it is given. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const project = (n: number) => ({
  title: `Project ${n}`,
  img: `/images/projects/project-${n}.png`,
  alt: `Screenshot of project ${n}`,
  description: `What project ${n} does and for whom.`,
  link: `https://example.com/project-${n}`,
  ios: n === 1 ? `https://apps.apple.com/app/project-${n}/id100000000${n}` : '#',
});

const sponsor = (n: number) => ({
  img: `/images/sponsors/sponsor-${n}.png`,
  alt: `Logo of sponsor ${n}`,
  description: `What sponsor ${n} supports.`,
  name: n === 1 ? `Sponsor ${n}` : '',
  link: `https://sponsor-${n}.example`,
  ios: '#',
});

/** A fresh valid content set: change what a test needs, then write it with `temporaryContentSet`. */
export function validContent(): ContentInput {
  return {
    site: {
      name: 'Test Owner',
      title: 'Test Owner · Engineer',
      description: 'The home page of a test owner.',
      jobTitle: 'Engineer',
      url: 'https://test-owner.github.io/portfolio',
      lang: 'en',
    },
    home: {
      greeting: "Hi, I'm Test",
      roles: { first: 'One', second: 'Two', third: 'Three', fourth: 'Four', fifth: 'Five', sixth: 'Six' },
      intro: 'A short introduction.',
      profile: { img: '/images/profile.png', alt: 'Portrait of the test owner' },
    },
    about: {
      description: 'About the test owner.',
      intro: { heading: 'About', paragraph: 'A paragraph about the test owner.' },
      timeline: [
        { jobtitle: 'Engineer', where: 'Somewhere', date: '2023 – present' },
        { jobtitle: 'Intern', where: 'Elsewhere', date: '2022' },
      ],
      skills: [{ name: 'TypeScript' }, { name: 'Testing' }],
      tools: [{ name: 'Git' }],
    },
    portfolio: { description: 'Projects of the test owner.', projects: [1, 2, 3].map(project) },
    sponsors: {
      description: 'Sponsors of the test owner.',
      sponsorPage: 'https://github.com/sponsors/test-owner',
      sponsors: [1, 2].map(sponsor),
    },
    contact: {
      description: 'Contact the test owner.',
      email: 'owner@example.com',
      intro: 'Write to me.',
      closing: 'Looking forward to hearing from you!',
      emailjs: { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' },
    },
    socials: {
      twitter: '',
      github: 'https://github.com/test-owner',
      facebook: '',
      linkedin: 'https://www.linkedin.com/in/test-owner',
      youtube: '',
      twitch: '',
    },
  };
}

/** Every local image path (starting with '/') the content names. */
function imagePaths(content: WrittenContent): string[] {
  return [
    content.home.profile.img,
    ...content.portfolio.projects.map(({ img }) => img),
    ...(content.sponsors?.sponsors ?? []).map(({ img }) => img),
  ].filter((src) => src.startsWith('/'));
}

/**
 * Writes `content` as `<root>/content/*.json` and a tiny image for each image path it names under
 * `<root>/public`. Returns the folders; `contentDir` is what CONTENT_DIR takes.
 */
function writeContentSet(root: string, content: WrittenContent = validContent()) {
  const contentDir = join(root, 'content');
  const publicDir = join(root, 'public');
  mkdirSync(contentDir, { recursive: true });
  for (const [name, json] of Object.entries(content)) {
    writeFileSync(join(contentDir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  }
  for (const src of imagePaths(content)) {
    const file = join(publicDir, decodeURI(src));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, tinyPng);
  }
  return { root, contentDir, publicDir };
}

/** A content set in a new temporary folder; `remove()` deletes it. */
export function temporaryContentSet(content: WrittenContent = validContent()) {
  const root = mkdtempSync(join(tmpdir(), 'content-set-'));
  return { ...writeContentSet(root, content), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The content as the loader gives it, from a valid set changed by `change` and written to disk. */
export function loadedContent(change: (content: ContentInput) => void = () => {}) {
  const input = validContent();
  change(input);
  const set = temporaryContentSet(input);
  try {
    return loadContent(set.contentDir);
  } finally {
    set.remove();
  }
}
