import { lineBreakingCss } from '@/lib/i18n/line-breaking';
import { expect, test } from './fixtures';

// The rule the layout writes for a site with Japanese in it (lib/i18n/line-breaking.ts), in the
// browser: in boxes of many widths, no line of a Japanese paragraph starts with a small kana or
// the long-vowel mark, where the browser's default lets "パフ|ォーマンス" and "ツ|ール" happen.
test('Japanese text under the layout\'s rule never starts a line with a small kana or ー; without it, it does', async ({ page }) => {
  const text = 'アクセシビリティとパフォーマンスのツールです。ショッピングサイトのチェックリスト';
  await page.setContent(
    `<html lang="ja"><head><style>${lineBreakingCss(['ja'])}</style></head><body style="font: 16px sans-serif">` +
      Array.from({ length: 12 }, (_, index) => `<p style="width: ${4 + index}em">${text}</p><p class="unruled" style="width: ${4 + index}em; line-break: auto">${text}</p>`).join('') +
      '</body></html>',
  );
  // Each paragraph's lines' first characters, with the rule and without it (the browser's default set back).
  const starts = await page.locator('p').evaluateAll((paragraphs) =>
    paragraphs.map((p) => {
      const node = p.firstChild as Text;
      const top = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getClientRects()[0]!.top;
      };
      const firsts: string[] = [];
      for (let index = 1; index < node.length; index++) if (top(index) !== top(index - 1)) firsts.push(node.data[index]!);
      return { ruled: !p.classList.contains('unruled'), firsts };
    }),
  );
  const forbidden = /[ァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖー]/u;
  const japanese = starts.filter(({ ruled }) => ruled).flatMap(({ firsts }) => firsts);
  const unruled = starts.filter(({ ruled }) => !ruled).flatMap(({ firsts }) => firsts);
  expect(japanese.filter((first) => forbidden.test(first))).toEqual([]);
  expect(unruled.some((first) => forbidden.test(first)), 'the same text without the rule starts a line with one').toBe(true);
});

// Korean under the layout's rule breaks its lines between words, at spaces, where the browser's
// default breaks between any two syllables: "안녕하세요, 김" | "민준입니다" split the owner's name.
test('Korean text under the layout\'s rule starts every line with a word; without it, lines start mid-word', async ({ page }) => {
  const text = '안녕하세요, 김민준입니다. 서울의 여러 스타트업에서 웹 개발자로 일했습니다.';
  await page.setContent(
    `<html lang="ko"><head><style>${lineBreakingCss(['ko'])}</style></head><body style="font: 16px sans-serif">` +
      Array.from({ length: 12 }, (_, index) => `<p style="width: ${8 + index}em">${text}</p><p class="unruled" style="width: ${8 + index}em; word-break: normal">${text}</p>`).join('') +
      '</body></html>',
  );
  // For each paragraph, the characters before each of its lines but the first.
  const breaks = await page.locator('p').evaluateAll((paragraphs) =>
    paragraphs.map((p) => {
      const node = p.firstChild as Text;
      const top = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getClientRects()[0]!.top;
      };
      const before: string[] = [];
      for (let index = 1; index < node.length; index++) if (top(index) !== top(index - 1)) before.push(node.data[index - 1]!);
      return { ruled: !p.classList.contains('unruled'), before };
    }),
  );
  const midWord = (ruled: boolean) => breaks.filter((paragraph) => paragraph.ruled === ruled).flatMap(({ before }) => before.filter((char) => char !== ' '));
  expect(breaks.filter(({ ruled }) => ruled).every(({ before }) => before.length > 0), 'every ruled paragraph is broken into lines').toBe(true);
  expect(midWord(true)).toEqual([]);
  expect(midWord(false).length, 'the same text without the rule breaks lines inside words').toBeGreaterThan(0);
});
