// The characters of the owner's content that cv.pdf and the social card (og.png) cannot draw. Both
// draw with the fonts `fontsFor` picks from @fontsource packages, and a character none of them
// covers comes out as an empty box; the web pages are drawn by browsers, which have fonts of their
// own, so the owner sees nothing wrong there. The fields are those the two files draw: the CV's are
// `cvFrom` (lib/cv/cv.ts) and `cvText` (lib/cv/strings.ts) as `renderCvPdf` (lib/cv/pdf/render.ts)
// uses them; the card's are those app/og.png/route.ts gives `drawSocialCard` (its monogram is
// the name's initials).
import { cardTaglines } from '@/components/home/roles';
import { configuredSocials } from '@/components/social/networks';
import { profileOverrides } from '@/components/social/profiles';
import type { SiteContent } from '@/content';
import { hasLink } from '@/lib/device-links';
import { ownerEmail } from '@/lib/owner-email';
import { coveredScripts, drawnWith, scriptOf, uncoveredCharacters } from './script-fonts';
import { pageUrl, routes } from '@/lib/routes';

export type Picture = keyof typeof drawnWith;

export interface DrawnField {
  /** The content file and field, as the owner reads them: "content/site.json name". */
  where: string;
  text: string;
  /** The files that draw it. */
  in: Picture[];
}

export interface UndrawableField {
  where: string;
  /** Its characters that no font draws, each once. */
  characters: string[];
  /** The files that show them as empty boxes. */
  in: Picture[];
}

const cv: Picture[] = ['cv.pdf'];
const both: Picture[] = ['cv.pdf', 'og.png'];

/** Every text of the content that cv.pdf or og.png draws; `uiFile` names the file of the site's own words. */
export function drawnFields({ site, home, about, portfolio, contact, socials, ui }: SiteContent, uiFile: string): DrawnField[] {
  const field = (file: string, name: string, text: string, pictures: Picture[]): DrawnField => ({ where: `${file} ${name}`, text, in: pictures });
  const { timeline, skills, tools } = about;
  const { projects } = portfolio;
  return [
    field('content/site.json', 'name', site.name, both),
    field('content/site.json', 'jobTitle', site.jobTitle, both),
    // As the CV links it: Home's address, with its slash (lib/routes.ts).
    field('content/site.json', 'url', pageUrl(site.url, routes.home), both),
    ...cardTaglines(home.roles).map(({ key, text }) => field('content/home.json', `roles.${key}`, text, ['og.png'])),
    // As the CV prints it: its domain in letters (lib/owner-email.ts).
    field('content/contact.json', 'email', ownerEmail(contact.email).shown, cv),
    ...configuredSocials(socials).map(({ network, href }) => field('content/socials.json', network, href, cv)),
    ...profileOverrides(contact.profiles).map(({ network, href }) => field('content/contact.json', `profiles.${network}`, href, cv)),
    field('content/about.json', 'intro.heading', about.intro.heading, cv),
    field('content/about.json', 'intro.paragraph', about.intro.paragraph, cv),
    ...timeline.flatMap((entry, i) => (['jobtitle', 'where', 'date'] as const).map((key) => field('content/about.json', `timeline[${i}].${key}`, entry[key], cv))),
    ...skills.map(({ name }, i) => field('content/about.json', `skills[${i}].name`, name, cv)),
    ...tools.map(({ name }, i) => field('content/about.json', `tools[${i}].name`, name, cv)),
    ...projects.flatMap((project, i) => [
      field('content/portfolio.json', `projects[${i}].title`, project.title, cv),
      field('content/portfolio.json', `projects[${i}].description`, project.description, cv),
      ...(hasLink(project.link) ? [field('content/portfolio.json', `projects[${i}].link`, project.link, cv)] : []),
      ...(hasLink(project.ios) ? [field('content/portfolio.json', `projects[${i}].ios`, project.ios, cv)] : []),
    ]),
    // The CV's headings and labels, in the site's own words.
    field(uiFile, 'cv.email', ui.cv.email, cv),
    field(uiFile, 'cv.website', ui.cv.website, cv),
    ...(timeline.length > 0 ? [field(uiFile, 'about.timeline', ui.about.timeline, cv)] : []),
    ...(skills.length > 0 ? [field(uiFile, 'about.skills', ui.about.skills, cv)] : []),
    ...(tools.length > 0 ? [field(uiFile, 'about.tools', ui.about.tools, cv)] : []),
    ...(projects.length > 0 ? [field(uiFile, 'cv.projects', ui.cv.projects, cv)] : []),
    ...(projects.some(({ link, ios }) => hasLink(ios) && ios !== link) ? [field(uiFile, 'cv.appStore', ui.cv.appStore, cv)] : []),
  ];
}

/** The fields of `drawnFields` that have characters cv.pdf or og.png cannot draw. */
export function undrawableFields(fields: readonly DrawnField[]): UndrawableField[] {
  return fields.flatMap(({ where, text, in: pictures }) => {
    const missing = pictures.map((picture) => [picture, uncoveredCharacters(text, 400, drawnWith[picture])] as const).filter(([, chars]) => chars.length > 0);
    if (missing.length === 0) return [];
    return [{ where, characters: [...new Set(missing.flatMap(([, chars]) => chars))], in: missing.map(([picture]) => picture) }];
  });
}

/** At most this many characters of one script are shown a field. */
const shownCharacters = 12;
/** At most this many fields are named; the rest are counted, by file. */
const shownFields = 8;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** 'Thai สมชาย', or a symbol of no script with its code point: '𝄞 (U+1D11E)'. */
function describe(characters: readonly string[]): string {
  const byScript = new Map<string | undefined, string[]>();
  for (const char of characters) {
    const script = scriptOf(char);
    byScript.set(script, [...(byScript.get(script) ?? []), char]);
  }
  return [...byScript]
    .map(([script, chars]) => {
      const shown = chars.slice(0, shownCharacters);
      const more = chars.length > shown.length ? '…' : '';
      return script ? `${script} ${shown.join('')}${more}` : `${shown.map((char) => `${char} (${codePoint(char)})`).join(' ')}${more}`;
    })
    .join(', ');
}

/** The build's warning for `fields`; undefined when there are none. */
export function undrawableWarning(fields: readonly UndrawableField[]): string | undefined {
  if (fields.length === 0) return undefined;
  const named = fields.slice(0, shownFields).map(({ where, characters, in: pictures }) => `${where}: ${describe(characters)} (${pictures.join(', ')})`);
  const rest = fields.slice(shownFields);
  const files = [...new Set(rest.map(({ where }) => where.split(' ')[0]))];
  if (rest.length > 0) named.push(`and ${rest.length} more field${rest.length === 1 ? '' : 's'} (${files.join(', ')})`);
  return (
    '⚠ cv.pdf and the link preview image (og.png) have no font for some characters of your content, and show them as empty boxes: ' +
    `${named.join('; ')}. The web pages are not affected: browsers draw these characters with fonts of their own. ` +
    `cv.pdf and og.png draw ${coveredScripts} (the @fontsource packages of lib/fonts/script-fonts.ts; one for another script would draw it).`
  );
}
