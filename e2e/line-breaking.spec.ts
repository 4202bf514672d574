import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DISPLAY_PACKAGE, DISPLAY_SUBSETS } from '@/app/font-fallbacks';
import { lineBreakingCss } from '@/lib/i18n/line-breaking';
import { tallLinesCss } from '@/lib/i18n/line-height';
import { expect, test } from './fixtures';

/**
 * The test page: `text` in paragraphs of twelve widths from `from` em, each twice, under the rule
 * `css` and without it (`unruled`: the browser's default set back).
 */
const paragraphs = async (page: Page, { lang, css, text, from, unruled, font }: { lang: string; css: string; text: string; from: number; unruled: string; font?: string }) => {
  // `font`: a file of an @fontsource package to set the text in, rather than whatever font the
  // machine has for its script (Korean lines broke as the test wants in no font's glyph boxes, and
  // not in Nanum Gothic's, which Debian's Chromium brings with it).
  const face = font ? `@font-face { font-family: Shipped; src: url(data:font/woff2;base64,${readFileSync(join(process.cwd(), 'node_modules/@fontsource', font)).toString('base64')}) format('woff2') }` : '';
  await page.setContent(
    `<html lang="${lang}"><head><style>${face}${css}</style></head><body style="font: 16px ${font ? 'Shipped' : 'sans-serif'}">` +
      Array.from({ length: 12 }, (_, index) => `<p style="width: ${from + index}em">${text}</p><p class="unruled" style="width: ${from + index}em; ${unruled}">${text}</p>`).join('') +
      '</body></html>',
  );
  if (font) await page.evaluate((text) => document.fonts.load('16px Shipped', text), text);
};

/** Each paragraph's text, where its lines after the first start, and whether it is under the rule. */
const lineStarts = (page: Page) =>
  page.locator('p').evaluateAll((all) =>
    all.map((p) => {
      const node = p.firstChild as Text;
      const top = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getClientRects()[0]!.top;
      };
      const starts: number[] = [];
      for (let index = 1; index < node.length; index++) if (top(index) !== top(index - 1)) starts.push(index);
      return { ruled: !p.classList.contains('unruled'), text: node.data, starts };
    }),
  );

// The rule the layout writes for a site with Japanese in it (lib/i18n/line-breaking.ts), in the
// browser: in boxes of many widths, no line of a Japanese paragraph starts with a small kana or
// the long-vowel mark, where the browser's default lets "パフ|ォーマンス" and "ツ|ール" happen.
test('Japanese text under the layout\'s rule never starts a line with a small kana or ー; without it, it does', async ({ page }) => {
  const text = 'アクセシビリティとパフォーマンスのツールです。ショッピングサイトのチェックリスト';
  await paragraphs(page, { lang: 'ja', css: lineBreakingCss(['ja']), text, from: 4, unruled: 'line-break: auto' });
  // Each paragraph's lines' first characters, with the rule and without it.
  const lines = await lineStarts(page);
  const firsts = (ruled: boolean) => lines.filter((paragraph) => paragraph.ruled === ruled).flatMap(({ text, starts }) => starts.map((at) => text[at]!));
  const forbidden = /[ァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖー]/u;
  expect(firsts(true).filter((first) => forbidden.test(first))).toEqual([]);
  expect(firsts(false).some((first) => forbidden.test(first)), 'the same text without the rule starts a line with one').toBe(true);
});

// Korean under the layout's rule breaks its lines between words, at spaces, where the browser's
// default breaks between any two syllables: "안녕하세요, 김" | "민준입니다" split the owner's name.
test('Korean text under the layout\'s rule starts every line with a word; without it, lines start mid-word', async ({ page }) => {
  const text = '안녕하세요, 김민준입니다. 서울의 여러 스타트업에서 웹 개발자로 일했습니다.';
  await paragraphs(page, { lang: 'ko', css: lineBreakingCss(['ko']), text, from: 8, unruled: 'word-break: normal', font: 'noto-sans-kr/files/noto-sans-kr-korean-400-normal.woff2' });
  const lines = await lineStarts(page);
  // The characters before each line but the first: a space where a line starts with a word.
  const midWord = (ruled: boolean) => lines.filter((paragraph) => paragraph.ruled === ruled).flatMap(({ text, starts }) => starts.map((at) => text[at - 1]!).filter((char) => char !== ' '));
  expect(lines.filter(({ ruled }) => ruled).every(({ starts }) => starts.length > 0), 'every ruled paragraph is broken into lines').toBe(true);
  expect(midWord(true)).toEqual([]);
  expect(midWord(false).length, 'the same text without the rule breaks lines inside words').toBeGreaterThan(0);
});

// Burmese under the layout's rule (lib/i18n/line-height.ts), the name set as the header sets it
// (in the heading font, two clamped lines of 1.25), its Burmese letters drawn with Noto Sans Myanmar
// as a visitor's browser falls back to its Myanmar font (both from their npm packages): with the
// rule the clamp cuts nothing; without it, it cut the ု under ကိ and ကိ, and "အောင်ကိုကို" read
// "အောင်ကိကိ".
test('a Burmese name clamped to two lines keeps the marks under its letters under the layout\'s rule; without it, the clamp cuts them', async ({ page }) => {
  const file = (path: string) => readFileSync(join(process.cwd(), 'node_modules/@fontsource', path)).toString('base64');
  const faces =
    `@font-face { font-family: Myanmar; src: url(data:font/woff;base64,${file('noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff')}) format('woff') }` +
    `@font-face { font-family: Display; src: url(data:font/woff2;base64,${file(`../@fontsource-variable/${DISPLAY_PACKAGE}/files/${DISPLAY_PACKAGE}-${DISPLAY_SUBSETS[0]}-wght-normal.woff2`)}) format('woff2') }`;
  const clamped = 'display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden';
  const drawn = async (rule: string, clamp: string) => {
    await page.setContent(
      `<html lang="my"><head><style>${faces} body { margin: 0 } span { font: 600 16px Display, Myanmar; line-height: 1.25; width: 20em; margin: 20px }</style>` +
        `<style>${rule}</style></head><body><span style="${clamp}">အောင်ကိုကို</span></body></html>`,
    );
    // Loaded before the shot: `document.fonts.ready` does not wait for a face not yet asked for.
    await page.evaluate(() => Promise.all([document.fonts.load('600 16px Myanmar', 'အ'), document.fonts.load('600 16px Display', 'A')]));
    // The name's box and 20 px around it: what the clamp cuts shows as a difference there.
    return page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 80 } });
  };
  const rule = tallLinesCss(['my']);
  expect(rule).not.toBe('');
  expect((await drawn(rule, clamped)).equals(await drawn(rule, 'display: block')), 'clamped, the name shows as it does unclamped').toBe(true);
  expect((await drawn('', clamped)).equals(await drawn('', 'display: block')), 'without the rule, the clamp cuts part of the name').toBe(false);
});
