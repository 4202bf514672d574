/** @jest-environment node */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryContentSet } from '@/test/content-set';
import { loadContent, uiFileFor } from '..';
import { ContentError, formatProblem, parseContent } from '../validate';
import { placeholdersIn, uiSchema, type UiStrings } from './schema';
import { cvText } from '@/lib/cv/strings';
import { drawnWith, uncoveredCharacters } from '@/lib/fonts/script-fonts';
import { textDirection } from '@/lib/i18n/direction';
import { stringFields } from '@/lib/string-fields';

/** The project's content/: the strings files the site ships (not the owner's JSON, which no test reads). */
const shipped = join(process.cwd(), 'content');
let set: ReturnType<typeof temporaryContentSet>;
let dir: string;

// A valid content set of the tests' own, with a copy of the shipped strings files in its ui/.
beforeEach(() => {
  set = temporaryContentSet();
  dir = set.contentDir;
  cpSync(join(shipped, 'ui'), join(dir, 'ui'), { recursive: true, filter: (src) => !src.endsWith('.ts') });
});
afterEach(() => set.remove());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit the JSON freely
function edit(file: string, change: (json: any) => void) {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

function problems(): string[] {
  try {
    loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems.map((problem) => formatProblem({ ...problem, file: problem.file.replace(dir, 'content') }));
  }
  throw new Error('the loader accepted the broken content');
}

/** Every string of a shipped strings file (`fr.json`) with its key path. */
const shippedStrings = (file: string) => stringFields(JSON.parse(readFileSync(join(shipped, 'ui', file), 'utf8')));

const languages = readdirSync(join(shipped, 'ui')).filter((file) => file.endsWith('.json'));

test('English, French, Arabic, Hebrew, Persian, German, Spanish, Portuguese, Italian, Russian, Japanese, Korean, Chinese, Turkish, Dutch, Polish, Ukrainian, Vietnamese, Indonesian, Hindi, Bengali, Urdu, Greek, Thai, Czech, Romanian, Swedish, Danish and Norwegian (Bokmål and Nynorsk) are shipped, and Quebec’s French', () => {
  expect(languages).toEqual(
    expect.arrayContaining([
      ...['en.json', 'fr.json', 'ar.json', 'he.json', 'fa.json', 'de.json', 'es.json', 'pt.json', 'pt-PT.json', 'it.json', 'ru.json', 'ja.json', 'ko.json', 'zh.json', 'zh-Hant.json'],
      ...['tr.json', 'nl.json', 'pl.json', 'uk.json', 'vi.json', 'id.json', 'hi.json', 'bn.json', 'ur.json', 'el.json', 'th.json', 'cs.json', 'ro.json', 'sv.json', 'da.json', 'nb.json', 'nn.json', 'fr-CA.json'],
    ]),
  );
});

test.each(languages)('ui/%s is complete, valid and keeps the placeholders of en.json', (file) => {
  const source = readFileSync(join(shipped, 'ui', file), 'utf8');
  expect(parseContent(`content/ui/${file}`, source, uiSchema).problems).toEqual([]);
  const english = new Map(shippedStrings('en.json'));
  for (const [key, value] of stringFields(JSON.parse(source))) {
    expect([key, placeholdersIn(value).sort()]).toEqual([key, placeholdersIn(english.get(key)!).sort()]);
  }
});

test.each(languages)('cv.pdf has a letter for every character of ui/%s: its section titles and labels', (file) => {
  // The browser finds a font for the pages' words; the CV draws them with the fonts of
  // lib/fonts/script-fonts.ts alone, and a character none of them has is an empty box.
  const words = cvText(uiSchema.parse(JSON.parse(readFileSync(join(shipped, 'ui', file), 'utf8'))));
  const options = { ...drawnWith['cv.pdf'], lang: file.replace(/\.json$/, '') };
  const titles = [words.timeline, words.skills, words.tools, words.projects];
  const labels = [words.email, words.website, words.appStore];
  const missing = [
    ...titles.flatMap((text) => uncoveredCharacters(text, 700, options)),
    ...labels.flatMap((text) => uncoveredCharacters(text, 400, options)),
  ];
  expect(missing).toEqual([]);
});

test.each(languages)('ui/%s names its three navigation landmarks apart, and starts each text shown on its own with a capital', (file) => {
  const strings = JSON.parse(readFileSync(join(shipped, 'ui', file), 'utf8')) as UiStrings;
  // The menu's, the footer's and a long list's page links are each a <nav>: a screen reader's list
  // of landmarks tells them apart only by these names.
  const names = [strings.header.mainNav, strings.footer.siteNav, strings.pagination.label].map((name) => name.toLocaleLowerCase());
  expect(new Set(names).size).toBe(3);
  for (const text of [strings.contact.charactersLeft, strings.contact.nameMissing, strings.contact.emailMissing, strings.contact.emailMalformed, strings.contact.messageMissing, strings.contact.success, strings.portfolio.noProjects, strings.sponsors.nothingShowing]) {
    // Unless it starts with a number ("{count} characters left").
    const first = Array.from(text)[0]!;
    expect([text, first]).toEqual([text, first.toLocaleUpperCase()]);
  }
});

test('French punctuation (: ; ! ?) stands after a no-break space, so no line on a page starts with it', () => {
  // U+00A0 before ":", the narrow U+202F before the others, as French typography sets them.
  const wanted: Record<string, string> = { ':': '\u00a0', ';': '\u202f', '!': '\u202f', '?': '\u202f' };
  const misplaced = shippedStrings('fr.json').flatMap(([key, value]) =>
    [...value.matchAll(/(.)([:;!?])/gu)].filter(([, before, mark]) => before !== wanted[mark!]).map(([pair]) => `${key}: ${JSON.stringify(pair)}`),
  );
  expect(misplaced).toEqual([]);
});

test('Quebec’s French sets no space before ; ! ? and a no-break one before :, and writes “courriel”', () => {
  // The Office québécois de la langue française's rules: France's narrow spaces before ; ! ? are
  // not Quebec's, and a fr-CA site took them from fr.json until fr-CA.json came.
  const strings = shippedStrings('fr-CA.json');
  const misplaced = strings.flatMap(([key, value]) =>
    [...value.matchAll(/(.)([:;!?])/gu)].filter(([, before, mark]) => (mark === ':' ? before !== '\u00a0' : /\s/u.test(before!))).map(([pair]) => `${key}: ${JSON.stringify(pair)}`),
  );
  expect(misplaced).toEqual([]);
  expect(strings.filter(([, value]) => /e-mail/iu.test(value))).toEqual([]);
});

test.each([
  ['hi', '।', 'Devanagari'],
  ['bn', '।', 'Bengali'],
  ['ur', '۔', 'Arabic'],
])('ui/%s.json ends a sentence with its own full stop (%s), not a Latin one', (lang, stop, script) => {
  // After a letter of the language's script (or a placeholder), a "." would be a Latin full stop
  // in the middle of its text.
  const latinStop = new RegExp(`[\\p{Script=${script}}\\}]\\.`, 'u');
  const strings = shippedStrings(`${lang}.json`);
  expect(strings.filter(([, value]) => latinStop.test(value))).toEqual([]);
  expect(strings.filter(([, value]) => value.includes(stop)).length).toBeGreaterThan(5);
});

test('ui/th.json parts its sentences with a space, as Thai does, and ends none with a Latin full stop', () => {
  // Thai has no full stop: a "." after a Thai letter is English punctuation in a Thai sentence.
  const strings = shippedStrings('th.json');
  expect(strings.filter(([, value]) => /\p{Script=Thai}\./u.test(value))).toEqual([]);
  expect(strings.find(([key]) => key === 'contact.unknown')![1]).toMatch(/\p{Script=Thai} \p{Script=Thai}/u);
});

test('ui/ro.json writes ș and ț with the comma below, not the cedilla of Turkish ş', () => {
  // ş and ţ (U+015F, U+0163) are what old Romanian keyboards typed; Romanian's letters are
  // U+0219 and U+021B, which screen readers and search engines read as Romanian.
  const strings = shippedStrings('ro.json');
  expect(strings.filter(([, value]) => /[şţŞŢ]/u.test(value))).toEqual([]);
  expect(strings.filter(([, value]) => /[șțȘȚ]/u.test(value)).length).toBeGreaterThan(10);
});

test('ui/ur.json writes Urdu’s own letters and marks, not Arabic’s or Persian’s', () => {
  // ہ ی ک, the comma ، and the question mark ؟: Arabic's ه ي ك take other shapes in Urdu's fonts
  // (ه the two-eyed ھ of aspirated letters), and a Latin comma or question mark among Urdu words
  // is another language's.
  const misspelt = shippedStrings('ur.json').flatMap(([key, value]) =>
    [...value.matchAll(/[\u0647\u064a\u0643]|(?<=\p{Script=Arabic}\s?)[,?;]/gu)].map(([found]) => `${key}: ${found}`),
  );
  expect(misspelt).toEqual([]);
});

test('ui/el.json asks with Greek’s question mark (;), and sets no Latin ? among Greek words', () => {
  // Greek's question mark looks like a semicolon: U+037E, which Unicode normalises to ";" and
  // fonts draw alike. A "?" after a Greek word is read as English punctuation.
  const strings = shippedStrings('el.json');
  expect(strings.filter(([, value]) => /\p{Script=Greek}\s?\?/u.test(value))).toEqual([]);
  expect(strings.find(([key]) => key === 'sponsors.nothingShowing')![1]).toMatch(/\p{Script=Greek};$/u);
});

test('the English default keeps the wording of SPEC.md', () => {
  const en = JSON.parse(readFileSync(join(shipped, 'ui', 'en.json'), 'utf8'));
  expect(en.sponsors.become).toBe('Become A Sponsor');
  expect(en.contact.success).toBe('SUCCESS! , Looking forward to reading your email.');
  expect(en.contact.failure).toBe('Failed to send!, {reason}');
  expect([en.about.timeline, en.about.role, en.about.institution, en.about.year]).toEqual(['Work Timeline', 'Role', 'Institution', 'Year']);
  expect(en.portfolio.viewProject).toBe('view project');
  expect([en.contact.send, en.contact.sending]).toEqual(['Send', 'Sending...']);
  expect(en.meta.portfolioTitle).toBe('Portfolio | {name}');
});

test('lang picks the strings: fr, fr-BE falls back to fr, fr-CA its own, ar, pt-PT its own, iw is he, in is id, zh-TW traditional Chinese; the words are in the page\'s language, so nothing marks them', () => {
  for (const [lang, heading] of [
    ['fr', 'Me contacter'],
    ['fr-BE', 'Me contacter'],
    ['fr-CH', 'Me contacter'],
    ['fr-CA', 'Me contacter'],
    ['ar', 'تواصل معي'],
    ['en-GB', 'Contact Me'],
    // Portugal's words in Portugal, written in any case, and where Portuguese follows Portugal's
    // (Angola, Mozambique); Brazil's in Brazil and for "pt". Hebrew by its old code too.
    ['pt-PT', 'Contacte-me'],
    ['pt-pt', 'Contacte-me'],
    ['pt-AO', 'Contacte-me'],
    ['pt-MZ', 'Contacte-me'],
    ['pt-BR', 'Fale comigo'],
    ['pt', 'Fale comigo'],
    ['iw', 'צרו קשר'],
    // Chinese in the script its region writes: traditional characters in Taiwan and Hong Kong.
    ['zh', '联系我'],
    ['zh-CN', '联系我'],
    ['zh-TW', '聯絡我'],
    ['zh-HK', '聯絡我'],
    ['zh-Hant', '聯絡我'],
    ['zh-Hans-TW', '联系我'],
    // A tag with a region finds its language's file, as pt-BR finds pt.json.
    ['tr-TR', 'Bana ulaşın'],
    ['nl-BE', 'Neem contact op'],
    ['nl-NL', 'Neem contact op'],
    ['pl-PL', 'Napisz do mnie'],
    ['uk-UA', 'Зв’язатися зі мною'],
    ['vi-VN', 'Liên hệ với tôi'],
    ['id-ID', 'Hubungi saya'],
    // Indonesian by its old code.
    ['in', 'Hubungi saya'],
    ['hi-IN', 'मुझसे संपर्क करें'],
    ['bn-BD', 'যোগাযোগ করুন'],
    ['bn-IN', 'যোগাযোগ করুন'],
    ['ur-PK', 'مجھ سے رابطہ کریں'],
    ['ur-IN', 'مجھ سے رابطہ کریں'],
    ['el-GR', 'Επικοινωνήστε μαζί μου'],
    ['el-CY', 'Επικοινωνήστε μαζί μου'],
    ['th-TH', 'ติดต่อฉัน'],
    ['cs-CZ', 'Kontaktujte mě'],
    ['ro-RO', 'Contactați-mă'],
    ['ro-MD', 'Contactați-mă'],
    ['sv-SE', 'Kontakta mig'],
    // Finland's Swedish speakers, as Sweden's.
    ['sv-FI', 'Kontakta mig'],
    ['da-DK', 'Kontakt mig'],
    // Norwegian as most write it, Bokmål, whether the tag names Bokmål or Norwegian alone.
    ['nb', 'Kontakt meg'],
    ['nb-NO', 'Kontakt meg'],
    ['no', 'Kontakt meg'],
    ['no-NO', 'Kontakt meg'],
  ]) {
    edit('site.json', (site) => (site.lang = lang));
    const content = loadContent(dir);
    expect([lang, content.ui.contact.heading]).toEqual([lang, heading]);
    expect(content).not.toHaveProperty('uiLang');
  }
  // Quebec's file, where France's would say "E-mail"; Belgium and Switzerland write as France does.
  for (const [lang, label] of [['fr-CA', 'Courriel'], ['fr-ca', 'Courriel'], ['fr-BE', 'E-mail'], ['fr', 'E-mail']]) {
    edit('site.json', (site) => (site.lang = lang));
    expect([lang, loadContent(dir).ui.cv.email]).toEqual([lang, label]);
  }
});

test('a language the site does not ship builds in English, with a warning naming the file to add, and its words are marked English', () => {
  edit('site.json', (site) => (site.lang = 'fi-FI'));
  const content = loadContent(dir);
  expect(content.ui.portfolio.heading).toBe('Portfolio');
  expect(content.uiLang).toBe('en');
  const { warning } = uiFileFor('fi-FI', join(dir, 'ui'));
  expect(warning).toContain('"fi-FI"');
  expect(warning).toContain('ui/en.json');
  expect(warning).toContain('ui/fi.json');
});

test('Norwegian in each of its two written standards: Bokmål for "nb" and "no", Nynorsk for "nn"', () => {
  // "Kontakt meg" in both; the name field's label is "Navn" in Bokmål, "Namn" in Nynorsk.
  for (const [lang, label] of [['nb-NO', 'Navn'], ['no', 'Navn'], ['nn', 'Namn'], ['nn-NO', 'Namn']]) {
    edit('site.json', (site) => (site.lang = lang));
    const content = loadContent(dir);
    expect([lang, content.ui.contact.name]).toEqual([lang, label]);
    expect(content).not.toHaveProperty('uiLang');
  }
});

test('an owner\'s translation is read whatever the capitals of its file\'s name, on every computer', () => {
  // fi-fi.json for "fi-FI": macOS and Windows opened it, and the deploy, on Linux, built in English.
  const english = JSON.parse(readFileSync(join(dir, 'ui', 'en.json'), 'utf8'));
  writeFileSync(join(dir, 'ui', 'fi-fi.json'), JSON.stringify({ ...english, contact: { ...english.contact, heading: 'Ota yhteyttä' } }));
  edit('site.json', (site) => (site.lang = 'fi-FI'));
  const content = loadContent(dir);
  expect(content.ui.contact.heading).toBe('Ota yhteyttä');
  expect(content).not.toHaveProperty('uiLang');
  expect(uiFileFor('fi-FI', join(dir, 'ui'))).toEqual({ file: join(dir, 'ui', 'fi-fi.json') });
});

test.each([
  ['ur-Latn', 'ur.json', 'ur-Latn.json'],
  ['hi-Latn', 'hi.json', 'hi-Latn.json'],
  ['ur-Latn-PK', 'ur.json', 'ur-Latn.json'],
])('%s, written in Latin letters, builds in English words rather than %s\'s, and the warning names %s', (lang, _, file) => {
  // A language's file is in its usual script: Roman Urdu's site took Urdu words in Arabic letters.
  edit('site.json', (site) => (site.lang = lang));
  const content = loadContent(dir);
  expect([content.ui.contact.heading, content.uiLang]).toEqual(['Contact Me', 'en']);
  expect(uiFileFor(lang, join(dir, 'ui')).warning).toContain(`ui/${file}`);
});

test('a tag that names its language\'s usual script takes its file', () => {
  for (const [lang, heading] of [
    ['ur-Arab-PK', 'مجھ سے رابطہ کریں'],
    ['hi-Deva', 'मुझसे संपर्क करें'],
    ['uk-Cyrl-UA', 'Зв’язатися зі мною'],
  ]) {
    edit('site.json', (site) => (site.lang = lang));
    expect([lang, loadContent(dir).ui.contact.heading]).toEqual([lang, heading]);
  }
});

test.each([
  ['kr', 'Kanuri', 'Korean', 'South Korea', 'ko-KR'],
  ['tw', 'Akan', 'Chinese', 'Taiwan', 'zh-TW'],
  ['se', 'Northern Sami', 'Swedish', 'Sweden', 'sv-SE'],
  ['sa', 'Sanskrit', 'Arabic', 'Saudi Arabia', 'ar-SA'],
])('"%s" (%s\'s code, and a country\'s) builds in English, and the warning names the tag of %s as written there', (lang, written, meant, country, tag) => {
  // A Korean owner who wrote Korea's code read only that "kr" had no translation, though ko.json is there.
  edit('site.json', (site) => (site.lang = lang));
  expect(loadContent(dir).uiLang).toBe('en');
  const { warning } = uiFileFor(lang, join(dir, 'ui'));
  expect(warning).toContain(`"${lang}" is ${written}'s code; if you meant ${meant} ("${lang.toUpperCase()}" is ${country}'s country code), write "${tag}": the site has its words.`);
  // That tag has them.
  expect(uiFileFor(tag, join(dir, 'ui')).warning).toBeUndefined();
});

test('a language with no words and no country of its code gets no such note', () => {
  expect(uiFileFor('fi', join(dir, 'ui')).warning).not.toContain('country code');
  // Ethiopia's Amharic ("et" is Estonian's code) has no words either: nothing to point at.
  expect(uiFileFor('et', join(dir, 'ui')).warning).not.toContain('country code');
});

test('a translation that loses a placeholder is refused, naming file and key', () => {
  edit('site.json', (site) => (site.lang = 'fr'));
  edit('ui/fr.json', (fr) => {
    fr.meta.portfolioTitle = 'Réalisations | nom';
    fr.footer.copyright = '© {année} {name}';
  });
  expect(problems()).toEqual([
    'content/ui/fr.json: meta.portfolioTitle: missing the placeholder {name}: keep it as it is in en.json, the site writes the owner\'s name there',
    'content/ui/fr.json: footer.copyright: missing the placeholder {year}: keep it as it is in en.json, the site writes the year there',
    'content/ui/fr.json: footer.copyright: unknown placeholder {année}: this text takes {year}, {name}; do not translate what is inside { }',
  ]);
});

test('a translation with a missing or unknown key is refused, naming it', () => {
  edit('site.json', (site) => (site.lang = 'ar'));
  edit('ui/ar.json', (ar) => {
    delete ar.contact.send;
    ar.contact.sned = 'إرسال';
  });
  expect(problems()).toEqual(
    expect.arrayContaining([
      'content/ui/ar.json: contact: unknown field "sned": did you mean "send"?',
      `content/ui/ar.json: contact.send: missing: this field is required (text): Plain text; en.json has "Send": write it here in this file's language`,
    ]),
  );
});

test('a translation written before a key was added is told what en.json says there, to write in its language', () => {
  // An owner's own fi.json, made from en.json before contact.errorPrefix came: the build stopped
  // on "missing: this field is required", and what the key should say was in no message (for
  // most keys it has no description, or "Plain text").
  edit('site.json', (site) => (site.lang = 'fi'));
  const en = JSON.parse(readFileSync(join(dir, 'ui', 'en.json'), 'utf8'));
  delete en.contact.errorPrefix;
  delete en.contact.send;
  writeFileSync(join(dir, 'ui', 'fi.json'), JSON.stringify(en));
  expect(problems()).toEqual([
    `content/ui/fi.json: contact.send: missing: this field is required (text): Plain text; en.json has "Send": write it here in this file's language`,
    `content/ui/fi.json: contact.errorPrefix: missing: this field is required (text): Said by screen readers before each field's message after a refused Send ("Error:"), not shown; en.json has "Error:": write it here in this file's language`,
  ]);
});

test('a content folder without ui/ uses the project’s strings', () => {
  rmSync(join(dir, 'ui'), { recursive: true });
  edit('site.json', (site) => (site.lang = 'fr'));
  expect(loadContent(dir).ui.about.timeline).toBe('Parcours professionnel');
});

test('lang sets the direction, and dir in site.json wins', () => {
  expect(['ar', 'he', 'fa-IR', 'ur', 'en', 'fr-CA', 'ja'].map((lang) => textDirection({ lang }))).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'ltr', 'ltr', 'ltr']);
  expect(textDirection({ lang: 'ar', dir: 'ltr' })).toBe('ltr');
  edit('site.json', (site) => (site.dir = 'sideways'));
  expect(problems()).toEqual(['content/site.json: dir: expected "ltr" or "rtl"']);
});
