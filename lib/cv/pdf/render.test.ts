/** @jest-environment node */
// cv.pdf for content in any script, of any length; read back with poppler-utils like a reader would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uiSchema } from '@/content/ui/schema';
import { asRead, elementsOf, pdfInfo, pdfStructure, pdfText, poppler } from '@/e2e/pdf-text';
import type { Cv } from '../cv';
import { cvText } from '../strings';
import { renderCvPdf as renderWith } from './render';

jest.setTimeout(60_000);

/** The CV's words in the shipped English (content/ui/en.json). */
const words = cvText(uiSchema.parse(JSON.parse(readFileSync(join(process.cwd(), 'content', 'ui', 'en.json'), 'utf8'))));
const renderCvPdf = (cv: Cv) => renderWith(cv, words);

const cv = (overrides: Partial<Cv> = {}): Cv => ({
  name: 'أمارة أوكافور 🚀',
  jobTitle: 'Инженер-программист',
  lang: 'ar',
  email: 'amara@example.com',
  links: [
    { label: 'Website', url: 'https://example.github.io/portfolio' },
    { label: 'GitHub', url: 'https://github.com/example' },
  ],
  intro: { heading: 'Ελληνικά και 日本語', paragraph: 'Zażółć gęślą jaźń. ' + 'I build software. '.repeat(20) },
  timeline: [
    { jobtitle: 'Senior Engineer', where: '株式会社さくら, 東京', date: '2023 – present' },
    { jobtitle: '시니어 개발자', where: 'Seoul', date: '2021 – 2023' },
    { jobtitle: 'Разработчик', where: 'שרה בע״מ', date: '2019' },
  ],
  skills: ['TypeScript', 'Ελληνικά', '中文', 'React 👩🏽‍💻'],
  tools: ['Git', 'Figma'],
  projects: [{ title: 'Pocket Budget', description: 'A budgeting app.', links: [{ url: 'https://example.com/app' }, { label: 'App Store', url: 'https://apps.apple.com/app/id1' }] }],
  ...overrides,
});

const pdfFonts = (pdf: Buffer) => poppler('pdffonts', pdf);

const pageText = (pdf: Buffer, page: number) =>
  asRead(poppler('pdftotext', pdf, ['-f', String(page), '-l', String(page), '-enc', 'UTF-8']));

it('has the owner’s name, in any script, as its title and author', async () => {
  const info = pdfInfo(await renderCvPdf(cv()));
  expect(info.Title).toBe('أمارة أوكافور 🚀');
  expect(info.Author).toBe('أمارة أوكافور 🚀');
  expect(info['Page size']).toContain('A4');
});

it('has every fact as selectable text, in whichever script it is written', async () => {
  const text = pdfText(await renderCvPdf(cv()));
  const facts = ['Инженер-программист', 'amara@example.com', 'Ελληνικά και 日本語', 'Zażółć gęślą jaźń', 'Senior Engineer', '株式会社さくら, 東京', '시니어 개발자', 'Разработчик', '中文', 'Git', 'Figma', 'Pocket Budget', 'example.com/app', 'apps.apple.com/app/id1'];
  for (const fact of facts) expect(text).toContain(fact);
  for (const title of [words.timeline, words.skills, words.tools, words.projects]) expect(text).toContain(title);
});

describe('read by a screen reader (a tagged PDF, read with pdf.js)', () => {
  // A French CV with one job and one project in English.
  const french = cv({
    name: 'Amara Okafor',
    jobTitle: 'Ingénieure logicielle',
    lang: 'fr',
    links: [{ label: 'Site', url: 'https://example.github.io/portfolio/' }],
    intro: { heading: 'À propos', paragraph: 'Je construis des applications rapides.' },
    timeline: [
      { jobtitle: 'Senior Engineer', where: 'Acme, London', date: '2023 – present', lang: 'en' },
      { jobtitle: 'Développeuse', where: 'Lyon', date: '2019 – 2023' },
    ],
    skills: ['TypeScript', 'Accessibilité'],
    tools: ['Git'],
    projects: [
      { title: 'Pocket Budget', description: 'A budgeting app.', lang: 'en', links: [{ url: 'https://example.com/app' }, { label: 'App Store', url: 'https://apps.apple.com/app/id1' }] },
      { title: 'Carnet', description: 'Un carnet de notes.', links: [] },
    ],
  });
  let structure: ReturnType<typeof pdfStructure>;
  beforeAll(async () => {
    structure = pdfStructure(await renderCvPdf(french));
  });

  it('has every word in its structure, none outside', () => {
    expect(structure.pages.length).toBeGreaterThan(0);
    expect(structure.pages.every(Boolean)).toBe(true);
    expect(structure.untagged).toBe('');
  });

  it('goes by headings: the name, then each section, then each job and project', () => {
    expect(elementsOf(structure, 'H1').map(({ text }) => text)).toEqual(['Amara Okafor']);
    expect(elementsOf(structure, 'H2').map(({ text }) => text)).toEqual(['À propos', words.timeline, words.skills, words.tools, words.projects]);
    expect(elementsOf(structure, 'H3').map(({ text }) => text)).toEqual(['Senior Engineer', 'Développeuse', 'Pocket Budget', 'Carnet']);
  });

  it('reads a job as title, place, dates, though its dates stand beside its title', () => {
    expect(elementsOf(structure, 'Div').map(({ text }) => text)).toEqual([
      'Senior Engineer Acme, London 2023 – present',
      'Développeuse Lyon 2019 – 2023',
      'Pocket Budget example.com/app · App Store: apps.apple.com/app/id1 A budgeting app.',
      'Carnet Un carnet de notes.',
    ]);
  });

  it('reads a job or project written in English in English on a French CV, and only those', () => {
    const items = elementsOf(structure, 'Div');
    expect(items.map(({ lang }) => lang ?? null)).toEqual(['en', null, 'en', null]);
    // Inside the English project, the site's words ("App Store" before its address) are French again.
    expect(items[2]!.children.map(({ role, lang }) => [role, lang ?? null])).toEqual([
      ['H3', null],
      ['P', 'fr'],
      ['P', null],
    ]);
  });

  it('has each address as a link that holds its annotation, described by the address as printed', () => {
    expect(elementsOf(structure, 'Link').map(({ text, href, description }) => ({ text, href, description }))).toEqual([
      { text: 'amara@example.com', href: 'mailto:amara@example.com', description: 'amara@example.com' },
      { text: 'example.github.io/portfolio', href: 'https://example.github.io/portfolio/', description: 'example.github.io/portfolio' },
      { text: 'example.com/app', href: 'https://example.com/app', description: 'example.com/app' },
      { text: 'apps.apple.com/app/id1', href: 'https://apps.apple.com/app/id1', description: 'apps.apple.com/app/id1' },
    ]);
  });
});

it('is made for an owner whose name is in a script no font here draws', async () => {
  // Bamum has no package (its letters come out as boxes, and the build says so:
  // lib/fonts/content-coverage.ts).
  const text = pdfText(await renderCvPdf(cv({ name: 'ꚠꚡ ꚢꚣꚤ', jobTitle: 'Engineer', lang: 'bax' })));
  expect(text).toContain('Engineer');
  expect(text).toContain('amara@example.com');
  expect(text).toContain('Pocket Budget');
});

it('draws a Japanese CV\'s kanji in Japanese shapes, though no kana tells, and a Taiwanese one\'s in traditional ones', async () => {
  const japanese = cv({ name: '岡田 健', jobTitle: '技術者', lang: 'ja', timeline: [], skills: ['直感'], tools: [], intro: { heading: '自己紹介', paragraph: '東京' } });
  const fonts = pdfFonts(await renderCvPdf(japanese));
  expect(fonts).toContain('NotoSansJP');
  expect(fonts).not.toContain('NotoSansSC');
  expect(pdfFonts(await renderCvPdf({ ...japanese, lang: 'zh' }))).not.toContain('NotoSansJP');
  // Taiwan's traditional shapes, for the commonest characters (我, 是, 的) and the punctuation
  // ("，" centred, not low at the left) too: they are in the one file of noto-sans-tc that fontkit
  // read only as plain OpenType (lib/fonts/open-font.ts), and came from Noto Sans SC before.
  const taiwanese = await renderCvPdf({ ...japanese, name: '王小明', jobTitle: '我是臺灣的軟體工程師，在台北。', lang: 'zh-TW' });
  expect(pdfFonts(taiwanese)).toContain('NotoSansTC');
  expect(pdfFonts(taiwanese)).not.toContain('NotoSansSC');
  expect(pdfText(taiwanese)).toContain('我是臺灣的軟體工程師，在台北。');
  // A rare simplified surname, in the other file fontkit could not read: drawn, not a box.
  const simplified = await renderCvPdf({ ...japanese, name: '骆冰', lang: 'zh' });
  expect(pdfFonts(simplified)).toContain('NotoSansSC');
  expect(pdfText(simplified)).toContain('骆冰');
});

describe("Han characters in a job's or project's own language", () => {
  const project = { title: '東京 地図', description: '東京都 地図', links: [] };
  const job = { jobtitle: '技術者', where: '東京', date: '2020' };
  const english = cv({ lang: 'en', name: 'Amara Okafor', intro: { heading: 'About me', paragraph: 'I build software.' }, skills: ['TypeScript'], projects: [], timeline: [] });

  it.each([
    ['a project', { projects: [{ ...project, lang: 'ja' }] }],
    ['a job', { timeline: [{ ...job, lang: 'ja' }] }],
  ])('draws %s in Japanese in Japanese shapes on an English CV', async (_, items) => {
    const fonts = pdfFonts(await renderCvPdf({ ...english, ...items }));
    expect(fonts).toContain('NotoSansJP');
    expect(fonts).not.toContain('NotoSansSC');
  });

  it("takes unmarked items to be in the CV's language, and keeps the CV's shapes for items in a language that says none", async () => {
    // Unmarked on an English CV: Chinese shapes, the default.
    expect(pdfFonts(await renderCvPdf({ ...english, projects: [project], timeline: [job] }))).not.toContain('NotoSansJP');
    // A job in English on a Japanese CV: its "東京" in the CV's Japanese shapes; on a Taiwanese CV, traditional ones.
    const inEnglish = { projects: [{ ...project, lang: 'en' }], timeline: [{ ...job, lang: 'en' }] };
    const japanese = pdfFonts(await renderCvPdf({ ...english, ...inEnglish, lang: 'ja' }));
    expect(japanese).toContain('NotoSansJP');
    expect(japanese).not.toContain('NotoSansSC');
    expect(pdfFonts(await renderCvPdf({ ...english, ...inEnglish, lang: 'zh-TW' }))).toContain('NotoSansTC');
  });
});

it('draws Thai, Georgian and Armenian, as selectable text', async () => {
  // A Thai name stopped the build before its font came (the Chinese package's slice was picked for "ย").
  const text = pdfText(await renderCvPdf(cv({ name: 'สมชาย ใจดี', jobTitle: 'ნინო ბერიძე', lang: 'th', skills: ['Հայերեն', 'TypeScript'] })));
  expect(text).toContain('สมชาย ใจดี');
  expect(text).toContain('ნინო ბერიძე');
  expect(text).toContain('Հայերեն');
});

it('draws the scripts of South and Southeast Asia and Ethiopia, and vowelled Arabic, in their own fonts', async () => {
  // Before fontkit was mended (lib/fonts/fontkit-mends.ts), the Arabic name, the Gurmukhi, Malayalam,
  // Telugu and Khmer words and the no-break space in Sinhala stopped the build; before their
  // packages came, all but the Arabic were boxes.
  const pdf = await renderCvPdf(
    cv({
      name: 'عَرَفِ يُوسُفِ',
      jobTitle: 'সৌমিত্র · தமிழ் · ਸਿੰਘ',
      skills: ['ലക്ഷ്മി', 'శ్రీనివాస్ రెడ్డి', 'ಕೃಷ್ಣ', 'પ્રિયા', 'ମିଶ୍ର', 'නිමල්\u00a0පෙරේරා'],
      tools: ['ሰላም ተስፋዬ', 'សុខ សុភា', 'ສົມພອນ', 'အောင်ကျော်'],
    }),
  );
  const fonts = pdfFonts(pdf);
  for (const script of ['Bengali', 'Tamil', 'Gurmukhi', 'Malayalam', 'Telugu', 'Kannada', 'Gujarati', 'Oriya', 'Sinhala', 'Ethiopic', 'Khmer', 'Lao', 'Myanmar'])
    expect(fonts).toContain(`NotoSans${script}`);
  // Ethiopic is written in the order it is read: it is copied back as written.
  expect(pdfText(pdf)).toContain('ሰላም ተስፋዬ');
});

it('draws Thaana, Syriac, NKo, Tibetan, Tifinagh, Cherokee, Ol Chiki, Canadian syllabics, Vai and Yi in their own fonts, read as written', async () => {
  // Each was a row of boxes before its package came. The first three are written from the right.
  const texts = {
    name: 'ޢާއިޝަތު ޝިފާ',
    jobTitle: 'ސޮފްޓްވެއާ އިންޖިނިއަރު',
    skills: ['ܫܠܡܐ ܥܠܡܐ', 'ߒߞߏ ߞߊ߲', 'བོད་ཡིག', 'ⵜⴰⵎⴰⵣⵉⵖⵜ', 'ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ', 'ᱥᱟᱱᱛᱟᱲᱤ', 'ᐃᓄᒃᑎᑐᑦ', 'ꕙꔤ ꕞꕌꖝ', 'ꆈꌠꁱꂷ'],
  };
  const pdf = await renderCvPdf(cv({ ...texts, lang: 'dv' }));
  const fonts = pdfFonts(pdf);
  for (const family of ['Thaana', 'Syriac', 'NKo', 'Tifinagh', 'Cherokee', 'OlChiki', 'CanadianAboriginal', 'Vai', 'Yi']) expect(fonts).toContain(`NotoSans${family}`);
  expect(fonts).toContain('NotoSerifTibetan');
  // Not the Arabic font, though Thaana, Syriac and NKo are written from the right as Arabic is.
  expect(fonts).not.toContain('NotoSansArabic');
  // Copied with pdftotext, each word comes back as written, but for three: the vowel signs of
  // Thaana and Tibetan, drawn above or below their letter, come out as characters of their own,
  // and NKo in the order drawn (pdftotext does not take NKo for right-to-left). A
  // screen reader reads the words from the structure, below, which has all of them as written.
  const copied = copiedText(pdf);
  for (const word of ['ܫܠܡܐ', 'ܥܠܡܐ', 'ⵜⴰⵎⴰⵣⵉⵖⵜ', 'ᏣᎳᎩ', 'ᱥᱟᱱᱛᱟᱲᱤ', 'ᐃᓄᒃᑎᑐᑦ', 'ꕞꕌꖝ', 'ꆈꌠꁱꂷ']) expect(copied).toContain(word);
  const structure = pdfStructure(pdf);
  expect(structure.untagged).toBe('');
  expect(elementsOf(structure, 'H1').map(({ text }) => text)).toEqual([texts.name]);
  expect(elementsOf(structure, 'P')[0]!.text).toBe(texts.jobTitle);
  const read = elementsOf(structure, 'P').map(({ text }) => text).join('\n');
  for (const skill of texts.skills) expect(read).toContain(skill);
});

it('links an address with letters beyond ASCII by its ASCII form (a PDF link is 7-bit), and prints it as written', async () => {
  const pdf = await renderCvPdf(
    cv({
      lang: 'en',
      email: 'zoé@exämple.com',
      links: [
        { label: 'Wikipedia', url: 'https://ar.wikipedia.org/wiki/مشروع' },
        { label: 'Shop', url: 'https://bücher.de/' },
      ],
      projects: [{ title: 'Café', description: 'An app.', links: [{ url: 'https://example.com/café?q=ü' }] }],
    }),
  );
  // Each address as `new URL` writes it: the path percent-encoded, the host in punycode. (An
  // address drawn in two fonts, Latin and Arabic, is two runs, each with its annotation.)
  const links = elementsOf(pdfStructure(pdf), 'Link');
  expect([...new Set(links.map(({ uri }) => uri))]).toEqual([
    'mailto:zo%C3%A9@ex%C3%A4mple.com',
    'https://ar.wikipedia.org/wiki/%D9%85%D8%B4%D8%B1%D9%88%D8%B9',
    'https://xn--bcher-kva.de/',
    'https://example.com/caf%C3%A9?q=%C3%BC',
  ]);
  // What the reader sees, and the description a screen reader reads, stay the address as written.
  const printed = ['zoé@exämple.com', 'ar.wikipedia.org/wiki/مشروع', 'bücher.de', 'example.com/café?q=ü'];
  // Each Link reads as its ActualText where it has one (the Arabic word, drawn reversed); the
  // Arabic address is two runs, in two fonts, each a Link of its own: read together, it is whole.
  const read = new Map<string | undefined, string>();
  for (const { actual, text, description } of links) read.set(description, (read.get(description) ?? '') + (actual ?? text));
  expect([...read]).toEqual(printed.map((address) => [address, address]));
});

it('draws the narrow no-break spaces of French punctuation as spaces, not as boxes', async () => {
  // Noto Sans has no U+202F: "Croix-Rousse\u202f: des" was drawn "Croix-Rousse▯: des". Drawn as a
  // no-break space, the page is the one a no-break space gives.
  const french = (space: string) =>
    cv({
      lang: 'fr',
      name: 'Margaux Lefèvre-Dubois',
      jobTitle: `Développeuse${space}!`,
      intro: { heading: `Qui suis-je${space}?`, paragraph: `Mon credo${space}: «${space}mesurer avant d’optimiser${space}»${space}; et vous${space}?` },
      skills: [`Accessibilité${space}!`],
    });
  const narrow = await renderCvPdf(french('\u202f'));
  expect(firstPage(narrow).equals(firstPage(await renderCvPdf(french('\u00a0'))))).toBe(true);
  expect(pdfText(narrow)).toContain('Mon credo : « mesurer avant d’optimiser » ; et vous ?');
});

it('prints a percent-encoded address with its letters, as the address bar shows it, and links it as written', async () => {
  // Copied from the address bar, a LinkedIn profile with an accent is "lef%C3%A8vre": the CV printed
  // the escapes. An escaped space or slash stays: undone, it would print another address.
  const pdf = await renderCvPdf(
    cv({
      lang: 'fr',
      links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/margaux-lef%C3%A8vre-dubois' }],
      projects: [{ title: 'Carte', description: 'Une carte.', links: [{ url: 'https://example.fr/caf%C3%A9/menu%20du%20jour' }] }],
    }),
  );
  const text = pdfText(pdf);
  expect(text).toContain('www.linkedin.com/in/margaux-lefèvre-dubois');
  expect(text).toContain('example.fr/café/menu%20du%20jour');
  expect(text).not.toContain('%C3');
  expect(elementsOf(pdfStructure(pdf), 'Link').map(({ uri }) => uri)).toContain('https://www.linkedin.com/in/margaux-lef%C3%A8vre-dubois');
});

it('puts a label before its address with the punctuation of the site\'s words: a space before the colon in French, none in English', async () => {
  const uiWords = (lang: string) => cvText(uiSchema.parse(JSON.parse(readFileSync(join(process.cwd(), 'content', 'ui', `${lang}.json`), 'utf8'))));
  const french = cv({ lang: 'fr', links: [{ label: 'GitHub', url: 'https://github.com/example' }], projects: [{ title: 'Carnet', description: 'Un carnet.', links: [{ url: 'https://example.com/app' }, { label: 'App Store', url: 'https://apps.apple.com/app/id1' }] }] });
  // pdftotext gives the no-break spaces as spaces.
  const text = pdfText(await renderWith(french, uiWords('fr')));
  expect(text).toContain('E-mail : amara@example.com');
  expect(text).toContain('GitHub : github.com/example');
  expect(text).toContain('App Store : apps.apple.com/app/id1');
  expect(pdfText(await renderWith(french, uiWords('en')))).toContain('E-mail: amara@example.com');
});

it('marks the site\'s words as English on a CV in a language they have no translation in, and only those', async () => {
  // A German CV with the site's words in English, as a site in a language with no content/ui/
  // file has them: its section titles and link labels are English.
  const german = cv({
    name: 'Jürgen Weiß',
    jobTitle: 'Softwareentwickler',
    lang: 'de',
    links: [{ label: 'Website', url: 'https://example.github.io/portfolio/' }],
    intro: { heading: 'Über mich', paragraph: 'Ich baue schnelle Anwendungen.' },
    timeline: [{ jobtitle: 'Entwickler', where: 'Berlin', date: '2019 – 2023' }],
    skills: ['TypeScript'],
    tools: ['Git'],
    projects: [{ title: 'Haushaltsbuch', description: 'Eine App.', links: [{ url: 'https://example.com/app' }, { label: 'App Store', url: 'https://apps.apple.com/app/id1' }] }],
  });
  const structure = pdfStructure(await renderWith(german, { ...words, lang: 'en' }));
  expect(elementsOf(structure, 'H2').map(({ text, lang }) => [text, lang ?? null])).toEqual([
    ['Über mich', null],
    [words.timeline, 'en'],
    [words.skills, 'en'],
    [words.tools, 'en'],
    [words.projects, 'en'],
  ]);
  // Each label before its address, and nothing else of the lines they are in.
  expect(elementsOf(structure, 'Span').map(({ text, lang }) => [text.trim(), lang ?? null])).toEqual([
    [`${words.email}:`, 'en'],
    ['Website:', 'en'],
    ['App Store:', 'en'],
  ]);
  expect(elementsOf(structure, 'H3').map(({ lang }) => lang ?? null)).toEqual([null, null]);
  // Drawn as before: the marks change the structure, not the page.
  expect(pdfText(await renderWith(german, { ...words, lang: 'en' }))).toBe(pdfText(await renderWith(german, words)));
});

it('is read by a screen reader in reading order in Arabic: lines from the right, each run as its words were written', async () => {
  const structure = pdfStructure(
    await renderCvPdf(
      cv({
        jobTitle: 'مهندسة برمجيات في Google منذ 2019',
        timeline: [{ jobtitle: 'مهندسة أولى', where: 'شركة (Acme)، دبي', date: '٢٠١٩ – ٢٠٢٣' }],
        projects: [{ title: 'ميزانية الجيب', description: 'تطبيق لإدارة الميزانية كتب بـ React Native.', links: [] }],
      }),
    ),
  );
  expect(structure.untagged).toBe('');
  expect(elementsOf(structure, 'H1').map(({ text }) => text)).toEqual(['أمارة أوكافور 🚀']);
  // Drawn from the left, "2019" first; read from the right, it comes last.
  expect(elementsOf(structure, 'P')[0]!.text).toBe('مهندسة برمجيات في Google منذ 2019');
  expect(elementsOf(structure, 'Div').map(({ text }) => text)).toEqual(['مهندسة أولى شركة (Acme)، دبي ٢٠١٩ – ٢٠٢٣', 'ميزانية الجيب تطبيق لإدارة الميزانية كتب بـ React Native.']);
});

it('keeps its metadata readable when the name or a skill has an ampersand or an angle bracket', async () => {
  const pdf = await renderCvPdf(cv({ name: 'Tom & Jerry <Studio>', skills: ['R&D', 'C++ <templates>'] }));
  expect(pdfInfo(pdf).Title).toBe('Tom & Jerry <Studio>');
  // Readers that prefer the XMP metadata (pdf.js, Acrobat) ignore it when its XML is broken.
  expect(pdfStructure(pdf).xmpTitle).toBe('Tom & Jerry <Studio>');
});

/** The PDF's text as copied: pdftotext marks right-to-left text with embedding characters, which a reader does not see. */
const copiedText = (pdf: Buffer) => pdfText(pdf).replace(/[\u202a-\u202e]/g, '');

it('sets right-to-left text in reading order, words and spaces kept', async () => {
  const text = copiedText(await renderCvPdf(cv({ jobTitle: 'مهندسة برمجيات' })));
  expect(text).toContain('أمارة أوكافور');
  expect(text).toContain('مهندسة برمجيات');
  expect(text).toContain('שרה בע״מ');
});

it('gives back, copied, the Arabic and Persian letters it shows, where letters share a shape but not their dots', async () => {
  // Noto Sans Arabic draws ب ت ث ن ي, ج ح خ, ف ق (and پ, چ, ی) with shared dotless shapes and adds
  // the dots as marks: each use of a shape must still map to its own letter (lib/cv/pdf/glyph-text.ts).
  const paragraph = 'أبني تطبيقات للويب والهاتف كل يوم، لأن الثقة تُبنى بالتجربة. ثلاثة حلول فريق خبير. پروژه‌های گوناگون چیست';
  const pdf = await renderCvPdf(cv({ intro: { heading: 'عن عملي', paragraph }, jobTitle: 'مطورة واجهات' }));
  const text = copiedText(pdf);
  // پروژه‌های is one word with a zero-width non-joiner inside: copied as a space, it would be two.
  const missing = paragraph.replace(/[،.]/g, '').split(' ').filter((word) => !text.includes(word));
  expect(missing).toEqual([]);
  expect(text).toContain('عن عملي');
  expect(text).toContain('مطورة واجهات');
  // What a screen reader reads (the tagged structure, through pdf.js) keeps the joiner: without
  // it, پروژه‌های would be read as one joined word, پروژههای.
  const paragraphs = elementsOf(pdfStructure(pdf), 'P').map((element) => element.text);
  expect(paragraphs).toContain(paragraph);
});

/**
 * The words of a PDF's lines as drawn (pdftotext -bbox-layout: each word's glyphs left to right),
 * read as a reader of a paragraph that reads `from` that side: word by word from that side, each
 * Hebrew word from its right end, and a stretch of words that reads the other way (a year, an
 * English name; or Hebrew words in English text) from its far end.
 */
function readLines(pdf: Buffer, from: 'right' | 'left') {
  const layout = poppler('pdftotext', pdf, ['-bbox-layout', '-enc', 'UTF-8']);
  const hebrew = /\p{Script=Hebrew}/u;
  return [...layout.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)].map(([, xMin, yMin, xMax, line]) => {
    const words = [...line!.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]+)<\/word>/g)]
      .map(([, x, word]) => ({ x: Number(x), word: word! }))
      .sort((a, b) => (from === 'right' ? b.x - a.x : a.x - b.x));
    const read: string[] = [];
    let otherWay: string[] = [];
    for (const { word } of words) {
      const rightToLeft = hebrew.test(word);
      const text = rightToLeft ? Array.from(word).reverse().join('') : word;
      if (rightToLeft === (from === 'right')) {
        read.push(...otherWay, text);
        otherWay = [];
      } else otherWay.unshift(text);
    }
    return { top: Number(yMin), left: Number(xMin), right: Number(xMax), text: [...read, ...otherWay].join(' ') };
  });
}

it('sets a right-to-left paragraph longer than a line from the right, in reading order, line after line', async () => {
  // Four different sentences, with full stops, commas, a year and an English name in brackets:
  // a line set in the wrong order, words reversed within a line, a full stop on the wrong side or
  // a bracket facing out reads differently. Hebrew, as its letters come back from a PDF as they
  // went in (see docs/cv.md).
  const paragraph = [
    'אני בונה אפליקציות מהירות ונגישות לטלפון ולרשת, מהסקיצה הראשונה ועד החנות.',
    'מאז 2019 אני עובדת עם צוותים קטנים במאפיות, בספריות ובבתי קפה.',
    'אני כותבת קוד (React Native) ובודקת כל מסך עם קורא מסך.',
    'אני אוהבת מפות ישנות, תה ירוק ומכתבים בכתב יד.',
  ].join(' ');
  const lines = readLines(await renderCvPdf(cv({ intro: { heading: 'עליי', paragraph } })), 'right');
  const first = lines.findIndex(({ text }) => text.startsWith('אני בונה'));
  const own = lines.slice(first, first + 4).filter(({ text }) => paragraph.includes(text));
  expect(own.length).toBeGreaterThanOrEqual(3);
  expect(own.map(({ text }) => text).join(' ')).toBe(paragraph);
  // Each of its lines ends at the right margin (A4 is 595 pt wide, 54 pt margins).
  for (const { right } of own) expect(right).toBeGreaterThan(595 - 54 - 2);
});

it('keeps the line breaks written in a right-to-left text: each line set from the right, a blank line left between two paragraphs', async () => {
  const written = ['אני בונה אפליקציות מהירות.', 'מאז 2019 אני עובדת עם צוותים קטנים.', 'שורה משלה.'];
  const paragraph = `${written[0]}\n\n${written[1]}\n${written[2]}`;
  const lines = readLines(await renderCvPdf(cv({ intro: { heading: 'עליי', paragraph } })), 'right');
  const first = lines.findIndex(({ text }) => text === written[0]);
  const own = lines.slice(first, first + 3);
  expect(own.map(({ text }) => text)).toEqual(written);
  for (const { right } of own) expect(right).toBeGreaterThan(595 - 54 - 2);
  // The blank line: the second line stands two lines below the first, the third one below it.
  const [gapBefore, gapAfter] = [own[1]!.top - own[0]!.top, own[2]!.top - own[1]!.top];
  expect(gapBefore / gapAfter).toBeCloseTo(2, 1);
});

it.each([
  ['Japanese', 'ja', ['私は東京のエンジニアです。', '休日はRustを書いています。', '一行。']],
  ['English after an emoji', 'en', ['I ship apps 🚀', 'Ten years on.', 'Own line.']],
])('keeps a blank line written in %s text where one font gives way to another: each line at the margin, the blank line left', async (_, lang, written) => {
  const paragraph = `${written[0]}\n\n${written[1]}\n${written[2]}`;
  const lines = readLines(await renderCvPdf(cv({ lang, intro: { heading: 'Intro', paragraph } })), 'left');
  const first = lines.findIndex(({ text }) => text === written[0]);
  const own = lines.slice(first, first + 3);
  expect(own.map(({ text }) => text)).toEqual(written);
  // Each line starts at the left margin (54 pt): the line after the blank one had a two-space indent.
  for (const { left } of own) expect(left).toBeCloseTo(54, 0);
  // Two lines down, then one (the emoji stands a little taller than the letters: measured from the lines' tops).
  const [gapBefore, gapAfter] = [own[1]!.top - own[0]!.top, own[2]!.top - own[1]!.top];
  expect(gapBefore / gapAfter).toBeGreaterThan(1.8);
  expect(gapBefore / gapAfter).toBeLessThan(2.2);
});

it('sets a Hebrew title with an English name first from the right on a Hebrew CV, where its first letter would say left', async () => {
  const title = 'Tor – תורים למרפאה';
  const lines = readLines(await renderCvPdf(cv({ lang: 'he', intro: { heading: 'עליי', paragraph: 'אני בונה אפליקציות.' }, projects: [{ title, description: 'אפליקציה.', links: [] }] })), 'right');
  const line = lines.find(({ text }) => text.includes('תורים'));
  expect(line).toBeDefined();
  // Its end at the right margin (A4 is 595 pt wide, 54 pt margins), not its start at the left one.
  expect(line!.right).toBeGreaterThan(595 - 54 - 2);
  expect(line!.left).toBeGreaterThan(54 + 20);
});

it('sets a right-to-left phrase longer than a line inside left-to-right text in reading order, line after line', async () => {
  // An English intro quoting a Hebrew sentence of two lines' length.
  const phrase = 'אני בונה אפליקציות מהירות ונגישות לטלפון ולרשת מהסקיצה הראשונה ועד החנות ואוהבת מפות ישנות תה ירוק ומכתבים בכתב יד';
  const paragraph = `In 2019 I wrote ${phrase} for the city library and it is still read there today`;
  const lines = readLines(await renderCvPdf(cv({ lang: 'en', intro: { heading: 'About me', paragraph } })), 'left').map(({ text }) => text);
  const hebrew = /\p{Script=Hebrew}/u;
  const first = lines.findIndex((line) => line.startsWith('In 2019'));
  const own = lines.slice(first, first + 4).filter((line) => paragraph.includes(line));
  // The phrase is broken over lines: two of them have Hebrew words.
  expect(own.filter((line) => hebrew.test(line)).length).toBeGreaterThanOrEqual(2);
  expect(own.join(' ')).toBe(paragraph);
});

it('writes a number in Arabic-Indic digits from the left, and the first year of a range on the right', async () => {
  const words = wordsOf(await renderCvPdf(cv({ timeline: [{ jobtitle: 'مهندسة برمجيات', where: 'دبي', date: '٢٠١٩ – ٢٠٢٣' }] })));
  const years = words.filter(({ text }) => /^[٠-٩]+$/.test(text));
  expect(years.map(({ text }) => text).sort()).toEqual(['٢٠١٩', '٢٠٢٣']);
  expect(word(words, '٢٠١٩').left).toBeGreaterThan(word(words, '٢٠٢٣').left);
});

/** Every word drawn, with its box in points from the page's top left (pdftotext -bbox). */
function wordsOf(pdf: Buffer) {
  const layout = poppler('pdftotext', pdf, ['-bbox', '-enc', 'UTF-8']);
  return [...layout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]+)<\/word>/g)].map(
    ([, left, top, right, bottom, text]) => ({ text: text!, left: Number(left), top: Number(top), right: Number(right), bottom: Number(bottom) }),
  );
}

/** The one word drawn as `text`. */
function word(words: ReturnType<typeof wordsOf>, text: string) {
  const found = words.filter((candidate) => candidate.text === text);
  expect(found.map(({ text }) => text)).toEqual([text]);
  return found[0]!;
}

describe('a CV in a language written from the right, as the About page sets it', () => {
  // An Arabic owner: Arabic titles, Latin addresses and tool names, bare years, one job marked as
  // written in English. The CV's own words (section titles, "E-mail") are the English UI's here.
  const arabic = cv({
    name: 'ليلى حداد',
    jobTitle: 'مهندسة برمجيات',
    lang: 'ar',
    email: 'layla@example.com',
    links: [
      { label: 'الموقع', url: 'https://layla.example/portfolio' },
      { label: 'GitHub', url: 'https://github.com/layla' },
      { label: 'X (Twitter)', url: 'https://x.com/layla' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/layla-haddad' },
      { label: 'Mastodon', url: 'https://mastodon.social/@layla' },
    ],
    intro: { heading: 'عن عملي', paragraph: 'أبني تطبيقات للويب والهاتف منذ 2015، وأعمل مع React و TypeScript كل يوم.' },
    timeline: [
      { jobtitle: 'مطورة واجهات', where: 'بيروت', date: '2020 – 2022' },
      { jobtitle: 'Frontend Developer', where: 'Berlin', date: '2016 – 2019', lang: 'en' },
      { jobtitle: 'Lead Engineer for the Accessibility and Internationalisation of Public Digital Services', where: 'Amman', date: '2010 – 2014', lang: 'en' },
    ],
    skills: ['TypeScript', 'React', 'تصميم الواجهات', 'Swift'],
    tools: [],
    projects: [],
  });
  let words: ReturnType<typeof wordsOf>;
  beforeAll(async () => {
    words = wordsOf(await renderCvPdf(arabic));
  });

  it('lists its addresses from the right, line after line, each beside its own label', () => {
    // Read from the right: top line first, then each line from its right end.
    const order = ['layla@example.com', 'layla.example/portfolio', 'github.com/layla', 'x.com/layla', 'www.linkedin.com/in/layla-haddad', 'mastodon.social/@layla'];
    const addresses = order.map((text) => word(words, text));
    const lines = new Set(addresses.map(({ top }) => Math.round(top)));
    // The list is long enough to take two lines.
    expect(lines.size).toBeGreaterThan(1);
    const readFromTheRight = [...addresses].sort((a, b) => a.top - b.top || b.right - a.right).map(({ text }) => text);
    expect(readFromTheRight).toEqual(order);
    // A Latin label reads from the left: it stands just left of its address, on its line.
    for (const [label, address] of [
      ['E-mail:', 'layla@example.com'],
      ['GitHub:', 'github.com/layla'],
      ['(Twitter):', 'x.com/layla'],
      ['LinkedIn:', 'www.linkedin.com/in/layla-haddad'],
    ] as const) {
      const [before, after] = [word(words, label), word(words, address)];
      expect({ label, line: Math.round(before.top) }).toEqual({ label, line: Math.round(after.top) });
      const gap = after.left - before.right;
      expect({ label, justLeftOfIt: gap > 0 && gap < 6 }).toEqual({ label, justLeftOfIt: true });
    }
  });

  it('sets its timeline with the dates on the left, and a range of bare years from the right unless the job is in English', () => {
    // "2020 – 2022" in an Arabic job: 2020 on the right.
    const [from, to] = [word(words, '2020'), word(words, '2022')];
    expect(from.left).toBeGreaterThan(to.right);
    // "2016 – 2019" in a job in English: 2016 on the left.
    const [since, until] = [word(words, '2016'), word(words, '2019')];
    expect(since.right).toBeLessThan(until.left);
    // The titles line up on the right, beside the dates, whichever way they read.
    const developer = word(words, 'Developer');
    expect(developer.right).toBeGreaterThan(595 - 54 - 2);
    expect(until.right).toBeLessThan(word(words, 'Frontend').left);
    // A title in Latin letters longer than its column: each of its lines ends on the right.
    const [lead, services] = [word(words, 'Lead'), word(words, 'Services')];
    expect(services.top).toBeGreaterThan(lead.bottom);
    for (const line of [lead, services]) {
      const right = Math.max(...words.filter(({ top }) => Math.abs(top - line.top) < 1).map(({ right }) => right));
      expect(right).toBeGreaterThan(595 - 54 - 2);
    }
  });

  it('lists its skills from the right', () => {
    const [typescript, react, swift] = ['TypeScript', 'React', 'Swift'].map((text) => words.filter((candidate) => candidate.text === text).at(-1)!);
    expect(typescript!.left).toBeGreaterThan(react!.right);
    expect(react!.left).toBeGreaterThan(swift!.right);
  });
});

it('draws an address with Arabic letters in it left to right in an Arabic paragraph, the comma after it at its left, as the pages do', async () => {
  // In a paragraph that reads from the right, the address's Arabic path was drawn before its host:
  // "مدونة/https://layla.example" (an Arabic owner's walkthrough of the pages, 2026-12-07).
  const words = wordsOf(
    await renderCvPdf(
      cv({
        intro: { heading: 'عن عملي', paragraph: 'مدونتي https://layla.example/مدونة، وفيها المزيد.' },
        projects: [{ title: 'مشروع', description: 'الكود في https://layla.example/مشاريع/واحد، شكرا.', links: [] }],
      }),
    ),
  );
  // Each line's words joined from the left, as drawn (pdftotext gives an Arabic word's letters as drawn, from the left).
  const drawnLine = (address: string) => {
    const { top } = words.find(({ text }) => text.includes(address))!;
    return words
      .filter((word) => Math.abs(word.top - top) < 3)
      .sort((a, b) => a.left - b.left)
      .map(({ text }) => text)
      .join('');
  };
  expect(drawnLine('layla.example')).toContain('،https://layla.example/ةنودم');
  expect(drawnLine('layla.example/د')).toContain('،https://layla.example/دحاو/عيراشم');
});

it("lines a project's title up with its story when the two read different ways, as the Portfolio page does", async () => {
  // A Hebrew CV: "Pocket Budget" over a Hebrew story stood at the left margin, its story and
  // address at the right (a Hebrew owner's walkthrough, 2026-12-07). An English project marked so
  // keeps its title at the left, over its English story.
  const words = wordsOf(
    await renderCvPdf(
      cv({
        lang: 'he',
        projects: [
          { title: 'Pocket Budget', description: 'מעקב הוצאות חודשי עם סנכרון.', links: [] },
          { title: 'Transit Pulse', description: 'Live arrival times for city buses.', links: [], lang: 'en' },
        ],
      }),
    ),
  );
  const rightMargin = 595.28 - 54;
  expect(word(words, 'Budget').right).toBeGreaterThan(rightMargin - 1);
  expect(word(words, 'Transit').left).toBeLessThan(54 + 1);
});

it('stands every word of a line on one baseline, whatever script or font it is in', async () => {
  // Noto Sans Arabic's ascent is 0.3 em more than Noto Sans's, Noto Emoji's 0.14 em less: set
  // each at its own font's ascent below the line's top, words stood up to 3 points apart. An
  // English CV: the Arabic intro is set from the right, the skills from the left.
  const pdf = await renderCvPdf(
    cv({
      lang: 'en',
      intro: { heading: 'عن عملي', paragraph: 'أبني تطبيقات للويب منذ 2015 مع React.' },
      skills: ['TypeScript', 'العربية', 'Rust 🦀', 'Swift'],
    }),
  );
  const runs = pdfStructure(pdf).runs[0]!;
  for (const latin of ['React', 'Swift']) {
    const run = runs.find(({ text }) => text.includes(latin))!;
    // Its words: Noto Sans Arabic's dots are glyphs of their own, placed above or below a letter.
    const line = runs.filter(({ text, baseline }) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text) && Math.abs(baseline - run.baseline) < 6);
    // The line has words in another font: Arabic, or the emoji.
    expect(line.some(({ text }) => /[\p{Script=Arabic}\u{1F980}]/u.test(text))).toBe(true);
    // Each of its pieces, named, on the baseline of the Latin word.
    expect(line.map(({ text, baseline }) => ({ text, baseline: baseline.toFixed(2) }))).toEqual(line.map(({ text }) => ({ text, baseline: run.baseline.toFixed(2) })));
  }
  // The space after the emoji is drawn in a font that has it, not as Noto Emoji's missing glyph.
  expect(runs.find(({ text }) => text.includes('🦀'))!.text).toBe('🦀');
});

it('puts a space after an emoji as wide as the one before it', async () => {
  // Noto Emoji has a space of its own, 1.27 em wide against Noto Sans's 0.26 em.
  const words = wordsOf(await renderCvPdf(cv({ name: 'Zoé 🐉 Nguyễn', lang: 'en' })));
  const [before, emoji, after] = [word(words, 'Zoé'), word(words, '🐉'), word(words, 'Nguyễn')];
  expect(after.left - emoji.right).toBeLessThan((emoji.left - before.right) * 1.5);
});

it('stands a name that starts with an emoji where its letters would stand without it', async () => {
  const baselineOf = async (name: string) =>
    pdfStructure(await renderCvPdf(cv({ name, lang: 'en' }))).runs[0]!.find(({ text }) => text.includes('Okafor'))!.baseline;
  expect((await baselineOf('🚀 Amara Okafor')).toFixed(2)).toBe((await baselineOf('Amara Okafor')).toFixed(2));
});

it('embeds the fonts each script needs, and only those', async () => {
  const fonts = pdfFonts(await renderCvPdf(cv()));
  for (const family of ['NotoSansArabic', 'NotoSansJP', 'NotoSansKR', 'NotoSansHebrew', 'NotoEmoji', 'NotoSans-']) expect(fonts).toContain(family);
  expect(fonts).not.toContain('Helvetica');
  // Every font is embedded (a subset of it): the PDF reads the same everywhere.
  const rows = fonts.split('\n').slice(2).filter(Boolean);
  expect(rows.every((row) => / yes +yes +yes /.test(row))).toBe(true);
});

it('leaves out the sections of empty lists', async () => {
  const text = pdfText(await renderCvPdf(cv({ timeline: [], skills: [], tools: [], projects: [] })));
  for (const title of [words.timeline, words.skills, words.tools, words.projects]) expect(text).not.toContain(title);
  expect(text).toContain('amara@example.com');
});

it('runs over pages without splitting a right-to-left project whose description has line breaks', async () => {
  // Its height is counted line by line as it is set: the written breaks and blank lines included.
  const projects = [...'אבגדהוזחטיכלמנסעפצקרשת'].map((letter) => ({
    title: `כותרת ${letter.repeat(3)}`,
    description: ['סיפור קצר.', '', 'שורה שנייה.', 'שורה שלישית.', '', 'שורה רביעית.', 'שורה חמישית.', '', `סוף ${letter.repeat(3)}.`].join('\n'),
    links: [],
  }));
  const pdf = await renderCvPdf(cv({ name: 'ליה כהן', projects }));
  const pages = Number(pdfInfo(pdf).Pages);
  expect(pages).toBeGreaterThan(2);
  const texts = Array.from({ length: pages }, (_, i) => pageText(pdf, i + 1));
  for (const { title } of projects) {
    const marker = title.split(' ')[1]!;
    const start = texts.findIndex((text) => text.includes(title));
    const end = texts.findIndex((text) => text.includes(`סוף ${marker}`));
    expect({ title, start }).toEqual({ title, start: end });
  }
});

it('runs over pages without splitting a project from its description', async () => {
  const projects = Array.from({ length: 40 }, (_, i) => ({
    title: `Project number ${i + 1}`,
    description: `Story ${i + 1}: ${'a long description that goes on '.repeat(60)}end of story ${i + 1}.`,
    links: [{ url: `https://example.com/${'very-long-path-segment-'.repeat(8)}${i + 1}` }],
  }));
  const pdf = await renderCvPdf(cv({ name: 'Jordan Lee', projects }));
  const pages = Number(pdfInfo(pdf).Pages);
  expect(pages).toBeGreaterThan(5);
  const texts = Array.from({ length: pages }, (_, i) => pageText(pdf, i + 1));
  for (const { title } of projects) {
    const n = title.replace(/\D/g, '');
    const start = texts.findIndex((text) => text.includes(`${title} `));
    const end = texts.findIndex((text) => text.includes(`end of story ${n}.`));
    expect({ title, start }).toEqual({ title, start: end });
  }
  // Tagged on every page: each project's heading is there, in order, and nothing is outside the structure.
  const structure = pdfStructure(pdf);
  expect(structure.pages.every(Boolean)).toBe(true);
  expect(structure.untagged).toBe('');
  expect(elementsOf(structure, 'H3').map(({ text }) => text)).toEqual([...cv().timeline.map(({ jobtitle }) => jobtitle), ...projects.map(({ title }) => title)]);
});

describe('lines broken where the language breaks them', () => {
  // Compared without spaces and marks: pdftotext puts a space where a run of glyphs ends, and may
  // give a Thai tone mark before or after the vowel it stands with.
  const letters = (text: string) => text.replace(/[\s\p{M}]/gu, '');

  /** The lines of `paragraph` as pdftotext reads them from the CV's first page. */
  const linesOf = async (lang: string, paragraph: string) => {
    const pdf = await renderCvPdf(cv({ lang, intro: { heading: 'Intro', paragraph } }));
    // A line that starts with a mark is the end of the one before it: pdftotext puts a vowel
    // drawn low under its consonant (ู) on a line of its own.
    const lines = poppler('pdftotext', pdf, ['-l', '1', '-enc', 'UTF-8']).split(/\n(?!\p{M})/u);
    return lines.filter((line) => letters(line).length > 3 && letters(paragraph).includes(letters(line)));
  };

  it('breaks Thai between its words, never inside one or a syllable', async () => {
    // pdfkit breaks lines at spaces (and by Unicode's rules, without a dictionary): Thai, written
    // without spaces between words, was cut wherever a line was full ("การศึ" | "กษา").
    const paragraph =
      'ผมเป็นนักพัฒนาซอฟต์แวร์ที่ร่วมงานกับทีมเล็กๆในกรุงเทพมหานครเพื่อการพัฒนาแอปพลิเคชันให้ร้านค้าขนาดเล็กและห้องสมุดชุมชน ' +
      'ผมชอบเขียนโค้ดที่อ่านง่ายและทดสอบทุกหน้าจอด้วยโปรแกรมอ่านหน้าจอก่อนส่งงานให้ลูกค้าทุกครั้งและยังสอนการเขียนโปรแกรมให้นักเรียนมัธยมในวันเสาร์';
    const own = await linesOf('th', paragraph);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.map(letters).join('')).toBe(letters(paragraph));
    // Where a line may end: after one of the paragraph's words, as a dictionary finds them.
    const wordEnds = new Set([...new Intl.Segmenter('th', { granularity: 'word' }).segment(paragraph)].map(({ index, segment }) => letters(paragraph.slice(0, index + segment.length)).length));
    let end = 0;
    for (const line of own) expect(wordEnds.has((end += letters(line).length))).toBe(true);
  });

  it.each([
    ['Vietnamese', 'vi', 'Tôi thiết kế bảng điều khiển và ứng dụng di động cho các cửa hàng nhỏ ở Hà Nội, kiểm thử từng màn hình bằng trình đọc màn hình. Cuối tuần tôi dạy lập trình cho học sinh trung học và viết về khả năng tiếp cận.'],
    ['Polish', 'pl', 'Projektuję szybkie aplikacje dla małych piekarni, księgarni i kawiarni w Łodzi, Gdańsku i Wrocławiu; każdy ekran sprawdzam czytnikiem ekranu. W weekendy uczę programowania młodzież z pobliskiej szkoły.'],
  ])('breaks %s at its spaces only, though its letters come from more than one font file', async (_, lang, paragraph) => {
    // Noto Sans's Latin, Latin Extended and Vietnamese letters are in three files, and pdfkit may
    // end a line where one file's run gives way to the next: "bả" | "ng".
    const own = await linesOf(lang, paragraph);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.map((line) => line.trim()).join(' ')).toBe(paragraph);
  });

  it('sets Japanese solid, with no gap where one font file gives way to another', async () => {
    // Noto Sans JP kerns its kana, which pdfkit drew but did not measure: the kanji after them, from
    // another file, began further on, and a copy read "すべての 画面".
    const sentence = '私はすべての画面をスクリーンリーダーで確認します。';
    const pdf = await renderCvPdf(cv({ lang: 'ja', intro: { heading: '自己紹介', paragraph: sentence } }));
    expect(pdfText(pdf)).toContain(sentence);
  });

  it.each([
    ['Chinese', 'zh-TW', '我們團隊為社區診所設計行動應用程式與網頁應用程式，並且讓每一位使用者都能以螢幕閱讀器操作。'],
    ['Japanese', 'ja', '遅いネットワークでも速く、スクリーンリーダーでも使え、次のエンジニアが変更しやすいソフトウェアを大切にしています。'],
  ])('fills the lines of a %s paragraph to the margin, breaking it between any two characters', async (_, lang, sentence) => {
    // Broken between ICU's words only, its lines ended up to three characters short of the margin
    // ("大切にしてい" | "ます。", "應用" | "程式"), ragged where the page and any typesetter fill them.
    const paragraph = sentence.repeat(4);
    const pdf = await renderCvPdf(cv({ lang, intro: { heading: 'Intro', paragraph } }));
    const lines = readLines(pdf, 'left').filter(({ text }) => text.trim() !== '' && paragraph.includes(text.replace(/\s/g, '')));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.map(({ text }) => text.replace(/\s/g, '')).join('')).toBe(paragraph);
    // Every character is as wide as the next (set solid): one line's width over its characters.
    const em = (lines[0]!.right - lines[0]!.left) / Array.from(lines[0]!.text.replace(/\s/g, '')).length;
    const margin = Math.max(...lines.map(({ right }) => right));
    // A line may end a character short, where the next may not start a line ("。", "ー").
    for (const { right } of lines.slice(0, -1)) expect(margin - right).toBeLessThan(1.5 * em);
  });

  it('breaks Korean at its spaces only, with the full stop on the line of its word', async () => {
    // pdfkit breaks Korean between any two syllables, and put a full stop drawn in another font
    // than the word before it alone on a line.
    const paragraph = '서울의 여러 스타트업에서 웹 개발자로 일했습니다. 작은 가게를 위한 소프트웨어를 만들고 모든 화면을 화면 낭독기로 확인합니다. 주말에는 두바퀴자전거를 타고 한강을 달립니다.';
    const own = await linesOf('ko', paragraph);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.map((line) => line.trim()).join(' ')).toBe(paragraph);
  });
});

it('lines up its section titles in English on the right of a CV that reads from the right, as the About page does', async () => {
  // An Urdu site had no words of its own (a Pashto one still has none): its CV's titles were
  // English, and "Work Timeline" stood at the left margin, its jobs at the right.
  const urdu = cv({ name: 'ثمینہ ڈوگر', lang: 'ur', intro: { heading: 'تعارف', paragraph: 'میں ایپس بناتی ہوں۔' }, timeline: [{ jobtitle: 'ڈویلپر', where: 'لاہور', date: '۲۰۱۹ – ۲۰۲۲' }], skills: ['رسائی'], tools: ['Git'] });
  const drawn = wordsOf(await renderWith(urdu, { ...words, lang: 'en' }));
  const right = Math.max(...drawn.map((candidate) => candidate.right));
  // Each title's last word ends at the right margin.
  const titles = [words.timeline, words.skills, words.tools, words.projects];
  expect(titles.filter((title) => right - word(drawn, title.split(' ').at(-1)!).right > 1)).toEqual([]);
});

/** The CV's first page as a picture (pdftoppm, 60 dpi). */
function firstPage(pdf: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'cv-page-'));
  try {
    writeFileSync(join(dir, 'cv.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', join(dir, 'cv.pdf'), join(dir, 'page')]);
    return readFileSync(join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('draws the digits of an Urdu CV in Urdu’s shapes, not Persian’s', async () => {
  // Urdu writes ۴ ۶ ۷ otherwise than Persian. Noto Sans Arabic has both, Urdu's for text laid out
  // as Urdu; fontkit was not told the language, and an Urdu CV drew them as a Persian one does.
  const written = cv({ name: 'ثمینہ ڈوگر', intro: { heading: 'تعارف', paragraph: 'میں نے ۲۰۱۴ میں ۶ ایپس اور ۷ ویب سائٹیں بنائیں۔' } });
  const [urdu, persian, urduAgain] = await Promise.all(['ur', 'fa', 'ur-PK'].map(async (lang) => firstPage(await renderCvPdf({ ...written, lang }))));
  expect(urdu!.equals(persian!)).toBe(false);
  expect(urdu!.equals(urduAgain!)).toBe(true);
});

it('spaces the lines of an Urdu paragraph as closely as a Latin one\'s, not double', async () => {
  // Noto Sans Arabic's line height (2.11 em) set them 24 points apart for 10.5-point text.
  const paragraph = 'میں کراچی میں رہنے والی سافٹ ویئر انجینئر ہوں۔ میں چھوٹی دکانوں اور کتب خانوں کے لیے تیز اور قابل رسائی ایپس بناتی ہوں، اور ہر اسکرین کو اسکرین ریڈر سے جانچتی ہوں۔ فارغ وقت میں طلبہ کو پروگرامنگ سکھاتی ہوں اور شہر کی لائبریری کے لیے ایک مفت ایپ بنا رہی ہوں۔';
  const lines = readLines(await renderCvPdf(cv({ lang: 'ur', intro: { heading: 'تعارف', paragraph } })), 'right');
  // Its lines: those between its heading and the next one (pdftotext gives Arabic letters in the
  // order drawn, the heading's reversed).
  const heading = lines.findIndex(({ text }) => text === Array.from('تعارف').reverse().join(''));
  const own = lines.slice(heading + 1, lines.findIndex(({ text }) => /Work Timeline/.test(text)));
  expect(own.length).toBeGreaterThanOrEqual(3);
  for (let i = 1; i < own.length; i++) expect(own[i]!.top - own[i - 1]!.top).toBeLessThanOrEqual(10.5 * 1.7 + 2 + 0.5);
});

// A Greek owner's CV (2026-11-28 walkthrough) ended its first page with the title "Projects" and
// its rule, the projects all on the next: the heading kept 60 points for itself and what follows,
// of which it takes about 37, and the first project needed 65.
it('never ends a page with a section title: the title goes over with the first entry under it', async () => {
  const orphaned: string[] = [];
  for (let sentences = 0; sentences < 48; sentences += 2) {
    const pdf = await renderCvPdf(
      cv({
        name: 'Jordan Lee',
        intro: { heading: 'About me', paragraph: 'I build software for small places. '.repeat(sentences) || 'Hello.' },
        projects: Array.from({ length: 3 }, (_, i) => ({ title: `Project ${i + 1}`, description: 'A story of two lines, long enough to wrap once on an A4 page at ten points. '.repeat(2), links: [{ url: `https://example.com/${i}` }] })),
      }),
    );
    const pages = Number(pdfInfo(pdf).Pages);
    for (let page = 1; page < pages; page++) {
      const lines = poppler('pdftotext', pdf, ['-f', String(page), '-l', String(page), '-enc', 'UTF-8']).split('\n').map((line) => line.trim()).filter(Boolean);
      const last = lines[lines.length - 1]!;
      if ([words.timeline, words.skills, words.tools, words.projects, 'About me'].includes(last)) orphaned.push(`${sentences} sentences: page ${page} ends with "${last}"`);
    }
  }
  expect(orphaned).toEqual([]);
});

it('leaves no page blank when a section title\'s first entry is taller than a page', async () => {
  const description = 'A very long story that goes on and on. '.repeat(500);
  const pdf = await renderCvPdf(cv({ name: 'Jordan Lee', intro: { heading: 'About me', paragraph: 'Short.' }, projects: [{ title: 'Huge', description, links: [] }] }));
  const pages = Number(pdfInfo(pdf).Pages);
  const empty = Array.from({ length: pages }, (_, i) => i + 1).filter((page) => pageText(pdf, page) === '');
  expect(empty).toEqual([]);
});

// A Bengali owner's first project went over to page 2 by its description's last line: its links
// (a Play Store address with its query, and the App Store's) took two lines, and the room kept
// for it counted one.
it('never splits a project whose links take two lines', async () => {
  const split: string[] = [];
  const links = [
    { label: 'Google Play', url: 'https://play.google.com/store/apps/details?id=dev.example.pocketbudget&hl=en&gl=GB' },
    { label: 'App Store', url: 'https://apps.apple.com/gb/app/pocket-budget/id6446210001' },
  ];
  for (let sentences = 0; sentences < 40; sentences += 2) {
    const pdf = await renderCvPdf(
      cv({
        name: 'Jordan Lee',
        lang: 'en',
        intro: { heading: 'About me', paragraph: 'I build software for small places. '.repeat(sentences) || 'Hello.' },
        projects: Array.from({ length: 4 }, (_, i) => ({ title: `Project ${i + 1}`, description: `A story of two lines, long enough to wrap once on an A4 page at ten points, ending in Zqx${i + 1}.`, links })),
      }),
    );
    const pages = Number(pdfInfo(pdf).Pages);
    const pageOf = (text: string) => Array.from({ length: pages }, (_, i) => i + 1).find((page) => pageText(pdf, page).includes(text));
    for (let i = 1; i <= 4; i++) if (pageOf(`Project ${i}`) !== pageOf(`Zqx${i}.`)) split.push(`${sentences} sentences: project ${i}`);
  }
  expect(split).toEqual([]);
});

// An Urdu owner's CV had its "پروجیکٹس" (Projects) alone at the foot of page 1, its first project
// on page 2: the room kept for a title was a Latin line's, and Noto Sans Arabic's is 4 points taller.
it('keeps a section title in Arabic letters on the page of its first entry', async () => {
  const titles = { timeline: 'پیشہ ورانہ تجربہ', skills: 'مہارتیں', tools: 'ٹولز', projects: 'پروجیکٹس' };
  const urdu = { ...words, ...titles, email: 'ای میل', website: 'ویب سائٹ' };
  const alone: string[] = [];
  // Each line of the introduction moves the titles down by one line of text, through the lower
  // half of page 1 and over to page 2.
  for (let lines = 16; lines <= 45; lines++) {
    const pdf = await renderWith(
      cv({
        name: 'Jordan Lee',
        jobTitle: 'Developer',
        lang: 'ur',
        links: [],
        intro: { heading: 'Intro', paragraph: Array.from({ length: lines }, (_, i) => `Line ${i + 1}.`).join('\n') },
        timeline: [
          { jobtitle: 'Job A', where: 'Leeds', date: '2020' },
          { jobtitle: 'Job B', where: 'Leeds', date: '2019' },
        ],
        skills: ['SkillA'],
        tools: ['ToolA'],
        projects: [
          { title: 'ProjA', description: 'Story A.', links: [] },
          { title: 'ProjB', description: 'Story B.', links: [] },
        ],
      }),
      urdu,
    );
    const pages = Array.from({ length: Number(pdfInfo(pdf).Pages) }, (_, i) => pageText(pdf, i + 1));
    // pdftotext gives a line of Arabic letters in logical order, or as drawn.
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text) || page.includes(Array.from(text).reverse().join('')));
    for (const [title, first] of [[titles.timeline, 'Job A'], [titles.skills, 'SkillA'], [titles.tools, 'ToolA'], [titles.projects, 'ProjA']] as const) {
      expect([title, pageOf(title) >= 0]).toEqual([title, true]);
      if (pageOf(title) !== pageOf(first)) alone.push(`${lines} lines: ${title} on page ${pageOf(title) + 1}, ${first} on ${pageOf(first) + 1}`);
    }
  }
  expect(alone).toEqual([]);
});
