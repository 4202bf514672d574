/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import en from '@/content/ui/en.json';
import { WorkTimeline } from './WorkTimeline';

// How a job's dates are laid out on a right-to-left page is seen in the browser (e2e/i18n.spec.ts,
// an English job on the Arabic site); here, which direction each kind of date is given.
const datesCell = (entry: { date: string; lang?: string }) => {
  const html = renderToStaticMarkup(<WorkTimeline timeline={[{ jobtitle: 'Developer', where: 'Leeds', ...entry }]} strings={en.about} pageDir="rtl" />);
  return /<td[^>]*>((?:(?!<td).)*)<\/td><\/tr>/.exec(html)![1];
};

test('dates with words take their letters\' direction, the page\'s where they mix, as the cells beside them', () => {
  expect(datesCell({ date: '2022 – now' })).toBe('<bdi>2022 – now</bdi>');
  expect(datesCell({ date: '2022 – الآن' })).toBe('<bdi>2022 – الآن</bdi>');
  expect(datesCell({ date: 'Q3 2019 – היום' })).toBe('<bdi dir="rtl">Q3 2019 – היום</bdi>');
});

test('on a right-to-left page, a job or place in Hebrew with an English name first is laid out from the right, where its first letter says left', () => {
  const html = renderToStaticMarkup(<WorkTimeline timeline={[{ jobtitle: 'iOS מפתחת', where: 'Wix, תל אביב', date: '2019' }]} strings={en.about} pageDir="rtl" />);
  expect(html).toContain('<bdi dir="rtl">iOS מפתחת</bdi>');
  expect(html).toContain('<bdi dir="rtl">Wix, תל אביב</bdi>');
});

test('the dates of a job marked as written in another language take that language’s direction, bare years included', () => {
  expect(datesCell({ date: '2019 – 2022', lang: 'en' })).toBe('<bdi dir="ltr">2019 – 2022</bdi>');
  expect(datesCell({ date: '2019 – 2022', lang: 'he' })).toBe('<bdi dir="rtl">2019 – 2022</bdi>');
});

test('bare years in the site’s language follow the page’s direction, as its own numbers do', () => {
  expect(datesCell({ date: '2019 – 2022' })).toBe('2019 – 2022');
});
