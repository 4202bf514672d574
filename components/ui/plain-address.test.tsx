/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { plainAddress } from './plain-address';
import { Prose } from './Prose';

test('in a card of a right-to-left site, a web or e-mail address with right-to-left letters reads left to right, its punctuation outside it', () => {
  const paragraph = (text: string) => renderToStaticMarkup(<p dir="rtl"><Prose text={text} address={plainAddress} /></p>);
  expect(paragraph('مدونتي: https://layla.example/مدونة، وفيها المزيد')).toBe(
    '<p dir="rtl">مدونتي: <span class="hyphens-manual"><span dir="ltr">https://layla.example/مدونة</span>،</span> وفيها المزيد</p>',
  );
  expect(paragraph('(www.layla.example/مقالات).')).toBe('<p dir="rtl"><span class="hyphens-manual">(<span dir="ltr">www.layla.example/مقالات</span>).</span></p>');
  expect(paragraph('راسلني على ليلى@example.com.')).toBe(
    '<p dir="rtl">راسلني على <span class="hyphens-manual"><span dir="ltr">ليلى@example.com</span>.</span></p>',
  );
  // An address in Latin letters reads the same either way, and Arabic words joined by a dot or a
  // handle are no address: all are written as they are.
  expect(paragraph('الكود على https://github.com/layla.')).toBe('<p dir="rtl">الكود على <span class="hyphens-manual">https://github.com/layla.</span></p>');
  expect(paragraph('كلمة.كلمة أخرى')).toBe('<p dir="rtl"><span class="hyphens-manual">كلمة.كلمة</span> أخرى</p>');
  expect(paragraph('تابعوني على @ليلى_حداد.')).toBe('<p dir="rtl">تابعوني على <span class="hyphens-manual">@ليلى_حداد.</span></p>');
});
