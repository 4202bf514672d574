// One zod schema per file in content/. They validate the owner's JSON when the site builds and
// generate the JSON Schema files in content/json-schema/ that editors check while typing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const text = z.string().regex(/\S/, 'must not be empty');

/** Custom words for a malformed value only; a missing one keeps the loader's 'missing' message. */
const whenMalformed = (message: string) => (issue: z.core.$ZodRawIssue) =>
  issue.input === undefined ? undefined : message;

const url = z.url({ protocol: /^https?$/, error: whenMalformed('expected a URL') });

/** A link that may be '#', which the site shows as "coming soon" rather than as a broken link. */
const link = z.union([z.literal('#'), url], { error: whenMalformed('expected a URL, or "#" when there is none') });

/** A social profile: a URL, or '' (or left out) when the owner has none. */
const optionalUrl = z.union([z.literal(''), url], { error: whenMalformed('expected a URL, or "" when there is none') }).optional();

const email = z.email({ error: whenMalformed('expected an e-mail address') });

/** An image in public/ ('/images/me.webp') or on another host ('https://…'). */
const image = z
  .string()
  .regex(/^(\/(?!\/)|https:\/\/)/, 'expected a path in public/ starting with "/", or an https:// URL')
  .refine((src) => !src.startsWith('/') || existsSync(join(process.cwd(), 'public', decodeURI(src))), {
    error: (issue) => `no file public${String(issue.input)}: add the image to public/ or fix the path`,
  })
  .meta({ description: 'A file in public/ ("/images/photo.webp") or an https:// URL' });

const alt = text.meta({ description: 'What the image shows, read aloud by screen readers' });

/** Lets each file point at its JSON Schema so editors validate it. */
const schemaRef = { $schema: z.string().optional() };

/** The description each page carries in its <meta name="description">. */
const pageDescription = text.meta({ description: "This page's meta description for search engines" });

export const siteSchema = z.strictObject({
  ...schemaRef,
  name: text.meta({ description: "The owner's name: the home page's title" }),
  title: text.meta({ description: 'Site title, combined with page names: "About | {title}"' }),
  description: text.meta({ description: "The home page's meta description" }),
  jobTitle: text.meta({ description: "The owner's role, as in a CV" }),
  url: url.meta({ description: 'Public URL of the site; its path is the base path, e.g. https://you.github.io/portfolio' }),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z\d]{2,8})*$/, 'expected a language tag such as "en" or "en-GB"')
    .default('en')
    .meta({ description: 'Language of the content, for <html lang>; the site\'s own words come from content/ui/{lang}.json' }),
  dir: z
    .enum(['ltr', 'rtl'], { error: whenMalformed('expected "ltr" or "rtl"') })
    .optional()
    .meta({ description: 'Text direction; left out, it follows lang (right to left for Arabic, Hebrew, Persian, Urdu…)' }),
});

export const homeSchema = z.strictObject({
  ...schemaRef,
  greeting: text,
  roles: z
    .strictObject({ first: text, second: text, third: text, fourth: text, fifth: text, sixth: text })
    .meta({ description: 'Role taglines, typed one after another on the home page' }),
  intro: text.meta({ description: 'Short description under the taglines' }),
  profile: z.strictObject({ img: image, alt }),
});

const timelineEntry = z.strictObject({ jobtitle: text, where: text, date: text });
const named = z.strictObject({ name: text });

export const aboutSchema = z.strictObject({
  ...schemaRef,
  description: pageDescription,
  intro: z.strictObject({ heading: text, paragraph: text }),
  timeline: z.array(timelineEntry).meta({ description: 'Work timeline, newest first' }),
  skills: z.array(named),
  tools: z.array(named),
});

export const projectSchema = z.strictObject({
  title: text,
  img: image,
  alt,
  description: text,
  link: link.meta({ description: 'Where "view project" goes: the web or Android version, or "#"' }),
  ios: link.meta({ description: 'The App Store URL for iPhone and iPad visitors, or "#"' }),
});

export const portfolioSchema = z.strictObject({
  ...schemaRef,
  description: pageDescription,
  projects: z.array(projectSchema),
});

export const sponsorSchema = z.strictObject({
  img: image,
  alt,
  description: text,
  name: z.string(),
  link,
  ios: link,
});

export const sponsorsSchema = z.strictObject({
  ...schemaRef,
  description: pageDescription,
  // Shown in a frame, which the pages' Content-Security-Policy allows from github.com only.
  sponsorPage: z
    .string()
    .regex(/^https:\/\/github\.com\/sponsors\/[A-Za-z\d-]+\/?$/, 'expected your GitHub Sponsors page: https://github.com/sponsors/{user}')
    .meta({ description: 'Your GitHub Sponsors page, shown in the "Become A Sponsor" dialog' }),
  sponsors: z.array(sponsorSchema),
});

export const contactSchema = z.strictObject({
  ...schemaRef,
  description: pageDescription,
  email: email.meta({ description: 'Where messages go; shown as a mailto link' }),
  intro: text.meta({ description: 'The short text under "Get in touch"' }),
  closing: text,
  emailjs: z
    .strictObject({ serviceId: z.string(), templateId: z.string(), publicKey: z.string() })
    .meta({ description: 'EmailJS ids; each can be overridden at build time by NEXT_PUBLIC_EMAILJS_* variables' }),
  github: url,
  linkedin: url,
});

export const socialsSchema = z.strictObject({
  ...schemaRef,
  twitter: optionalUrl,
  github: optionalUrl,
  facebook: optionalUrl,
  linkedin: optionalUrl,
  youtube: optionalUrl,
  twitch: optionalUrl,
});

/** Every content file, by its name in content/ without '.json'. */
export const contentSchemas = {
  site: siteSchema,
  home: homeSchema,
  about: aboutSchema,
  portfolio: portfolioSchema,
  sponsors: sponsorsSchema,
  contact: contactSchema,
  socials: socialsSchema,
} as const;

export type ContentName = keyof typeof contentSchemas;
export type Content = { [K in ContentName]: z.output<(typeof contentSchemas)[K]> };
export type Site = Content['site'];
export type Home = Content['home'];
export type About = Content['about'];
export type Project = z.output<typeof projectSchema>;
export type Sponsor = z.output<typeof sponsorSchema>;
export type ContactSettings = Content['contact'];
export type Socials = Content['socials'];
