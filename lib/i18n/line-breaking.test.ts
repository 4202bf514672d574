/** @jest-environment node */
import { strictLineBreakingCss } from './line-breaking';

test('Japanese and Chinese text gets strict line breaking, wherever it is marked; other languages no rule', () => {
  expect(strictLineBreakingCss(['ja', 'en', 'zh-TW', 'zh-Hant-HK', 'zh-TW-x1'])).toBe(':lang(ja),:lang(zh-tw),:lang(zh-hant-hk){line-break:strict}');
  expect(strictLineBreakingCss(['en-GB', 'fr', 'ar', 'ko'])).toBe('');
});
