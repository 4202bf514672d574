// Links a visitor cannot open: to the owner's own computer (localhost, 127.0.0.1) or to an address
// of a home or office network (192.168.x.x, a *.local name). An owner trying a project at home
// copies its address from the browser's bar; the site builds, and every visitor's tap on it fails.
// The build says so, naming the field, and goes on: the link is the owner's to change.
import { configuredSocials } from '@/components/social/networks';
import { profileOverrides } from '@/components/social/profiles';
import { hasLink } from '@/lib/device-links';
import type { ContactSettings, Socials } from './schemas';

/** A host only the owner's computer or network reaches. */
function privateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || /\.(localhost|local|lan|internal|home\.arpa)$/.test(host) || host === '::1' || host === '0.0.0.0') return true;
  const ipv4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (!ipv4) return /^f[cd][0-9a-f]{2}:|^fe80:/.test(host);
  const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254);
}

/** Each link of the content a visitor cannot open, as a line naming file, field and what to do. */
export function unreachableLinks(content: {
  portfolio: { projects: { link: string; ios: string }[] };
  sponsors?: { sponsors: { link: string; ios: string }[] };
  socials: Socials;
  contact: Pick<ContactSettings, 'profiles'>;
}): string[] {
  const links: [where: string, url: string, instead: string][] = [
    ...content.portfolio.projects.flatMap((project, i) => [
      [`content/portfolio.json projects[${i}].link`, project.link, 'the project\'s public address, or "#" while it has none'],
      [`content/portfolio.json projects[${i}].ios`, project.ios, 'its App Store address, or "#"'],
    ] as [string, string, string][]),
    ...(content.sponsors?.sponsors ?? []).flatMap((sponsor, i) => [
      [`content/sponsors.json sponsors[${i}].link`, sponsor.link, 'the sponsor\'s public address, or "#"'],
      [`content/sponsors.json sponsors[${i}].ios`, sponsor.ios, 'its App Store address, or "#"'],
    ] as [string, string, string][]),
    ...configuredSocials(content.socials).map(
      ({ network, href }) => [`content/socials.json ${network}`, href, 'your public profile\'s address, or ""'] as [string, string, string],
    ),
    ...profileOverrides(content.contact.profiles).map(
      ({ network, href }) => [`content/contact.json profiles.${network}`, href, 'your public profile\'s address'] as [string, string, string],
    ),
  ];
  return links.flatMap(([where, url, instead]) => {
    if (!hasLink(url)) return [];
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      return [];
    }
    return privateHost(host) ? [`⚠ ${where}: ${url} is an address on your own computer or network: visitors cannot open it. Write ${instead}.`] : [];
  });
}
