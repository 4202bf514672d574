import { initials } from './initials';

const zwnj = '\u200c';

test.each([
  ['Amara Okafor', 'AO'],
  ['jordan lee', 'JL'],
  ['Cher', 'C'],
  ['  María  Fernanda de los Ángeles ', 'MF'],
  ['🚀 Amara', '🚀A'],
  ['👩🏽‍💻 Dev', '👩🏽‍💻D'],
  ['山田 太郎', '山太'],
  ['E\u0301mile Zola', 'E\u0301Z'],
  ['Ali Al-Hassan', 'AA'],
  ['יעל כהן', 'יכ'],
])('%s → %s', (name, monogram) => {
  expect(initials(name)).toBe(monogram);
});

describe('an Arabic name', () => {
  test.each([
    // Joined, ل and ا made "لا" ("no"), from the article's alif.
    ['ليلى الحسيني', `ل${zwnj}ح`],
    ['محمد علي', `م${zwnj}ع`],
    ['أمارا أوكافور', `أ${zwnj}أ`],
    ['عبد الله الخطيب', `ع${zwnj}خ`],
    ['عبد الرحمن', 'ع'],
    ['ليلى Okafor', 'لO'],
  ])('%s → each letter on its own, the second name by its own first letter', (name, monogram) => {
    expect(initials(name)).toBe(monogram);
  });

  it('keeps the ال of a Persian name, where it is the name’s own letters', () => {
    expect(initials('الهه الوندی')).toBe(`ا${zwnj}ا`);
  });
});
