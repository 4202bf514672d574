// The words of the site itself (buttons, headings, labels, announcements), one file per language
// in content/ui/: en.json is the default, a translation is a copy of it with every value
// translated. Placeholders such as {name} are filled in by the site; each key declares the ones it
// takes, so a translation that loses or misspells one is refused with its file and key.
import { z } from 'zod';

const placeholderPattern = /\{([^{}]*)\}/g;

/** The placeholders written in a string: 'Portfolio | {name}' → ['name']. */
export function placeholdersIn(value: string): string[] {
  return [...value.matchAll(placeholderPattern)].map((match) => match[1] ?? '');
}

/** A UI string that must contain each of `placeholders`, and no other. */
function words(...placeholders: string[]) {
  const expected = placeholders.map((name) => `{${name}}`).join(', ');
  return z
    .string()
    .regex(/\S/, 'must not be empty')
    .superRefine((value, context) => {
      const found = placeholdersIn(value);
      for (const name of placeholders) {
        if (!found.includes(name)) context.addIssue({ code: 'custom', message: `missing the placeholder {${name}}: keep it as it is in en.json, the site writes ${describe(name)} there` });
      }
      for (const name of found) {
        if (!placeholders.includes(name)) {
          context.addIssue({
            code: 'custom',
            message: `unknown placeholder {${name}}: ${placeholders.length ? `this text takes ${expected}` : 'this text takes none'}; do not translate what is inside { }`,
          });
        }
      }
    })
    .meta({ description: placeholders.length ? `Keep ${expected} untranslated` : 'Plain text' });
}

const placeholderMeaning: Record<string, string> = {
  name: "the owner's name",
  title: 'the site title',
  jobTitle: "the owner's job title",
  year: 'the year',
  network: 'the social network',
  email: "the owner's e-mail address",
  count: 'a number',
  reason: 'the reason the mail service gave',
  detail: "the browser's error",
  status: 'an HTTP status code',
  project: "the project's title",
  page: 'a page number',
  label: 'what a link is ("E-mail", "GitHub")',
  address: "the link's address",
};
const describe = (name: string) => placeholderMeaning[name] ?? 'a value';

export const uiSchema = z.strictObject({
  $schema: z.string().optional(),
  meta: z.strictObject({
    portfolioTitle: words('name').meta({ description: "The Portfolio page's <title> and link preview title" }),
    aboutTitle: words('title'),
    contactTitle: words('title'),
    sponsorsTitle: words('title'),
    imageAlt: words('name', 'jobTitle').meta({ description: "The social card's description for screen readers" }),
  }),
  pages: z
    .strictObject({ home: words(), portfolio: words(), about: words(), contact: words(), sponsors: words() })
    .meta({ description: 'Page names in the menu and the footer' }),
  header: z.strictObject({
    skipLink: words(),
    homePage: words('name').meta({ description: "The name link's accessible name; the visible text is the name alone" }),
    menu: words(),
    closeMenu: words(),
    mainNav: words(),
    darkTheme: words(),
    lightTheme: words(),
  }),
  footer: z.strictObject({
    siteNav: words(),
    copyright: words('year', 'name'),
    followMe: words(),
    profile: words('name', 'network').meta({ description: 'A Follow Me link, e.g. "Amara on GitHub"' }),
  }),
  links: z.strictObject({
    newTab: words().meta({ description: 'Read after every link that opens in a new tab' }),
    comingSoon: words(),
  }),
  home: z.strictObject({
    explore: words(),
    projects: words(),
    aboutMe: words(),
    contactMe: words(),
    sponsors: words(),
    pauseAnimation: words().meta({ description: "The typewriter's pause button: the same words whether it is pressed or not" }),
  }),
  portfolio: z.strictObject({
    heading: words(),
    viewProject: words(),
    viewProjectNamed: words('project').meta({ description: 'The "view project" link\'s accessible name' }),
    noProjects: words().meta({ description: 'What the page says while there are no projects, unless portfolio.json says it' }),
  }),
  pagination: z
    .strictObject({
      label: words().meta({ description: 'The name of the row of page links under a long list' }),
      previous: words(),
      next: words(),
      page: words('page').meta({ description: 'A page link\'s accessible name; the link shows the number alone' }),
      title: words('title', 'page', 'count').meta({ description: "The <title> of a list's second page and after: {title} is the first page's" }),
    })
    .meta({ description: 'More than 12 projects or sponsors go on over further pages, linked under the cards' }),
  about: z.strictObject({
    heading: words(),
    timeline: words(),
    role: words(),
    institution: words(),
    year: words(),
    skills: words(),
    tools: words(),
  }),
  sponsors: z.strictObject({
    heading: words(),
    become: words(),
    becomeWithoutJavaScript: words(),
    close: words(),
    frameTitle: words(),
    nothingShowing: words(),
    openOnGitHub: words(),
  }),
  cv: z
    .strictObject({
      download: words().meta({ description: 'The link to cv.pdf on About and in the menu' }),
      format: words().meta({ description: "Said after that link: the file's type" }),
      email: words(),
      website: words(),
      projects: words(),
      appStore: words(),
      labelled: words('label', 'address').meta({
        description: 'A link in the CV and on the printed About page, after its label ("E-mail: you@example.com"), with the punctuation your language puts there',
      }),
    })
    .meta({ description: 'The CV drawn from your content (cv.pdf); its other headings are those of the About page' }),
  contact: z.strictObject({
    heading: words(),
    getInTouch: words(),
    formTitle: words(),
    withoutJavaScript: words('email'),
    name: words(),
    email: words(),
    message: words(),
    charactersLeft: words('count'),
    honeypot: words(),
    send: words(),
    sending: words(),
    progress: words(),
    errorPrefix: words().meta({ description: 'Said by screen readers before each field\'s message after a refused Send ("Error:"), not shown' }),
    nameMissing: words().meta({ description: 'Under the name field when Send is pressed with it empty' }),
    emailMissing: words(),
    emailMalformed: words().meta({ description: 'Under the e-mail field when what is in it is no address' }),
    messageMissing: words(),
    dismiss: words(),
    success: words(),
    failure: words('reason').meta({ description: "A failed send; {reason} is the mail service's own words" }),
    unreachable: words('detail'),
    tooMany: words('reason'),
    status: words('status'),
    unknown: words(),
  }),
});

export type UiStrings = z.output<typeof uiSchema>;
export type ContactStrings = UiStrings['contact'];
