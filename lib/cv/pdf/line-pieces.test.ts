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

test('Japanese and Chinese are cut between any two characters, as they are set, but where Japanese typesetting forbids it', () => {
  // Cut between words only (ICU's), a CV's Chinese and Japanese lines ended up to three characters
  // short of the margin, "大切にしてい" | "ます。" and "應用" | "程式", where a typesetter (and the
  // page) breaks anywhere.
  const japanese = '私はパフォーマンスのエンジニアです。休日は「Rust」を書いています……本当に。';
  const pieces = linePieces(japanese);
  expect(pieces.join('')).toBe(japanese);
  expect(pieces.slice(0, 5)).toEqual(['私', 'は', 'パ', 'フォー', 'マ']);
  // No line starts with a closing mark, a full stop, a small kana or the long-vowel mark, nor ends
  // with an opening bracket; "……" stays whole.
  expect(pieces.filter((piece) => /^[。、」ァィゥェォッャュョーぁぃぅぇぉっゃゅょ…]/u.test(piece))).toEqual([]);
  expect(pieces.filter((piece) => /「$/u.test(piece))).toEqual([]);
  expect(pieces).toContain('す。');
  expect(pieces).toContain('す……');
  expect(linePieces('我是臺灣的軟體工程師。')).toEqual(['我', '是', '臺', '灣', '的', '軟', '體', '工', '程', '師。']);
  // A Latin word or a number beside them is a piece of its own, never cut inside.
  expect(linePieces('iOSとAndroid向けに4.8です')).toEqual(['iOS', 'と', 'Android', '向', 'け', 'に', '4.8', 'で', 'す']);
  // A character beyond the first plane is one (𠮷, two code units).
  expect(linePieces('𠮷野家')).toEqual(['𠮷', '野', '家']);
});
