/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { Prose } from './Prose';

test('in a paragraph, an address is kept from hyphenation; a text without one is written as it is', () => {
  const paragraph = (text: string) => renderToStaticMarkup(<p><Prose text={text} /></p>);
  expect(paragraph('See https://example.com/internationalisation for more')).toBe(
    '<p>See <span class="hyphens-manual">https://example.com/internationalisation</span> for more</p>',
  );
  expect(paragraph('A long internationalisation story')).toBe('<p>A long internationalisation story</p>');
});
