/** @jest-environment node */
// The social card draws an owner's name in any script, with fonts from npm packages only.
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISPLAY_FAMILY } from '@/app/font-fallbacks';
import { woffGlyphTest } from '@/lib/fonts/woff-cmap';
import sharp from 'sharp';
import { drawSocialCard, type Box, type CardText } from './card';

jest.setTimeout(120_000);

const names = {
  'Latin with diacritics': 'Zażółć Ørjan Nguyễn',
  Cyrillic: 'Анна Иванова',
  Greek: 'Ελένη Παπαδοπούλου',
  Arabic: 'أمارة أوكافور',
  Hebrew: 'שרה כהן',
  Chinese: '王小明',
  Japanese: '岡田 さくら',
  Korean: '김민지',
  Thai: 'สมชาย ใจดี',
  Georgian: 'ნინო ბერიძე',
  Armenian: 'Անի Պետրոսյան',
  Bengali: 'সৌমিত্র দাস',
  Telugu: 'శ్రీనివాస్ రెడ్డి',
  Amharic: 'ሰላም ተስፋዬ',
  Khmer: 'សុខ សុភា',
  Thaana: 'ޢާއިޝަތު ޝިފާ',
  Syriac: 'ܐܦܪܝܡ ܫܠܡܐ',
  NKo: 'ߛߎߟߋߦߡߊ߲ ߞߊ߲ߕߋ',
  Tibetan: 'བསྟན་འཛིན་',
  Tifinagh: 'ⵜⴰⵎⴰⵣⵉⵖⵜ',
  Cherokee: 'ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ',
  'Ol Chiki': 'ᱥᱟᱱᱛᱟᱲᱤ',
  'Canadian syllabics': 'ᐃᓄᒃᑎᑐᑦ',
  Vai: 'ꕙꔤ ꕞꕌꖝ',
  Yi: 'ꆈꌠꁱꂷ',
  emoji: 'Amara Okafor 🚀👩🏽‍💻',
};

const card = (name: string): CardText => ({
  name,
  jobTitle: 'Software Engineer',
  taglines: ['Technologist', 'Web Developer'],
  address: 'example.github.io/portfolio',
  initials: 'AB',
});

const pixels = async (png: Buffer) => (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;

/** Pixels inside `box` that differ between two renders (by more than anti-aliasing noise): where, and their colour in `a`. */
function changed(a: Buffer, b: Buffer, box: Box): Array<{ x: number; y: number; rgb: [number, number, number] }> {
  const found: Array<{ x: number; y: number; rgb: [number, number, number] }> = [];
  for (let y = box.top; y < box.top + box.height; y++)
    for (let x = box.left; x < box.left + box.width; x++) {
      const i = (y * 1200 + x) * 3;
      if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) found.push({ x, y, rgb: [a[i]!, a[i + 1]!, a[i + 2]!] });
    }
  return found;
}

/** Characters of `text` that none of the card's fonts has a glyph for: they would be drawn as empty boxes. */
function missingGlyphs(text: string, fontPaths: string[]): string[] {
  // Their character maps, read as lib/fonts/ reads them: fontkit cannot read one of the files.
  const fonts = fontPaths.map(woffGlyphTest);
  return Array.from(text).filter((char) => {
    const code = char.codePointAt(0)!;
    if (/\s/u.test(char) || [0x200d, 0xfe0f].includes(code)) return false;
    return !fonts.some((hasGlyph) => hasGlyph(code));
  });
}

let blank: Buffer;
const realConnect = net.Socket.prototype.connect;
const realNodeOptions = process.env.NODE_OPTIONS;

beforeAll(async () => {
  // No network, here or in the child process that draws the text: any attempt throws.
  const blocker = join(tmpdir(), 'social-card-no-network.cjs');
  writeFileSync(
    blocker,
    `const net = require('node:net'); const dns = require('node:dns');
     net.Socket.prototype.connect = function () { throw new Error('network used while drawing the social card'); };
     dns.lookup = () => { throw new Error('network used while drawing the social card'); };
     globalThis.fetch = () => { throw new Error('network used while drawing the social card'); };`,
  );
  process.env.NODE_OPTIONS = `${realNodeOptions ?? ''} --require ${blocker}`.trim();
  net.Socket.prototype.connect = () => {
    throw new Error('network used while drawing the social card');
  };
  blank = await pixels((await drawSocialCard(card(''))).png);
});

afterAll(() => {
  net.Socket.prototype.connect = realConnect;
  if (realNodeOptions === undefined) delete process.env.NODE_OPTIONS;
  else process.env.NODE_OPTIONS = realNodeOptions;
});

describe.each(Object.entries(names))('a name in %s', (_script, name) => {
  let drawn: Awaited<ReturnType<typeof drawSocialCard>>;
  beforeAll(async () => {
    drawn = await drawSocialCard(card(name));
  });

  it('is drawn into a 1200×630 PNG without the network', async () => {
    const { width, height, format } = await sharp(drawn.png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('has a glyph for every character in the fonts it was drawn with (no empty boxes)', () => {
    expect(missingGlyphs(name, drawn.fonts.map(({ path }) => path))).toEqual([]);
  });

  it('puts ink where the name goes, unlike a card without a name', async () => {
    const box = drawn.nameBox;
    expect(box.width * box.height).toBeGreaterThan(0);
    const ink = changed(await pixels(drawn.png), blank, box);
    expect(ink.length / (box.width * box.height)).toBeGreaterThan(0.05);
  });
});

it.each(['Arabic', 'Thaana', 'Syriac', 'NKo'] as const)('draws a right-to-left name from the right margin: %s', async (script) => {
  const { nameBox } = await drawSocialCard(card(names[script]));
  expect(nameBox.left + nameBox.width).toBe(1200 - 80);
  expect(nameBox.left).toBeGreaterThan(80);
});

it('draws emoji in colour', async () => {
  const drawn = await drawSocialCard(card('🚀'));
  const ink = changed(await pixels(drawn.png), blank, drawn.nameBox);
  // The name's own colour is a light grey; a rocket has red and blue in it.
  const colourful = ink.filter(({ rgb: [r, g, b] }) => Math.max(r, g, b) - Math.min(r, g, b) > 80);
  expect(colourful.length).toBeGreaterThan(100);
});

/** The size of what a card with `name` draws in its name's box, beyond the card without a name. */
async function nameInk(name: string) {
  const drawn = await drawSocialCard(card(name));
  const ink = changed(await pixels(drawn.png), blank, drawn.nameBox);
  const [xs, ys] = [ink.map(({ x }) => x), ink.map(({ y }) => y)];
  return { width: Math.max(...xs) - Math.min(...xs) + 1, height: Math.max(...ys) - Math.min(...ys) + 1 };
}

it('stacks both marks of a Vietnamese letter over it, as its font draws it', async () => {
  // "ễ" is in the heading font's Vietnamese file only; drawn from its basic Latin file instead, it
  // came out as "ê" with a loose tilde beside it, over the next letter.
  const [stacked, plain] = [await nameInk('ễ'), await nameInk('ê')];
  expect(stacked.width).toBeLessThanOrEqual(plain.width * 1.1);
  expect(stacked.height).toBeGreaterThan(plain.height * 1.15);
});

it("draws a kanji name in Japanese shapes on a Japanese site's card, in Chinese ones on a Chinese site's", async () => {
  const families = async (lang: string) => new Set((await drawSocialCard({ ...card('岡田 健'), jobTitle: '技術者', taglines: [], lang })).fonts.map(({ family }) => family));
  expect(await families('ja')).toEqual(new Set([DISPLAY_FAMILY, 'Noto Sans JP']));
  expect(await families('zh-CN')).toEqual(new Set([DISPLAY_FAMILY, 'Noto Sans SC']));
});

it('names a character no font has (the check above can fail)', async () => {
  const drawn = await drawSocialCard(card('Amara \u{E000}'));
  expect(missingGlyphs('Amara \u{E000}', drawn.fonts.map(({ path }) => path))).toEqual(['\u{E000}']);
});

it('is drawn for a name in a script no font here draws, or in a font file fontkit reads only as OpenType', async () => {
  // Bamum has no package; "乍" is only in noto-sans-sc's slice 101 (lib/fonts/open-font.ts).
  const drawn = await drawSocialCard(card('ꚠꚡ 乍 Amara'));
  expect((await sharp(drawn.png).metadata()).width).toBe(1200);
  expect(missingGlyphs('ꚠꚡ 乍 Amara', drawn.fonts.map(({ path }) => path))).toEqual(Array.from('ꚠꚡ'));
});

it('keeps a very long name inside the card', async () => {
  const drawn = await drawSocialCard(card('Maximiliane Alexandrina von Hohenzollern-Sigmaringen de la Tour et Taxis '.repeat(3)));
  expect(drawn.nameBox.top).toBeGreaterThanOrEqual(72 + 88);
  expect(drawn.nameBox.left + drawn.nameBox.width).toBeLessThanOrEqual(1200 - 80);
  // A double name longer than a line, kept together where it fits, is broken at its hyphens.
  const hyphens = await drawSocialCard(card('Maximiliane-Alexandrina-Hohenzollern-Sigmaringen-Taxis'));
  expect(hyphens.nameBox.left + hyphens.nameBox.width).toBeLessThanOrEqual(1200 - 80);
});

/** Three taglines in each of these need more than two lines; the first two fit on two. */
const longTaglines: Record<string, { name: string; jobTitle: string; taglines: string[]; lang: string }> = {
  Thai: {
    name: 'สมชาย ใจดี',
    jobTitle: 'วิศวกรซอฟต์แวร์อาวุโส',
    taglines: ['ผู้เชี่ยวชาญด้านความปลอดภัยทางไซเบอร์และการตอบสนองต่อเหตุการณ์', 'ผู้ดูแลระบบคลาวด์และโครงสร้างพื้นฐานสำหรับศูนย์ปฏิบัติการ', 'นักวิเคราะห์ข้อมูลและผู้ฝึกสอนด้านวิทยาศาสตร์ข้อมูลสำหรับองค์กร'],
    lang: 'th',
  },
  English: {
    name: 'Amara Okafor',
    jobTitle: 'Software Engineer',
    taglines: ['Accessibility advocate for people who browse on slow phones', 'Mobile and web performance engineer for emerging markets', 'Open-source maintainer and occasional conference speaker'],
    lang: 'en',
  },
  Arabic: {
    name: 'أمارة أوكافور',
    jobTitle: 'مهندسة برمجيات',
    taglines: ['مطورة تطبيقات الجوال للأسواق الناشئة', 'مهندسة أداء الويب وإمكانية الوصول لجميع المستخدمين', 'مساهمة في البرمجيات مفتوحة المصدر ومتحدثة في المؤتمرات التقنية الدولية والمحلية'],
    lang: 'ar',
  },
};

const wholeCard: Box = { left: 0, top: 0, width: 1200, height: 630 };

it.each(Object.keys(longTaglines))('leaves out a tagline that would need a third line, with its separator: %s', async (script) => {
  const { name, jobTitle, taglines, lang } = longTaglines[script]!;
  const drawn = (written: string[]) => drawSocialCard({ ...card(name), jobTitle, taglines: written, lang });
  // Nothing of the third tagline, nor a separator after the second, nor part of a third line.
  const [all, firstTwo] = [await drawn(taglines), await drawn(taglines.slice(0, 2))];
  expect(changed(await pixels(all.png), await pixels(firstTwo.png), wholeCard).length).toBe(0);
  expect(all.tagline).toBe(taglines.slice(0, 2).join(' · '));
});

it('keeps all three taglines when they fit on two lines', async () => {
  const drawn = await drawSocialCard({ ...card('Amara Okafor'), taglines: ['Technologist', 'Mobile App Engineer', 'Web Developer'] });
  expect(drawn.tagline).toBe('Technologist · Mobile App Engineer · Web Developer');
});

it.each([
  ['English', 'en', 'Building fast accessible mobile and web products for people on cheap phones and slow networks, then measuring what they actually do with them every week'],
  ['Thai', 'th', 'สร้างผลิตภัณฑ์มือถือและเว็บที่รวดเร็วและเข้าถึงได้สำหรับผู้ใช้โทรศัพท์ราคาถูกและเครือข่ายที่ช้าแล้ววัดผลว่าผู้คนใช้งานจริงอย่างไรทุกสัปดาห์เพื่อปรับปรุงอย่างต่อเนื่องและแบ่งปันสิ่งที่เรียนรู้กับชุมชนนักพัฒนาซอฟต์แวร์ทั่วประเทศไทย'],
])('cuts a first tagline too long for two lines after a word, with an ellipsis: %s', async (_script, lang, tagline) => {
  const drawn = await drawSocialCard({ ...card('Amara Okafor'), taglines: [tagline, 'Web Developer'], lang });
  expect(drawn.tagline).toMatch(/…$/);
  const kept = drawn.tagline.slice(0, -1);
  const wordEnds = Array.from(new Intl.Segmenter(lang, { granularity: 'word' }).segment(tagline), ({ index, segment }) => index + segment.length);
  expect(tagline.startsWith(kept) && wordEnds.includes(kept.length)).toBe(true);
  // Most of it is kept: it was cut at the last word that fits, not at the first.
  expect(kept.length).toBeGreaterThan(tagline.length / 2);
  // What is drawn fits whole: drawn again as the tagline, it is not cut any further.
  const again = await drawSocialCard({ ...card('Amara Okafor'), taglines: [drawn.tagline], lang });
  expect(again.tagline).toBe(drawn.tagline);
});

it('breaks a name at a space, not at the hyphen of a double name, where the double name fits a line', async () => {
  // Pango broke after the hyphen: "Margaux Lefèvre-" | "Dubois".
  const drawn = (name: string) => drawSocialCard({ ...card(name), lang: 'fr' });
  const wrapped = await drawn('Margaux Lefèvre-Dubois');
  expect(await firstSame(wrapped.png, [() => drawn('Margaux\nLefèvre-Dubois'), () => drawn('Margaux Lefèvre-\nDubois')])).toBe(0);
});

it('breaks Korean taglines at their spaces only, not inside a word', async () => {
  // Pango breaks Korean between any two syllables: the line ended inside a word.
  const words = ['접근성과', '성능을', '중요하게', '생각하는', '모바일', '웹', '개발자이자', '오픈소스', '메인테이너', '그리고', '가끔', '컨퍼런스', '발표자'];
  const drawn = (taglines: string[]) => drawSocialCard({ ...card('김민준'), jobTitle: '소프트웨어 엔지니어', taglines, lang: 'ko' });
  const wrapped = await drawn([words.join(' ')]);
  expect(wrapped.tagline).toBe(words.join(' '));
  // The same words with the line broken by hand before each word in turn: one of them is the card
  // Pango drew, pixel for pixel.
  const cards = await Promise.all(words.slice(1).map((_, i) => drawn([`${words.slice(0, i + 1).join(' ')}\n${words.slice(i + 1).join(' ')}`])));
  const wrappedPixels = await pixels(wrapped.png);
  const same = await Promise.all(cards.map(async ({ png }) => changed(wrappedPixels, await pixels(png), wholeCard).length === 0));
  expect(same.filter(Boolean)).toHaveLength(1);
});

/**
 * The first of `others` that draws the card `drawn` is, pixel for pixel (-1: none). They are drawn
 * one at a time, until one is.
 */
async function firstSame(drawn: Buffer, others: Array<() => Promise<{ png: Buffer }>>): Promise<number> {
  const mine = await pixels(drawn);
  for (const [i, other] of others.entries()) if (changed(mine, await pixels((await other()).png), wholeCard).length === 0) return i;
  return -1;
}

/** `text` with its line broken by hand at `at` (a space there is replaced). */
const brokenAt = (text: string, at: number) => `${text.slice(0, at).trimEnd()}\n${text.slice(at).trimStart()}`;

/**
 * Taglines in a script written without spaces, three of them on two lines only if the line breaks
 * between two of them. Pango broke Chinese and Japanese between any two characters, so the first
 * line was filled up inside a word ("パフォーマンスエン" | "ジニア"), and Chinese inside a tagline.
 */
const unspacedTaglines: Record<string, { name: string; jobTitle: string; taglines: string[]; lang: string }> = {
  // With room on the first line for the second tagline but not for the separator after it, the
  // second line started with "· ".
  'Japanese, the first line full': { name: '岡田 さくら', jobTitle: 'シニアソフトウェアエンジニア', taglines: ['アクセシビリティスペシャリスト', 'フロントエンドパフォーマンスエンジニア', 'オープンソースメンテナー'], lang: 'ja' },
  Japanese: { name: '岡田 さくら', jobTitle: 'シニアソフトウェアエンジニア', taglines: ['ウェブアクセシビリティスペシャリスト', 'フロントエンドパフォーマンスエンジニア', 'オープンソースメンテナー'], lang: 'ja' },
  Chinese: { name: '王小明', jobTitle: '高级软件工程师', taglines: ['网页无障碍与可访问性专家', '前端性能优化工程师与技术顾问', '开源软件维护者和会议演讲者'], lang: 'zh-CN' },
};

it.each(Object.keys(unspacedTaglines))('keeps each tagline whole on its line, breaking only after a separator: %s', async (script) => {
  const { taglines, ...text } = unspacedTaglines[script]!;
  const drawn = (written: string[]) => drawSocialCard({ ...card(text.name), ...text, taglines: written });
  const line = taglines.join(' · ');
  const wrapped = await drawn(taglines);
  expect(wrapped.tagline).toBe(line);
  // The same line broken by hand after a separator, the last first: one of them is the card drawn.
  const separators = [...line.matchAll(/ · /gu)].map(({ index }) => index).reverse();
  const byHand = separators.map((at) => brokenAt(line, at + 2));
  expect(await firstSame(wrapped.png, byHand.map((broken) => () => drawn([broken])))).toBeGreaterThanOrEqual(0);
});

it.each([
  ['Thai', 'th', 'ผู้เชี่ยวชาญด้านความปลอดภัยทางไซเบอร์และการตอบสนองต่อเหตุการณ์สำหรับองค์กรขนาดใหญ่'],
  ['Japanese', 'ja', 'ウェブアクセシビリティとフロントエンドパフォーマンスの改善を専門とするエンジニア'],
])('breaks a tagline longer than its line between two words: %s', async (_script, lang, tagline) => {
  // Pango broke it where the line was full: "องค์กรข" | "นาดใหญ่", "専門とす" | "る".
  const drawn = (written: string) => drawSocialCard({ ...card('Amara Okafor'), taglines: [written], lang });
  const wrapped = await drawn(tagline);
  expect(wrapped.tagline).toBe(tagline);
  // Broken by hand after a word, the last first: one of them is the card drawn.
  const wordEnds = Array.from(new Intl.Segmenter(lang, { granularity: 'word' }).segment(tagline), ({ index, segment }) => index + segment.length);
  const byHand = wordEnds.slice(0, -1).reverse().map((end) => () => drawn(brokenAt(tagline, end)));
  expect(await firstSame(wrapped.png, byHand)).toBeGreaterThanOrEqual(0);
});

it.each([
  ['jobTitle', 'フロントエンドパフォーマンスエンジニア アクセシビリティスペシャリスト'],
  ['name', 'ヴァンデンベルグ アレクサンドラ'],
] as const)('breaks a Japanese %s at its space, not inside a word', async (field, words) => {
  // Pango filled the first line up: "… アクセシビリティス" | "ペシャリスト", "ヴァンデンベルグ アレ" | "クサンドラ".
  const japanese = { ...card('岡田 さくら'), taglines: ['モバイルアプリ', 'ウェブ開発'], lang: 'ja' };
  const wrapped = await drawSocialCard({ ...japanese, [field]: words });
  expect(await firstSame(wrapped.png, [() => drawSocialCard({ ...japanese, [field]: words.replace(' ', '\n') })])).toBe(0);
});

it.each([
  ['Korean', 'ko', '가나다라마바사아자차카타파하'.repeat(3)],
  ['Japanese', 'ja', 'アクセシビリティ'.repeat(5)],
])('breaks a %s word longer than its line rather than cut it at the edge of the card', async (_script, lang, name) => {
  // A Korean word kept whole ran past the right margin, cut through a syllable at the card's edge.
  const { nameBox } = await drawSocialCard({ ...card(name), lang });
  expect(nameBox.left + nameBox.width).toBeLessThanOrEqual(1200 - 80);
});

it.each([
  ['Latin', 'AO'],
  ['Tamil', 'காசு'],
  ['Burmese', 'အက'],
])('draws a %s monogram on one line inside its badge', async (_, initials) => {
  const { initialsBox } = await drawSocialCard({ ...card('Amara Okafor'), initials });
  // The badge is 88 px square, 72 px from the top: one line of text, not two one above the other.
  expect(initialsBox.width).toBeLessThanOrEqual(88);
  expect(initialsBox.height).toBeLessThan(88);
  expect(initialsBox.top).toBeGreaterThanOrEqual(72);
  expect(initialsBox.top + initialsBox.height).toBeLessThanOrEqual(72 + 88);
});

it('lays out an Urdu job title that starts with an English name from the right, as the pages do', async () => {
  // Pango went by the first letter: "iOS" stood at the far left of "iOS اور ویب ڈویلپر", read from the right.
  const urdu = { ...card('عائشہ خان'), lang: 'ur', taglines: ['TypeScript اور React Native'] };
  const drawn = await drawSocialCard({ ...urdu, jobTitle: 'iOS اور ویب ڈویلپر' });
  const fromTheRight = await drawSocialCard({ ...urdu, jobTitle: '\u200fiOS اور ویب ڈویلپر', taglines: ['\u200fTypeScript اور React Native'] });
  expect(changed(await pixels(drawn.png), await pixels(fromTheRight.png), wholeCard)).toHaveLength(0);
  // An English sentence with an Urdu word on an English card still reads from the left.
  const english = { ...card('Amara Okafor'), lang: 'en', taglines: [] };
  const quoting = await drawSocialCard({ ...english, jobTitle: 'Engineer of اردو apps' });
  const fromTheLeft = await drawSocialCard({ ...english, jobTitle: '\u200eEngineer of اردو apps' });
  expect(changed(await pixels(quoting.png), await pixels(fromTheLeft.png), wholeCard)).toHaveLength(0);
});

it('mirrors the card of a site written from the right, whatever letter the name starts with', async () => {
  const { nameBox } = await drawSocialCard({ ...card('Aisha Khan'), lang: 'ur' });
  expect(nameBox.left + nameBox.width).toBe(1200 - 80);
});

it('draws the digits of an Urdu card in Urdu’s shapes, not Persian’s', async () => {
  // Urdu writes ۴ ۶ ۷ otherwise than Persian; Noto Sans Arabic has both, Urdu's for text said to
  // be Urdu, and Pango was not told: an Urdu card drew them as a Persian one does.
  const text = { ...card('ثمینہ ڈوگر'), jobTitle: 'ڈویلپر ۲۰۱۴ سے', taglines: ['۴ ۶ ۷'] };
  const [urdu, persian, urduAgain] = await Promise.all([
    drawSocialCard({ ...text, lang: 'ur' }),
    drawSocialCard({ ...text, lang: 'fa' }),
    drawSocialCard({ ...text, lang: 'ur-PK' }),
  ]);
  expect(changed(await pixels(urdu.png), await pixels(persian.png), wholeCard).length).toBeGreaterThan(0);
  expect(changed(await pixels(urdu.png), await pixels(urduAgain.png), wholeCard)).toHaveLength(0);
});
