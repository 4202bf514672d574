// The CV in the JSON Resume format (https://jsonresume.org/schema), so the owner can feed any
// JSON Resume theme or a job site that imports it.
import { withAsciiDomain } from '@/lib/email-address';
import type { Cv } from './cv';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Arabic-Indic (٠–٩) and Persian and Urdu (۰–۹) digits as ASCII ones: "٢٠١٩ – ٢٠٢٣" and
 * "۲۰۱۹ – اکنون" are years too, and an Arabic or Persian owner's resume.json had no dates. Both
 * sets start at a code point ending in 0 (U+0660, U+06F0).
 */
const asciiDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * JSON Resume wants ISO dates (2023, 2023-04); content/ has free text ("Apr 2022 – present",
 * "2021"). The first date found starts the job, a second one ends it; none ends it ("present").
 * A year before 1900 is no job's in the Gregorian calendar: it is one of the Persian solar
 * calendar ("۱۳۹۸ – ۱۴۰۱", 2019–2022), which JSON Resume would read as the year 1398. Left out.
 */
export function isoDates(written: string): { startDate?: string; endDate?: string } {
  const text = asciiDigits(written);
  const gregorian = Array.from(text.matchAll(/(?:\b([A-Za-z]{3})[a-z]*\.?\s+)?(\d{4})(?:-(\d{2}))?/g)).filter(([, , year]) => Number(year) >= 1900);
  const found = gregorian.map(([, month, year, numeric]) => {
    const index = month ? months.indexOf(month.toLowerCase()) : -1;
    if (numeric) return `${year}-${numeric}`;
    return index >= 0 ? `${year}-${String(index + 1).padStart(2, '0')}` : year!;
  });
  const [startDate, endDate] = found;
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

const username = (url: string) => new URL(url).pathname.split('/').filter(Boolean).pop()?.replace(/^@/, '');

export function toJsonResume(cv: Cv, { siteUrl, skills, tools }: { siteUrl: string; skills: string; tools: string }) {
  const [site, ...profiles] = cv.links;
  const email = withAsciiDomain(cv.email) ?? cv.email;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: cv.name,
      label: cv.jobTitle,
      // JSON Resume's `email` is an address in ASCII ("format": "email"): its domain is given so
      // (xn--…), and one with letters of another script before the "@" (josé@) would make the
      // file invalid, and is left out.
      ...(/^[\x00-\x7f]*$/.test(email) ? { email } : {}),
      url: site?.url ?? siteUrl,
      summary: cv.intro.paragraph,
      profiles: profiles.map(({ label, url }) => ({ network: label ?? new URL(url).hostname, url, ...(username(url) ? { username: username(url) } : {}) })),
    },
    work: cv.timeline.map(({ jobtitle, where, date }) => ({ name: where, position: jobtitle, ...isoDates(date) })),
    skills: [
      ...(cv.skills.length ? [{ name: skills, keywords: cv.skills }] : []),
      ...(cv.tools.length ? [{ name: tools, keywords: cv.tools }] : []),
    ],
    projects: cv.projects.map(({ title, description, links }) => ({
      name: title,
      description,
      ...(links[0] ? { url: links[0].url } : {}),
    })),
    meta: { canonical: `${siteUrl}/resume.json`, version: 'v1.0.0' },
  };
}
