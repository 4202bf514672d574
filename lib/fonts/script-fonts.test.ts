/** @jest-environment node */
import { DISPLAY_FAMILY } from '@/app/font-fallbacks';
import { fontsFor, isRightToLeft, scriptOf, uncoveredCharacters } from './script-fonts';

const families = (text: string, options?: Parameters<typeof fontsFor>[2]) => [...new Set(fontsFor(text, 700, options).map(({ family }) => family))];

describe('fontsFor', () => {
  it.each([
    ['সৌমিত্র', 'Noto Sans Bengali'],
    ['પ્રિયા', 'Noto Sans Gujarati'],
    ['ਸਿੰਘ', 'Noto Sans Gurmukhi'],
    ['ମିଶ୍ର', 'Noto Sans Oriya'],
    ['செல்வி', 'Noto Sans Tamil'],
    ['రెడ్డి', 'Noto Sans Telugu'],
    ['ಕೃಷ್ಣ', 'Noto Sans Kannada'],
    ['ലക്ഷ്മി', 'Noto Sans Malayalam'],
    ['නිමල්', 'Noto Sans Sinhala'],
    ['ሰላም', 'Noto Sans Ethiopic'],
    ['សុភា', 'Noto Sans Khmer'],
    ['ສົມພອນ', 'Noto Sans Lao'],
    ['အောင်', 'Noto Sans Myanmar'],
    ['ޝިފާ', 'Noto Sans Thaana'],
    ['ܫܠܡܐ', 'Noto Sans Syriac'],
    ['ߒߞߏ', 'Noto Sans NKo'],
    ['བོད་ཡིག', 'Noto Serif Tibetan'],
    ['ⵜⴰⵎⴰⵣⵉⵖⵜ', 'Noto Sans Tifinagh'],
    ['ᏣᎳᎩ', 'Noto Sans Cherokee'],
    ['ᱥᱟᱱᱛᱟᱲᱤ', 'Noto Sans Ol Chiki'],
    ['ᐃᓄᒃᑎᑐᑦ', 'Noto Sans Canadian Aboriginal'],
    ['ꕙꔤ ꕞꕌꖝ', 'Noto Sans Vai'],
    ['ꆈꌠꁱꂷ', 'Noto Sans Yi'],
  ])('draws %s with %s alone', (text, family) => {
    expect(families(text)).toEqual([family]);
  });

  it('draws Armenian punctuation with the Armenian font, which Noto Sans Georgian also has', () => {
    expect(families('Ես ծրագրավորող եմ։')).toEqual(['Noto Sans Armenian']);
    expect(families('ქართული')).toEqual(['Noto Sans Georgian']);
  });

  it('loads one small file for a Latin name', () => {
    expect(fontsFor('Amara Okafor', 700).map(({ path }) => path)).toEqual([expect.stringMatching(/noto-sans-latin-700-normal\.woff$/)]);
  });

  it('adds the subsets diacritics need', () => {
    expect(fontsFor('Zażółć', 700).map(({ path }) => path.replace(/.*\//, ''))).toEqual(['noto-sans-latin-700-normal.woff', 'noto-sans-latin-ext-700-normal.woff']);
  });

  it('picks the family of each script', () => {
    expect(families('Анна Ελένη')).toEqual(['Noto Sans']);
    expect(families('أمارة')).toEqual(['Noto Sans Arabic']);
    expect(families('שרה')).toEqual(['Noto Sans Hebrew']);
    expect(families('김민지')).toEqual(['Noto Sans KR']);
    expect(families('王小明')).toEqual(['Noto Sans SC']);
  });

  it('draws the Arabic comma, question mark and tatweel of a Syriac, Thaana or NKo text with its own font, and of an Arabic text with the Arabic one', () => {
    // Drawn by Noto Sans Arabic, a Syriac word's tatweel broke the word's joins.
    expect(families('ܫܠـܡܐ، ܫܠܡܐ؟')).toEqual(['Noto Sans Syriac']);
    expect(families('ޝިފާ، ޝިފާ؟')).toEqual(['Noto Sans Thaana']);
    expect(families('ߒߞߏ، ߞߊ߲')).toEqual(['Noto Sans NKo']);
    expect(families('مرحبا، كيف؟ ـ')).toEqual(['Noto Sans Arabic']);
    // The syllabics' package has symbol and maths files too: a bullet and a minus stay Noto Sans's.
    expect(families('ᐃᓄᒃᑎᑐᑦ • −')).toEqual(['Noto Sans', 'Noto Sans Canadian Aboriginal']);
  });

  it("leaves the CJK punctuation Yi's font also has to the Chinese, Japanese and Korean fonts", () => {
    expect(families('東京、大阪・京都。')).toEqual(['Noto Sans SC']);
    expect(families('さくら、もも', { lang: 'ja' })).toEqual(['Noto Sans JP']);
    expect(families('ꆈꌠ、ꁱꂷ')).toEqual(['Noto Sans SC', 'Noto Sans Yi']);
  });

  it('draws Han characters in the shapes of the language the text is in, though it has no kana or Hangul', () => {
    // A Japanese name in kanji alone: Japanese shapes (直, 海 and others differ from Chinese ones).
    expect(families('岡田 健', { lang: 'ja' })).toEqual(['Noto Sans JP']);
    expect(families('岡田 健', { lang: 'ja-JP' })).toEqual(['Noto Sans JP']);
    expect(families('金 大中', { lang: 'ko' })).toEqual(['Noto Sans KR']);
    expect(families('岡田 健', { lang: 'zh' })).toEqual(['Noto Sans SC']);
    // Traditional characters in Taiwan, Hong Kong and Macau, or so tagged; simplified when tagged so.
    for (const lang of ['zh-TW', 'zh-Hant', 'zh-Hant-TW', 'zh-HK', 'zh-MO', 'yue', 'cmn-TW', 'nan-TW']) expect(families('臺灣軟體工程師', { lang })).toEqual(['Noto Sans TC']);
    for (const lang of ['zh-CN', 'zh-SG', 'zh-Hans-HK', 'yue-Hans', 'en', 'x-not-a-tag']) expect(families('臺灣軟體工程師', { lang })).toEqual(['Noto Sans SC']);
    expect(families('岡田 健')).toEqual(['Noto Sans SC']);
  });

  it("lists the files in the order tried, the text's language first", () => {
    // A renderer taking the first file that has a character then draws 臺, which Noto Sans SC's
    // file picked for the simplified 骆 has too, in traditional shapes on a Taiwanese CV.
    expect([...new Set(fontsFor('骆在臺灣', 400, { lang: 'zh-TW' }).map(({ family }) => family))]).toEqual(['Noto Sans TC', 'Noto Sans SC']);
    expect([...new Set(fontsFor('骆在臺灣', 400, { lang: 'zh-CN' }).map(({ family }) => family))]).toEqual(['Noto Sans SC']);
  });

  it('draws Han characters with Japanese shapes when the text has kana', () => {
    expect(families('岡田 さくら')).toEqual(['Noto Sans JP']);
  });

  it('takes emoji from the colour font, or the outline one for print', () => {
    expect(families('Amara 🚀')).toEqual(['Noto Sans', 'Noto Color Emoji']);
    expect(families('Amara 🚀', { emoji: 'outline' })).toEqual(['Noto Sans', 'Noto Emoji']);
  });

  it("puts the site's heading typeface first when asked", () => {
    // The heading font named in app/font-fallbacks.ts, whichever it is.
    expect(families('Zoë', { display: true })).toEqual([DISPLAY_FAMILY]);
    expect(families('Zoë')).toEqual(['Noto Sans']);
  });
});

it('tells right-to-left text by its first strong letter', () => {
  expect(isRightToLeft('أمارة Okafor')).toBe(true);
  expect(isRightToLeft('🚀 שרה')).toBe(true);
  expect(isRightToLeft('Amara أمارة')).toBe(false);
  expect(['ޝިފާ Shifa', 'ܫܠܡܐ', '2024 ߒߞߏ'].map(isRightToLeft)).toEqual([true, true, true]);
  expect(isRightToLeft('ⵜⴰⵎⴰⵣⵉⵖⵜ')).toBe(false);
});


it('names the script of a character', () => {
  expect(['ส', 'ნ', 'Ա', 'አ', 'ব', 'த', 'a'].map(scriptOf)).toEqual(['Thai', 'Georgian', 'Armenian', 'Ethiopic', 'Bengali', 'Tamil', 'Latin']);
  expect(scriptOf('𝄞')).toBeUndefined();
});

describe('uncoveredCharacters', () => {
  it('names the characters of a script no package draws, each once', () => {
    expect(uncoveredCharacters('ꚠꚡ ꚢꚣꚤꚠ')).toEqual(Array.from('ꚠꚡꚢꚣꚤ'));
    expect(uncoveredCharacters('ᠮᠣᠩᠭᠣᠯ ꦧꦱꦗꦮ', 700)).toEqual(Array.from('ᠮᠣᠩᠭᠯꦧꦱꦗꦮ'));
    expect(uncoveredCharacters('Amara ꚠꚡ', 400, { emoji: 'outline', display: true })).toEqual(['ꚠ', 'ꚡ']);
  });

  it("trusts the files' character maps, not the ranges their CSS claims", () => {
    // The Chinese package's CSS claims a few Thai letters ("ย") and most Armenian ones, which its
    // files do not have: picked for them, those files drew boxes.
    expect(families('ย')).toEqual(['Noto Sans Thai']);
    expect(families('Ամալյա')).toEqual(['Noto Sans Armenian']);
  });

  it.each([
    ['Latin', 'Amara Okafor'],
    ['French accents, composed and not', 'Zoë Çaffé, Hélène, e\u0301te\u0301'],
    ['punctuation', 'R&D · “quotes” — (2019–2023) …'],
    ['Greek, Cyrillic, Vietnamese, Devanagari', 'Ελένη Анна Việt देवनागरी'],
    ['Arabic, Persian', 'أمارة الحسيني فارسی\u200cنویس'],
    ['Hebrew', 'שרה כהן'],
    ['Thai, Georgian, Armenian', 'สมชาย ใจดี ნინო ბერიძე Ամալյա'],
    ['Bengali, Gujarati, Gurmukhi, Odia', 'সৌমিত্র দাস પ્રિયા પટેલ ਹਰਪ੍ਰੀਤ ਸਿੰਘ ସୁଭଶ୍ରୀ ମିଶ୍ର'],
    ['Tamil, Telugu, Kannada, Malayalam, Sinhala', 'தமிழ் செல்வி శ్రీనివాస్ రెడ్డి ಕೃಷ್ಣ ಪ್ರಸಾದ್ ലക്ഷ്മി നായർ නිමල් පෙරේරා'],
    ['Amharic, Khmer, Lao, Burmese', 'ሰላም ተስፋዬ សុខ សុភា ສົມພອນ အောင်ကျော်မင်း'],
    ['Dhivehi, Syriac, NKo', 'ޢާއިޝަތު ޝިފާ ܐܦܪܝܡ ܫܠܡܐ ߛߎߟߋߦߡߊ߲ ߞߊ߲ߕߋ߫'],
    ['Tibetan, Tamazight, Cherokee, Santali, Inuktitut', 'བསྟན་འཛིན་ ⵜⴰⵎⴰⵣⵉⵖⵜ ᏣᎳᎩ ᱥᱟᱱᱛᱟᱲᱤ ᐃᓄᒃᑎᑐᑦ'],
    ['Vai, Nuosu (Yi)', 'ꕙꔤ ꕞꕌꖝ ꆈꌠꁱꂷ'],
    ['Japanese', '岡田 さくら カタカナ'],
    ['Korean, Chinese', '김민지 王小明'],
    ['emoji, a skin tone', '🚀 🦀 👩‍💻 👋🏽 🇫🇷 ©'],
  ])('finds nothing missing in %s', (_, text) => {
    expect(uncoveredCharacters(text)).toEqual([]);
    expect(uncoveredCharacters(text, 700, { emoji: 'outline' })).toEqual([]);
    expect(uncoveredCharacters(text, 700, { display: true })).toEqual([]);
  });

  it('asks the files fontsFor picks: what they draw is not missing, what they leave out is', () => {
    const text = 'Amara 🚀 ꚠꚡ';
    expect([...new Set(fontsFor(text, 400).map(({ family }) => family))]).toEqual(['Noto Sans', 'Noto Color Emoji']);
    expect(uncoveredCharacters(text)).toEqual(['ꚠ', 'ꚡ']);
  });
});
