/** @jest-environment node */
import { tallLinesCss } from './line-height';

test('Burmese, Khmer, Sinhala and Tibetan text gets the line height its fonts ask for, wherever it is marked; other languages no rule', () => {
  expect(tallLinesCss(['my', 'en', 'my-MM', 'bo', 'km', 'si'])).toBe(':lang(my),:lang(bo),:lang(km),:lang(si){line-height:normal!important}');
  expect(tallLinesCss(['en', 'th', 'ja', 'hi', 'my-Latn'])).toBe('');
});

test('Kannada and Telugu, whose conjuncts stack a consonant under another, get it too', () => {
  expect(tallLinesCss(['kn', 'en'])).toBe(':lang(kn){line-height:normal!important}');
  expect(tallLinesCss(['te-IN'])).toBe(':lang(te-in){line-height:normal!important}');
  expect(tallLinesCss(['ml', 'ta', 'bn'])).toBe('');
});
