/** @jest-environment node */
import { lineBreakingCss } from './line-breaking';

test('Japanese and Chinese text gets strict line breaking, Korean breaks between words, wherever it is marked; other languages no rule', () => {
  expect(lineBreakingCss(['ja', 'en', 'zh-TW', 'zh-Hant-HK', 'zh-TW-x1'])).toBe(':lang(ja),:lang(zh-tw),:lang(zh-hant-hk){line-break:strict}');
  expect(lineBreakingCss(['ko', 'ko-KR', 'en'])).toBe(':lang(ko){word-break:keep-all}');
  expect(lineBreakingCss(['ja', 'ko-KP'])).toBe(':lang(ja){line-break:strict}:lang(ko-kp){word-break:keep-all}');
  expect(lineBreakingCss(['en-GB', 'fr', 'ar', 'ko-Latn'])).toBe('');
});
