/** @jest-environment node */
import { linePieces } from './line-pieces';

test('Thai is cut between its words, never inside one, a syllable or a cluster', () => {
  expect(linePieces('การศึกษาในกรุงเทพมหานคร')).toEqual(['การ', 'ศึกษา', 'ใน', 'กรุงเทพมหานคร']);
  // A vowel written before its consonant stays with it; a full stop with the word before it.
  expect(linePieces('เพื่อการพัฒนา.')).toEqual(['เพื่อ', 'การ', 'พัฒนา.']);
  expect(linePieces('สำหรับองค์กร ขนาดใหญ่')).toEqual(['สำหรับ', 'องค์กร ', 'ขนาด', 'ใหญ่']);
});

test('Lao, Khmer and Myanmar are cut between words too', () => {
  for (const text of ['ພາສາລາວແມ່ນພາສາ', 'ភាសាខ្មែរគឺជាភាសា', 'မြန်မာဘာသာစကား']) {
    const pieces = linePieces(text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(text);
  }
});

test('Korean and Latin text is cut after its spaces only, with what follows a word kept with it', () => {
  expect(linePieces('서울의 여러 스타트업에서 일했습니다.')).toEqual(['서울의 ', '여러 ', '스타트업에서 ', '일했습니다.']);
  expect(linePieces('I build (small) apps.')).toEqual(['I ', 'build ', '(small) ', 'apps.']);
  expect(linePieces('Thai ไทย.')).toEqual(['Thai ', 'ไทย.']);
});

test('Japanese and Chinese are cut between words, a full stop or a small kana never starting a piece', () => {
  const japanese = '私はパフォーマンスのエンジニアです。休日はRustを書いています。';
  const pieces = linePieces(japanese);
  expect(pieces.join('')).toBe(japanese);
  expect(pieces.length).toBeGreaterThan(4);
  expect(pieces.filter((piece) => /^[。、ァィゥェォッャュョーぁぃぅぇぉっゃゅょ]/u.test(piece))).toEqual([]);
  expect(linePieces('我是臺灣的軟體工程師。').length).toBeGreaterThan(2);
});
