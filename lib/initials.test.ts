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
  // Thai and Lao: by the first consonant, not a vowel written before it, nor a mark over it.
  ['เอกชัย ใจดี', 'อจ'],
  ['ไพโรจน์ แก้วมณี', 'พก'],
  ['โสภา เมฆใส', 'สม'],
  ['น้ำฝน', 'น'],
  ['ເພັດ ແກ້ວ', 'ພກ'],
  // Burmese, Khmer and Sinhala: the consonant, not with a vowel sign drawn before it.
  ['အောင်ကိုကို', 'အ'],
  ['ကျော် ဇော', 'ကဇ'],
  ['សុខ ចាន់', 'សច'],
  ['කසුන් පෙරේරා', 'කප'],
  // Other scripts keep the whole first letter, signs and all.
  ['अमित शर्मा', 'अश'],
  // A conjunct is one letter, though Unicode's graphemes split it in Kannada, Gurmukhi and Tamil:
  // not its first consonant with the virama alone, which joined the next initial ("ಕ್ಹೆ").
  ['ಕ್ಷಿತಿಜ್ ಹೆಗ್ಡೆ', 'ಕ್ಷಿಹೆ'],
  ['ಶ್ರೀನಿವಾಸ ಮೂರ್ತಿ', 'ಶ್ರೀಮೂ'],
  ['ਪ੍ਰੀਤ ਕੌਰ', 'ਪ੍ਰੀਕੌ'],
  ['ஸ்ரீதேவி ராஜன்', 'ஸ்ரீரா'],
  ['স্নিগ্ধা রহমান', 'স্নির'],
  ['శ్రీనివాస్ రెడ్డి', 'శ్రీరె'],
  ['ಜ್', 'ಜ್'],
])('%s → %s', (name, monogram) => {
  expect(initials(name)).toBe(monogram);
});

test.each([
  ['a direction mark before each name', '\u200eAmara \u200eOkafor', 'AO'],
  ['a right-to-left mark before an Arabic name', '\u200fعبد الله الخطيب', `ع${zwnj}خ`],
  ['a zero-width space between the names', 'Amara \u200b Okafor', 'AO'],
  ['a byte order mark first', '\ufeffAmara', 'A'],
  ['a quotation mark first', '‘Amara’ Okafor', 'AO'],
  ['no letter at all', '‛‥ ⁙', '‛⁙'],
])('a name pasted with what draws nothing or no letter: %s', (_, name, monogram) => {
  expect(initials(name)).toBe(monogram);
});

test.each([
  // Niqqud says how a letter is read in its word: initials are written without it.
  ['יְהוֹנָתָן כֹּהֵן', 'יכ'],
  ['שָׁרָה לֵוִי', 'של'],
  ['מֹשֶׁה', 'מ'],
])('a Hebrew name with its vowel points: %s → %s', (name, monogram) => {
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

  it('takes its letters without their vowel marks, and passes over a vowelled article', () => {
    expect(initials('مُحَمَّد عَلِيّ')).toBe(`م${zwnj}ع`);
    expect(initials('شَهْد الْعَلِي')).toBe(`ش${zwnj}ع`);
    expect(initials('عَبْدُ اللهِ الْخَطِيب')).toBe(`ع${zwnj}خ`);
    // Hamza is part of its letter.
    expect(initials('أَمِيرَة إِبْرَاهِيم')).toBe(`أ${zwnj}إ`);
  });

  it('keeps the ال of a Persian name, where it is the name’s own letters', () => {
    expect(initials('الهه الوندی')).toBe(`ا${zwnj}ا`);
  });

  it('keeps the ال of a name on a Persian site, though it has no letter only Persian writes', () => {
    // "زهرا الوند" was taken for Arabic: its monogram was ز and و, the third letter of الوند.
    expect(initials('زهرا الوند', 'fa-IR')).toBe(`ز${zwnj}ا`);
    expect(initials('سارا البرز', 'fa')).toBe(`س${zwnj}ا`);
    // On an Arabic or English site, the article is passed over as before.
    expect(initials('ليلى الحسيني', 'ar')).toBe(`ل${zwnj}ح`);
    expect(initials('ليلى الحسيني', 'en')).toBe(`ل${zwnj}ح`);
  });
});

// Monograms that a capital would spoil (2026-11-28 walkthrough of Georgian, Armenian and Greek
// owners' sites).
test.each([
  // Georgian is written without capitals: toUpperCase gives Mtavruli (U+1C90…), an all-capitals
  // style no Georgian writes initials in, and which fonts with Georgian letters often lack (DejaVu
  // Sans, the usual Linux fallback: two empty boxes in the header's badge).
  ['ნინო ბერიძე-ჯაფარიძე', 'ნბ'],
  ['გიორგი', 'გ'],
  // A name written in Mtavruli keeps it.
  ['ᲜᲘᲜᲝ ᲑᲔᲠᲘᲫᲔ', 'ᲜᲑ'],
  // A letter whose capital is two letters stays one letter: the Armenian ligature և (ԵՒ), ﬓ (ՄՆ).
  ['և Արմեն', 'ևԱ'],
  ['ﬓ Տեր', 'ﬓՏ'],
  // Greek capitals in an all-capitals monogram lose their accents and breathings, as Greek sets
  // capitals (and as the browser does with text-transform for lang="el"); a diaeresis stays.
  ['Άρτεμις Ξενάκη-Ολυμπίου', 'ΑΞ'],
  ['ἀλέξανδρος ὠκεανός', 'ΑΩ'],
  ['Ήρα Ϊδα', 'ΗΪ'],
])('%s → %s', (name, monogram) => {
  expect(initials(name)).toBe(monogram);
});

it('takes the capitals of the site’s language: a Turkish or Azerbaijani i is İ', () => {
  expect(initials('ilkay ışık', 'tr')).toBe('İI');
  expect(initials('ilkin ismayılov', 'az-AZ')).toBe('İİ');
  // Elsewhere an i is I, as before.
  expect(initials('ilkay ışık', 'en')).toBe('II');
  expect(initials('ilkay ışık')).toBe('II');
});
