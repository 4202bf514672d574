/** @jest-environment node */
import { validate } from '@jsonresume/schema';
import { isoDates, toJsonResume } from './json-resume';

it('reads ISO dates out of the free text of the timeline', () => {
  expect(isoDates('2023 – present')).toEqual({ startDate: '2023' });
  expect(isoDates('2022 – 2023')).toEqual({ startDate: '2022', endDate: '2023' });
  expect(isoDates('Apr 2021 – September 2022')).toEqual({ startDate: '2021-04', endDate: '2022-09' });
  expect(isoDates('2020-03 to 2021-11')).toEqual({ startDate: '2020-03', endDate: '2021-11' });
  expect(isoDates('depuis toujours')).toEqual({});
});

it('reads years written in Arabic-Indic and Persian digits, and leaves out years of the Persian calendar', () => {
  // An Arabic or Persian owner's resume.json had no dates.
  expect(isoDates('٢٠١٩ – ٢٠٢٣')).toEqual({ startDate: '2019', endDate: '2023' });
  expect(isoDates('۲۰۲۲ – اکنون')).toEqual({ startDate: '2022' });
  // 1398–1401 of the Persian solar calendar, not the Middle Ages.
  expect(isoDates('۱۳۹۸ – ۱۴۰۱')).toEqual({});
});

it('gives valid JSON Resume for any CV, even one with empty lists and no links', () => {
  const resume = toJsonResume(
    {
      name: 'أمارة 🚀',
      jobTitle: 'Engineer',
      lang: 'ar',
      email: 'a@example.com',
      links: [{ label: 'Website', url: 'https://example.com' }],
      intro: { heading: 'Hi', paragraph: 'Text' },
      timeline: [{ jobtitle: 'Dev', where: 'Somewhere', date: 'always' }],
      skills: [],
      tools: [],
      projects: [{ title: 'P', description: 'D', links: [] }],
    },
    { siteUrl: 'https://example.com', skills: 'Skills', tools: 'Tools' },
  );
  let result: unknown;
  validate(resume, (errors: unknown) => (result = errors));
  expect(result).toBeNull();
  expect(resume.skills).toEqual([]);
  expect(resume.work).toEqual([{ name: 'Somewhere', position: 'Dev' }]);
});

it('stays valid JSON Resume with an e-mail address in another script before the "@", leaving it out', () => {
  const cv = {
    name: 'José',
    jobTitle: 'Engineer',
    lang: 'es',
    links: [],
    intro: { heading: 'Hola', paragraph: 'Texto' },
    timeline: [],
    skills: [],
    tools: [],
    projects: [],
  };
  const words = { siteUrl: 'https://example.com', skills: 'Skills', tools: 'Tools' };
  // A domain in letters is given in its ASCII form, which the schema's "format": "email" takes.
  for (const [email, kept] of [['josé@example.com', undefined], ['jose@example.com', 'jose@example.com'], ['jose@müller.de', 'jose@xn--mller-kva.de']] as const) {
    const resume = toJsonResume({ ...cv, email }, words);
    let result: unknown;
    validate(resume, (errors: unknown) => (result = errors));
    expect(result).toBeNull();
    expect(resume.basics.email).toBe(kept);
  }
});
