// One zod schema per file in content/. They validate the owner's JSON when the site builds and
// generate the JSON Schema files in content/json-schema/ that editors check while typing.
import { z } from 'zod';
import { imageExtensions, imageFileProblem, imageSourceHint, ownSiteImageProblem } from './image-files';
import { isEmailAddress } from '@/lib/email-address';
import { focusPoints } from '@/lib/images/uses';
import { countryForLanguageProblem, languageTagPattern, meantLanguageTags, unreadableTagProblem } from '@/lib/i18n/language-tag';
import { hasVisibleCharacter } from '@/lib/invisible-text';
import { siteUrlProblem, withHttps } from '@/lib/site-url.mjs';
import { EMPTY_TEXT } from './validate';

/** Custom words for a malformed value only; a missing one keeps the loader's 'missing' message. */
const whenMalformed = (message: string) => (issue: z.core.$ZodRawIssue) =>
  issue.input === undefined ? undefined : message;

const URL_HINT = 'expected a URL starting with https:// (or http://)';

/**
 * `hint`, and the value to write when the owner's can be told: an address written without its
 * https:// ("www.example.com", "github.com/ana"), or, for a social network, a user name
 * ("@ana") where `profile` makes its address.
 */
const urlHint =
  (hint: string, profile?: Profile) =>
  (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.input === undefined) return undefined;
    const value = String(issue.input).trim();
    const address = profile?.(value);
    if (address) return `${hint}: write your profile's address, such as "${address}"`;
    const written = withHttps(value);
    return written ? `${hint}: write "${written}"` : hint;
  };

/** A profile's address for what an owner wrote in its place (a user name, a handle), or undefined. */
type Profile = (written: string) => string | undefined;

/** A web address; `hint` is what the owner reads when it is not one. */
const httpUrl = (hint = URL_HINT, profile?: Profile) => z.url({ protocol: /^https?$/, error: urlHint(hint, profile) });
const url = httpUrl();

// Each alternative carries the whole hint: zod reports the URL branch's own message when the
// value is text, so a hint on the union alone would never be read.
const LINK_HINT = `${URL_HINT}, or "#" when there is none`;
/** A link that may be '#', which the site shows as "coming soon" rather than as a broken link. */
const link = z.union([z.literal('#'), httpUrl(LINK_HINT)], { error: whenMalformed(LINK_HINT) });

const OPTIONAL_URL_HINT = `${URL_HINT}, or "" when there is none`;
/**
 * A social profile: a URL, or '' (or left out) when the owner has none. `profile`: the profile's
 * address for a user name, for an owner who writes theirs ("@ana") instead.
 */
const socialUrl = (profile?: Profile) =>
  z.union([z.literal(''), httpUrl(OPTIONAL_URL_HINT, profile)], { error: whenMalformed(OPTIONAL_URL_HINT) }).optional();
/** A network's profile address for a user name written alone, the name after `base` (with its "@" or without). */
const profileAt =
  (base: string, keepAt = false): Profile =>
  (written) => {
    // A user name may have a dot ("john.smith"): for a profile, an address has a "/" or "www.".
    if (!/^@?[\p{L}\p{N}._-]+$/u.test(written) || /^www\./i.test(written)) return undefined;
    return `${base}${keepAt ? '@' : ''}${written.replace(/^@/, '')}`;
  };
/**
 * A Mastodon (fediverse) handle, "@ana@mastodon.social", as its profile's address on its server,
 * "https://mastodon.social/@ana": the handle is what Mastodon shows, and a name alone does not
 * say which server.
 */
const fediverseProfile: Profile = (written) => {
  const handle = /^@?([\p{L}\p{N}._-]+)@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)$/u.exec(written);
  return handle ? `https://${handle[2]}/@${handle[1]}` : undefined;
};

/**
 * The owner's e-mail address (lib/email-address.ts), its domain in letters (müller.de) or in its
 * ASCII form (xn--mller-kva.de): the site shows the first and links the second
 * (lib/owner-email.ts).
 */
const email = z.string().refine(isEmailAddress, {
  error: (issue) => {
    if (issue.input === undefined) return undefined;
    // The address as a link writes it: the site makes the mailto: link itself.
    const mailto = String(issue.input).match(/^mailto:(.+)$/i)?.[1];
    if (mailto && isEmailAddress(mailto)) return `expected the address alone, without "mailto:" (the site makes the link): write "${mailto}"`;
    return 'expected an e-mail address such as you@example.com';
  },
});

/**
 * A check by `problemOf`, which says what is wrong with a value in the owner's words (or nothing),
 * run once the schema's own checks have passed: a value that is no path or URL at all has their
 * message, not a second one.
 */
const checkedBy =
  (problemOf: (value: string) => string | undefined) =>
  (ctx: z.core.ParsePayload<string>): void => {
    if (ctx.issues.length > 0) return;
    const problem = problemOf(ctx.value);
    // `continue`: as the schema's own checks' problems are. Without it zod takes the value as not
    // of this type at all, and a union (a tagline or "") reported "Invalid input" instead.
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: true });
  };

/**
 * CJK compatibility ideographs: characters a Japanese or Korean name may be written with on
 * purpose, for a shape of its own (神 U+FA19 beside 神 U+795E). Unicode's composed form maps each to
 * its unified ideograph, and so to the common shape: they are left as written.
 */
const compatibilityIdeographs = /([\uf900-\ufaff\u{2f800}-\u{2fa1f}]+)/u;

/**
 * `value` in Unicode's composed form (NFC): a letter and its accents as one character where
 * Unicode has one. Some keyboards and systems write accents as characters of their own after the
 * letter (Vietnamese typed as "Unicode tổ hợp" in Unikey, text pasted from macOS file names):
 * "ự" as u, a horn and a dot below. Fonts split in files by script draw such a letter in pieces,
 * where its accents come from another file than the letter or none has them (found 2026-11-28 by
 * a Vietnamese owner's walkthrough): the headings' Space Grotesk, in the browser, set the accents
 * of "phố" and "Hồ" beside their letters; cv.pdf and the social card, which take each character
 * from the first of Noto's files that has it, a circumflex from Noto Sans Arabic's file and a
 * breve from Tifinagh's, and the card drew the horn of "sự" and "ở" as a missing glyph's box.
 * Composed here, the pages, the CV and the card get one character for each such letter.
 */
const composed = (value: string) =>
  value
    .split(compatibilityIdeographs)
    .map((part, i) => (i % 2 === 1 ? part : part.normalize('NFC')))
    .join('');

/**
 * Text a page shows, composed (`composed`): not empty, and not only characters that draw nothing
 * (zero-width spaces and joiners, direction marks, variation selectors): a heading of them is
 * empty to a screen reader, and the social card had no text to draw ("text: no text to render"
 * stopped the build). The pattern is also the JSON Schema's, for editors; the second check is the
 * build's.
 */
const text = z
  .string()
  .overwrite(composed)
  .regex(/\S/, EMPTY_TEXT)
  .check(
    checkedBy((value) =>
      hasVisibleCharacter(value)
        ? undefined
        : 'has only characters that draw nothing (zero-width spaces or joiners, direction marks, variation selectors): write the text itself',
    ),
  );

/**
 * A letter or mark of the languages that put no space between words: Chinese and Japanese (and
 * their punctuation, 。、「」ー and the fullwidth ，！？), Thai, Lao, Khmer, Burmese.
 */
const unspacedLetter =
  '[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\uFF01-\\uFF60\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}]';
const unspaced = { end: new RegExp(`${unspacedLetter}$`, 'u'), start: new RegExp(`^${unspacedLetter}`, 'u') };

/**
 * Text shown on one line: a name, a title, a heading, a date, an image's description, the home
 * page's description for search engines.
 * A line break written in one, and the spaces around it, is one space (none at either end, nor
 * between two Chinese, Japanese or Thai letters), as the page's headings and table cells show it:
 * cv.pdf, which breaks a line at each "\n", the social card, resume.json and the typed taglines show
 * the same line. Paragraphs are `text`, and keep their breaks.
 */
const joinLines = (value: string) =>
  value.replace(/[^\S\r\n\u2028\u2029]*(?:\r\n?|\n|\u2028|\u2029)\s*/g, (breaks: string, at: number) => {
    const [before, after] = [value.slice(0, at), value.slice(at + breaks.length)];
    if (!before || !after) return '';
    // Chinese, Japanese, Thai, Lao, Khmer and Burmese put no space between words: a line broken
    // between two of their letters joins without one.
    return unspaced.end.test(before) && unspaced.start.test(after) ? '' : ' ';
  });
const line = text.overwrite(joinLines);

/**
 * What is wrong with an image's https:// URL, or undefined when browsers can read it. The build
 * reads it too (`new URL`, for the pages' Content-Security-Policy: scripts/finish-export.ts), and
 * a URL it cannot read stopped it with a bare "Invalid URL". What `new URL` refuses in an https://
 * URL is in its host (a space or character no host name has, a port out of range): a space in the
 * path it encodes, as browsers do.
 */
function remoteImageProblem(src: string): string | undefined {
  try {
    new URL(src);
    return undefined;
  } catch {
    const host = src.slice('https://'.length).split(/[/?#]/)[0]!;
    const what = host === '' ? 'has no host name' : /\s/.test(host) ? `has a space in its host name, "${host}"` : `has a host name browsers cannot read, "${host}"`;
    return `"${src}" ${what}, so the image cannot be loaded: copy its address from the browser's address bar, e.g. "https://cdn.example.com/logo.png"`;
  }
}

/** An image in public/ ('/images/me.webp') or on another host ('https://…'). */
const image = z
  .string()
  .regex(/^(\/(?!\/)|https:\/\/)/, { error: (issue) => imageSourceHint(String(issue.input)) })
  // A file of an image type in the public/ folder that goes with the content (content/image-files.ts),
  // or a URL browsers can load that is not the owner's own site's copy of such a file.
  .check(checkedBy((src) => (src.startsWith('https://') ? (remoteImageProblem(src) ?? ownSiteImageProblem(src)) : imageFileProblem(src))))
  .meta({ description: `An image file in public/ ("/images/photo.webp"; ${imageExtensions.join(' ')}) or an https:// URL` });

/**
 * A file's name given as an image's description ("IMG_4021.JPG", "DSC_0042", "team.png"): a screen
 * reader reads it out as it is, and says nothing of the picture (WCAG 1.1.1). Pasted from the
 * photo's own name, it passed as a description (an owners' walkthrough with camera photos).
 */
const fileNameAlt = new RegExp(
  `^.+(${[...imageExtensions, '.gif', '.heic', '.heif', '.tif', '.tiff'].map((ext) => `\\${ext}`).join('|')})$|^(IMG|DSC[NF]?|PXL|MVIMG|DJI|GOPR|P\\d{3})[_-]?\\d[\\w-]*$`,
  'i',
);

const alt = line
  .check(
    checkedBy((value) =>
      fileNameAlt.test(value.trim())
        ? `"${value.trim()}" is a file's name, which a screen reader reads out as it is: describe what the picture shows ("Amara at her desk, soldering a keyboard")`
        : undefined,
    ),
  )
  .meta({ description: 'What the image shows, read aloud by screen readers' });

/** Where a cropped image keeps its content (lib/images/uses.ts crops each use to its shape). */
const focus = z
  .enum(focusPoints)
  .optional()
  .meta({ description: 'What to keep when the image is cropped to the shape it is shown in; the centre when left out; "whole" shows all of it, on white (a logo)' });

/** Lets each file point at its JSON Schema so editors validate it. */
const schemaRef = { $schema: z.string().optional() };

/** A BCP 47 language tag, as <html lang> and the lang attribute take it. */
const languageTag = z
  .string()
  .regex(languageTagPattern, {
    error: (issue) => {
      const meant = typeof issue.input === 'string' ? meantLanguageTags(issue.input) : [];
      const written = meant.map(({ tag, name }) => `"${tag}" (${name})`).join(' or ');
      return `expected a language tag such as "en" or "en-GB"${written ? `: write ${written}` : ''}`;
    },
  })
  // "jp" is well-formed but Japan's code: the site would come out in English words under <html lang="jp">.
  .check(checkedBy(countryForLanguageProblem))
  .check(checkedBy(unreadableTagProblem));

/**
 * The language one item is written in, when it is not the site's: a project described in English
 * on a French site. The page marks that item's words with it (WCAG 3.1.2, language of parts), so
 * a screen reader reads them with an English voice rather than spelling English out in French.
 */
const itemLang = languageTag
  .optional()
  .meta({ description: 'The language this item is written in, when it is not the site\'s (site.json "lang"), e.g. "en"; screen readers then read it in that language' });

/** The description each page carries in its <meta name="description">. */
const pageDescription = text.meta({ description: "This page's meta description for search engines" });

export const siteSchema = z.strictObject({
  ...schemaRef,
  name: line.meta({ description: "The owner's name: the home page's title" }),
  title: line.meta({ description: 'Site title, combined with page names: "About | {title}"' }),
  description: line.meta({ description: "The home page's meta description" }),
  jobTitle: line.meta({ description: "The owner's role, as in a CV" }),
  url: url
    // Its path is the base path: lib/site-url.mjs says what one may hold, for SITE_URL too.
    .check(checkedBy(siteUrlProblem))
    .meta({ description: 'Public URL of the site; its path is the base path, e.g. https://you.github.io/portfolio' }),
  lang: languageTag
    .default('en')
    .meta({ description: 'Language of the content, for <html lang>; the site\'s own words come from content/ui/{lang}.json' }),
  dir: z
    .enum(['ltr', 'rtl'])
    .optional()
    .meta({ description: 'Text direction; left out, it follows lang (right to left for Arabic, Hebrew, Persian, Urdu…)' }),
});

/**
 * A tagline, or "" (or none) for an owner with fewer than six: the typewriter types those given,
 * in order, and with none the page shows no typewriter. Six fields rather than a list, as SPEC.md
 * names them; the two ways of leaving one out are those of socials.json.
 */
const tagline = (nth: string) =>
  z
    .union([z.literal(''), line], { error: whenMalformed('expected a text, or "" to leave this tagline out') })
    .optional()
    .meta({ description: `The ${nth} tagline; "" or left out to have fewer than six` });

export const homeSchema = z.strictObject({
  ...schemaRef,
  greeting: line.meta({ description: 'The home page\'s heading, e.g. "Hi, I\'m Amara"' }),
  roles: z
    .strictObject({
      first: tagline('first'),
      second: tagline('second'),
      third: tagline('third'),
      fourth: tagline('fourth'),
      fifth: tagline('fifth'),
      sixth: tagline('sixth'),
    })
    .meta({ description: 'Role taglines, typed one after another on the home page' }),
  intro: text.meta({ description: 'Short description under the taglines' }),
  profile: z.strictObject({ img: image, focus, alt }).meta({ description: 'Your portrait beside the introduction' }),
});

const timelineEntry = z.strictObject({
  jobtitle: line.meta({ description: 'Your role, shown under "Role"' }),
  where: line.meta({ description: 'Where you worked, shown under "Institution"' }),
  date: line.meta({ description: 'When, shown under "Year": any text, e.g. "2023 – present"' }),
  lang: itemLang,
});
const named = z.strictObject({ name: line.meta({ description: 'The name on the card' }) });

export const aboutSchema = z.strictObject({
  ...schemaRef,
  description: pageDescription,
  intro: z.strictObject({
    heading: line.meta({ description: 'The first heading under "About me"' }),
    paragraph: text.meta({ description: 'The paragraph under it' }),
  }),
  timeline: z.array(timelineEntry).meta({ description: 'Work timeline, newest first; an empty list hides the section' }),
  skills: z.array(named).meta({ description: 'Skills, one card each; an empty list hides the section' }),
  tools: z.array(named).meta({ description: 'Tools, one card each; an empty list hides the section' }),
});

export const projectSchema = z.strictObject({
  title: line.meta({ description: "The card's heading; names the project in messages too" }),
  img: image,
  focus,
  alt,
  description: text.meta({ description: 'The story under the title' }),
  link: link.meta({ description: 'Where "view project" goes: the web or Android version, or "#"' }),
  ios: link.meta({ description: 'The App Store URL for iPhone and iPad visitors, or "#"' }),
  lang: itemLang,
});

export const portfolioSchema = z.strictObject({
  ...schemaRef,
  description: pageDescription,
  projects: z.array(projectSchema).meta({ description: 'Your projects, in the order the page shows them; may be empty' }),
  noProjects: text
    .optional()
    .meta({ description: 'What the Portfolio page says while "projects" is empty; left out, the site\'s own words in its language' }),
});

export const sponsorSchema = z.strictObject({
  img: image,
  focus,
  alt,
  description: text.meta({ description: 'What the sponsor supports' }),
  name: z
    .string()
    .overwrite(composed)
    .overwrite(joinLines)
    .meta({ description: 'The sponsor\'s name under the logo, or "" to show the logo only' }),
  link: link.meta({ description: 'The sponsor\'s site, or "#" for none (the logo is then not a link)' }),
  ios: link.meta({ description: 'The App Store URL for iPhone and iPad visitors, or "#"' }),
  lang: itemLang,
});

export const sponsorsSchema = z.strictObject({
  ...schemaRef,
  description: pageDescription,
  // Shown in a frame, which the pages' Content-Security-Policy allows from github.com only.
  sponsorPage: z
    .string()
    .regex(/^https:\/\/github\.com\/sponsors\/[A-Za-z\d-]+\/?$/, 'expected your GitHub Sponsors page: https://github.com/sponsors/{user}')
    .meta({ description: 'Your GitHub Sponsors page, shown in the "Become A Sponsor" dialog' }),
  sponsors: z
    .array(sponsorSchema)
    .meta({ description: 'Your sponsors, one card each; may be empty (the page still offers becoming one)' }),
});

/** A missing id does not stop the build (it warns): the rest of the site works without it. */
const emailJsId = z.string();

const PROFILE_HINT = `${URL_HINT}, or false to hide the link`;
/** A profile link on the Contact page: another URL than socials.json's, or false for none. */
const profileOverride = z.union([z.literal(false), httpUrl(PROFILE_HINT)], { error: whenMalformed(PROFILE_HINT) }).optional();

export const contactSchema = z.strictObject({
  ...schemaRef,
  description: pageDescription,
  email: email.meta({
    description: 'Where messages go; shown as a mailto link',
    // For editors: the address in any script before the "@" and in its domain, in a pattern every
    // JSON Schema validator reads (\p{…} needs one that reads patterns as Unicode; \u ranges
    // read the same either way).
    format: 'idn-email',
    pattern:
      '^[^\\s@"(),:;<>\\[\\]\\\\]+@(?:[A-Za-z0-9\\u00a0-\\uffff][A-Za-z0-9\\-\\u00a0-\\uffff]*\\.)+(?:[A-Za-z\\u00a0-\\uffff]{2,}|xn--[A-Za-z0-9\\-]+)$',
  }),
  intro: text.meta({ description: 'The short text under "Get in touch"' }),
  closing: text.meta({ description: 'The line under the form' }),
  emailjs: z
    .strictObject({
      serviceId: emailJsId.meta({ description: 'Your EmailJS service ID, or "" until you have one' }),
      templateId: emailJsId.meta({ description: 'Your EmailJS template ID, or "" until you have one' }),
      publicKey: emailJsId.meta({ description: 'Your EmailJS public key, or "" until you have one' }),
    })
    .meta({ description: 'EmailJS ids; each can be overridden at build time by NEXT_PUBLIC_EMAILJS_* variables' }),
  profiles: z
    .strictObject({ github: profileOverride, linkedin: profileOverride })
    .optional()
    .meta({
      description:
        'The GitHub and LinkedIn links of "Get in touch". Left out, they are those of socials.json; a URL shows another, false hides it',
    }),
});

export const socialsSchema = z.strictObject({
  ...schemaRef,
  twitter: socialUrl(profileAt('https://x.com/')),
  github: socialUrl(profileAt('https://github.com/')),
  facebook: socialUrl(profileAt('https://www.facebook.com/')),
  linkedin: socialUrl(profileAt('https://www.linkedin.com/in/')),
  youtube: socialUrl(profileAt('https://www.youtube.com/', true)),
  twitch: socialUrl(profileAt('https://www.twitch.tv/')),
  // Beyond SPEC.md's six, for the places software engineers are found; each may be left out.
  mastodon: socialUrl(fediverseProfile),
  bluesky: socialUrl(profileAt('https://bsky.app/profile/')),
  gitlab: socialUrl(profileAt('https://gitlab.com/')),
  // A profile's address has its number ("/users/22656/jon-skeet"), which a name does not give.
  stackoverflow: socialUrl(),
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

/**
 * The files an owner may delete. Without sponsors.json the site has no Sponsors page: no button
 * to it on Home, no link in the footer, nothing in the sitemap (for an owner with no GitHub
 * Sponsors page, which the page is built around). A list that is only empty is kept in its file.
 */
export const optionalContent = ['sponsors'] as const satisfies readonly ContentName[];
export type OptionalContentName = (typeof optionalContent)[number];
export const isOptionalContent = (name: string): name is OptionalContentName => (optionalContent as readonly string[]).includes(name);

/** A record of every content file (`T`), with the files an owner may delete made optional. */
export type WithOptionalFiles<T extends Record<ContentName, unknown>> = Omit<T, OptionalContentName> & Partial<Pick<T, OptionalContentName>>;

type Parsed<K extends ContentName> = z.output<(typeof contentSchemas)[K]>;
export type Content = WithOptionalFiles<{ [K in ContentName]: Parsed<K> }>;
export type Site = Content['site'];
export type Home = Content['home'];
export type About = Content['about'];
export type Project = z.output<typeof projectSchema>;
export type Sponsor = z.output<typeof sponsorSchema>;
export type Sponsors = Parsed<'sponsors'>;
export type ContactSettings = Content['contact'];
export type Socials = Content['socials'];
