import { initials } from './initials';

test.each([
  ['Amara Okafor', 'AO'],
  ['jordan lee', 'JL'],
  ['Cher', 'C'],
  ['  María  Fernanda de los Ángeles ', 'MF'],
  ['🚀 Amara', '🚀A'],
  ['👩🏽‍💻 Dev', '👩🏽‍💻D'],
  ['أمارا أوكافور', 'أأ'],
  ['山田 太郎', '山太'],
  ['E\u0301mile Zola', 'E\u0301Z'],
])('%s → %s', (name, monogram) => {
  expect(initials(name)).toBe(monogram);
});
