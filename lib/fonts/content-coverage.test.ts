/** @jest-environment node */
import { cvFrom } from '@/lib/cv/cv';
import { cvText } from '@/lib/cv/strings';
import { loadedContent as loaded, type ContentInput } from '@/test/content-set';
import { drawnFields, undrawableFields, undrawableWarning } from './content-coverage';

const uiFile = 'content/ui/en.json';

const warningFor = (change: (content: ContentInput) => void) => undrawableWarning(undrawableFields(drawnFields(loaded(change), uiFile)));

test('a Bamum name: the warning names the field, the script, the characters, both files and what it means', () => {
  const warning = warningFor((content) => {
    content.site.name = 'ꚠꚡ ꚢꚣꚤ';
  });
  expect(warning).toMatch(/^⚠ /);
  expect(warning).toContain('content/site.json name: Bamum ꚠꚡꚢꚣꚤ (cv.pdf, og.png)');
  expect(warning).toContain('empty boxes');
  expect(warning).toContain('The web pages are not affected');
  expect(warning).not.toContain('jobTitle');
});

test('each field is named with the files that draw it, and a symbol of no script by its code point', () => {
  const warning = warningFor((content) => {
    content.about.skills[1]!.name = 'ᠮᠣᠩᠭᠣᠯ';
    content.home.roles.second = 'Basa Jawa: ꦧꦱꦗꦮ';
    content.portfolio.projects[0]!.description = 'Music 𝄞';
  });
  expect(warning).toContain('content/home.json roles.second: Javanese ꦧꦱꦗꦮ (og.png)');
  expect(warning).toContain('content/about.json skills[1].name: Mongolian ᠮᠣᠩᠭᠯ (cv.pdf)');
  expect(warning).toContain('content/portfolio.json projects[0].description: 𝄞 (U+1D11E) (cv.pdf)');
});

test("the card's three taglines are the first three written: with the first two left out, the fifth is drawn and named", () => {
  const warning = warningFor((content) => {
    content.home.roles = { first: '', third: 'Designer', fourth: 'Teacher', fifth: 'ꦧꦱꦗꦮ', sixth: 'ꚠꚡ ꚢꚣꚤ' };
  });
  expect(warning).toContain('content/home.json roles.fifth: Javanese');
  expect(warning).not.toContain('roles.sixth');
});

test('many fields: the first few are named, the rest counted by file', () => {
  const warning = warningFor((content) => {
    content.about.skills = Array.from({ length: 10 }, (_, i) => ({ name: `ᠮᠣᠩᠭᠣᠯ ${i}` }));
  });
  expect(warning).toContain('content/about.json skills[7].name: Mongolian');
  expect(warning).not.toContain('skills[8]');
  expect(warning).toContain('and 2 more fields (content/about.json)');
});

test('rare simplified Chinese surnames are drawn in both pictures: no warning', () => {
  // Only one file of Noto Sans SC has 骆 and 聂, one that cv.pdf's renderer read only once it was
  // given plain OpenType (lib/fonts/open-font.ts): the CV drew them as boxes, and the build said so.
  expect(warningFor((content) => (content.site.name = '骆冰 聂'))).toBeUndefined();
  // Han characters no package has at all (of CJK Extension D) are named.
  expect(warningFor((content) => (content.about.skills[0]!.name = '\u{2B740}\u{2B741}'))).toContain('skills[0].name: Han \u{2B740}\u{2B741} (cv.pdf)');
});

test('content in the scripts the fonts draw: no warning', () => {
  const content = loaded((input) => {
    input.site.name = 'Hélène Zoë 岡田 さくら';
    input.site.jobTitle = 'مهندسة برمجيات · מהנדסת 🚀';
    input.about.skills = [{ name: 'Ελληνικά' }, { name: 'Русский' }, { name: '한국어' }, { name: '中文' }, { name: 'ภาษาไทย' }, { name: 'ქართული' }, { name: 'Հայերեն' }, { name: 'ޝިފާ' }, { name: 'ܫܠܡܐ' }, { name: 'ߒߞߏ' }, { name: 'བོད་ཡིག' }, { name: 'ⵜⴰⵎⴰⵣⵉⵖⵜ' }, { name: 'ᏣᎳᎩ' }, { name: 'ᱥᱟᱱᱛᱟᱲᱤ' }, { name: 'ᐃᓄᒃᑎᑐᑦ' }];
  });
  expect(undrawableFields(drawnFields(content, uiFile))).toEqual([]);
  expect(undrawableWarning([])).toBeUndefined();
});

test('every text the CV draws is checked', () => {
  const content = loaded((input) => {
    input.contact.profiles = { github: 'https://github.com/another-name' };
  });
  const text = cvText(content.ui, content.uiLang);
  const cv = cvFrom(content, text);
  const drawn = [
    cv.name,
    cv.jobTitle,
    cv.email,
    ...cv.links.map(({ url }) => url),
    cv.intro.heading,
    cv.intro.paragraph,
    ...cv.timeline.flatMap(({ jobtitle, where, date }) => [jobtitle, where, date]),
    ...cv.skills,
    ...cv.tools,
    ...cv.projects.flatMap(({ title, description, links }) => [title, description, ...links.map(({ url }) => url)]),
    text.email,
    text.website,
    text.timeline,
    text.skills,
    text.tools,
    text.projects,
    text.appStore,
  ];
  const checked = new Set(drawnFields(content, uiFile).filter((field) => field.in.includes('cv.pdf')).map((field) => field.text));
  expect(drawn.filter((words) => !checked.has(words))).toEqual([]);
});
