import { addressRuns } from './runs';

const addresses = (text: string) => addressRuns(text).filter((run) => run.address).map((run) => run.text);

test('web and mail addresses are found, with or without a scheme, and the words around them are not', () => {
  expect(addresses('Notes at https://example.com/internationalisation/guide, or mail jordan.lee@example.com.')).toEqual([
    'https://example.com/internationalisation/guide,',
    'jordan.lee@example.com.',
  ]);
  expect(addresses('Built at www.example.org and github.com/jordan-lee/portfolio')).toEqual(['www.example.org', 'github.com/jordan-lee/portfolio']);
  expect(addresses('Une plateforme d’internationalisation, e.g. 3.5 fois plus rapide. Fin.')).toEqual([]);
  expect(addresses('موقعي: https://example.com/مرحبا')).toEqual(['https://example.com/مرحبا']);
});

test('every letter of the text is in exactly one run, in order', () => {
  for (const text of ['', 'no address', 'https://a.example', ' x@y.example ', 'a https://b.example c d@e.example f'])
    expect(addressRuns(text).map((run) => run.text).join('')).toBe(text);
});
