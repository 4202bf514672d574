/** @jest-environment node */
import { tallLinesCss } from './line-height';

test('Burmese and Tibetan text gets the line height its fonts ask for, wherever it is marked; other languages no rule', () => {
  expect(tallLinesCss(['my', 'en', 'my-MM', 'bo'])).toBe(':lang(my),:lang(bo){line-height:normal!important}');
  expect(tallLinesCss(['en', 'th', 'ja', 'hi', 'my-Latn'])).toBe('');
});
