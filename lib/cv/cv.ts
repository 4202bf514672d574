// The CV as one ordered structure, read from the same content as the site (no second copy of any
// fact): the PDF and resume.json are both drawn from it.
import { profileLinks, resolveProfiles } from '@/components/social/profiles';
import { configuredSocials } from '@/components/social/networks';
import type { About, Content } from '@/content/schemas';
import { hasLink } from '@/lib/device-links';
import type { Direction } from '@/lib/i18n/direction';
import { ownerEmail } from '@/lib/owner-email';
import { pageUrl, routes } from '@/lib/routes';

export interface CvLink {
  /** What the link is ("GitHub", "App Store"); without one, the URL speaks for itself. */
  label?: string;
  url: string;
}

/**
 * The letters beyond ASCII of a percent-encoded address, as a browser's address bar shows them:
 * "margaux-lef%C3%A8vre-dubois" → "margaux-lefèvre-dubois". An address copied from the address
 * bar comes encoded (LinkedIn's for a name with accents), and cv.pdf printed its escapes. An
 * escape of an ASCII character ("%20", "%2F") changes the address when undone and stays, as do
 * bytes that are no UTF-8 and what would print as nothing or as a space.
 */
const readableEscapes = (address: string) =>
  address.replace(/(?:%[89a-f][\da-f])+/gi, (escapes) => {
    try {
      const letters = decodeURIComponent(escapes);
      return /[\p{C}\p{Z}\ufffd]/u.test(letters) ? escapes : letters;
    } catch {
      return escapes;
    }
  });

/** 'https://github.com/amara/' → 'github.com/amara': the address as people read it on paper (cv.pdf, the printed About page). */
export const displayUrl = (url: string) => readableEscapes(url.replace(/^https?:\/\//, '').replace(/^mailto:/, '').replace(/\/$/, ''));

export interface CvProject {
  title: string;
  description: string;
  links: CvLink[];
  /** The language it is written in, when not the site's (portfolio.json's `lang`). */
  lang?: string;
}

export interface Cv {
  name: string;
  jobTitle: string;
  lang: string;
  /** The site's direction when the owner set it (site.json's `dir`); left out, `lang`'s. */
  dir?: Direction;
  /** The owner's address as people read it, its domain in letters (lib/owner-email.ts). */
  email: string;
  /** The site itself first, then the owner's profiles, each URL once. */
  links: CvLink[];
  intro: About['intro'];
  timeline: About['timeline'];
  skills: string[];
  tools: string[];
  projects: CvProject[];
}

export function cvFrom({ site, about, portfolio, contact, socials }: Content, text: { website: string; appStore: string }): Cv {
  // The Contact page's GitHub and LinkedIn: socials.json's, unless contact.json's profiles replace them.
  const contactProfiles = profileLinks(resolveProfiles(socials, contact.profiles), ['github', 'linkedin']);
  const candidates: CvLink[] = [
    // Home's own address, as search engines know it (with its trailing slash: no redirect).
    { label: text.website, url: pageUrl(site.url, routes.home) },
    ...[...configuredSocials(socials), ...contactProfiles].map(({ label, href }) => ({ label, url: href })),
  ];
  const seen = new Set<string>();
  const links = candidates.filter(({ url }) => {
    const key = url.replace(/\/+$/, '').toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    name: site.name,
    jobTitle: site.jobTitle,
    lang: site.lang,
    ...(site.dir ? { dir: site.dir } : {}),
    email: ownerEmail(contact.email).shown,
    links,
    intro: about.intro,
    timeline: about.timeline,
    skills: about.skills.map(({ name }) => name),
    tools: about.tools.map(({ name }) => name),
    projects: portfolio.projects.map(({ title, description, link, ios, lang }) => ({
      title,
      description,
      lang,
      links: [
        ...(hasLink(link) ? [{ url: link }] : []),
        ...(hasLink(ios) && ios !== link ? [{ label: text.appStore, url: ios }] : []),
      ],
    })),
  };
}
