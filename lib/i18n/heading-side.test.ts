import { headingSide } from './heading-side';

test('a heading that reads the other way than the words under it lines up with them', () => {
  // An English name over a Hebrew story, on a Hebrew site or an English one: on the right, as the story.
  expect(headingSide('Pocket Budget', 'מעקב הוצאות חודשי', { page: 'rtl' })).toBe('right');
  expect(headingSide('Pocket Budget', 'מעקב הוצאות חודשי', { page: 'ltr' })).toBe('right');
  // A Hebrew name over an English story: on the left.
  expect(headingSide('תור', 'A queue for the clinic.', { page: 'rtl' })).toBe('left');
  // The same way round (an English project marked so on a Hebrew site, a Hebrew one): each where it starts.
  expect(headingSide('Pocket Budget', 'A budgeting app.', { lang: 'en', page: 'rtl' })).toBeUndefined();
  expect(headingSide('תור לקופת חולים', 'אפליקציה לניהול תורים', { page: 'rtl' })).toBeUndefined();
  // A story of both scripts reads as the page does (`writtenDirection`).
  expect(headingSide('Pocket Budget', 'Wix, תל אביב', { page: 'rtl' })).toBe('right');
});
