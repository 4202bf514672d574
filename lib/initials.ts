import { charactersOf } from '@/lib/characters';
import { hasVisibleCharacter, withoutLeadingInvisible } from '@/lib/invisible-text';

const arabicLetter = /^\p{Script=Arabic}/u;

/**
 * Arabic's definite article, written joined to its noun: al-Husayni (الحسيني) is known by its ḥ
 * (ح), not by the article's alif, which every such name shares.
 */
const arabicArticle = /^ال(?=\p{Script=Arabic})/u;

/**
 * Letters Persian and Urdu write and Arabic does not (پ چ ژ گ, and their own kaf and yeh): a name
 * with one is not Arabic, and its ال is a name's own letters (Elahi, الهی; Alvandi, الوندی).
 */
const notArabic = /[\u067e\u0686\u0698\u06af\u06a9\u06cc]/u;

/**
 * Persian (and Dari): a name on a site in it is a Persian name, whose ال is its own letters, though
 * it has none of the letters above ("زهرا الوند", "سارا البرز"): taken for Arabic, its monogram
 * passed over the family name's alif and took its third letter, "ز‌و".
 */
const persian = /^(?:fa|prs)(?:-|$)/iu;

/**
 * What a monogram takes a word by: a letter or digit, else an emoji. Not a vowel Thai and Lao
 * write before the consonant it follows (เ, ใ, ໄ: Unicode's Logical_Order_Exception): "เอกชัย
 * ใจดี" is known by อ and จ, and its monogram was the two vowels "เใ".
 */
const namesTheWord = /^(?!\p{Logical_Order_Exception})[\p{L}\p{N}]|^[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/**
 * Thai, Lao, Burmese, Khmer and Sinhala: an initial is the consonant alone, without the vowel or
 * tone mark over it, nor the ำ that follows in the same character on screen ("น้ำ" → "น"), nor a
 * vowel sign drawn before it ("အော" → "အ", not "အေ", which reads as another syllable; "පෙ" → "ප").
 */
const bareConsonant = /^([\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}\p{Script=Khmer}\p{Script=Sinhala}])[\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}\p{Script=Khmer}\p{Script=Sinhala}]+$/u;

/**
 * A letter of an Indic script that ends with its virama (halant), as a consonant does before the
 * one it joins into a conjunct. Unicode keeps a conjunct in one grapheme (GB9c) in Devanagari,
 * Bengali, Gujarati, Oriya, Telugu and Malayalam only: in Kannada, Gurmukhi and Tamil "ಕ್ಷಿ",
 * "ਪ੍ਰੀ", "ஸ்ரீ" are two, and the monogram took the dead consonant alone ("ಕ್" of ಕ್ಷಿತಿಜ್), which
 * then joined the next name's letter into a conjunct of its own: "ಕ್ಷಿತಿಜ್ ಹೆಗ್ಡೆ" gave "ಕ್ಹೆ",
 * one syllable drawn as k with h under it.
 */
const endsWithVirama = /[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d3b\u0d3c\u0d4d]$/u;

/**
 * Hebrew's vowel points and cantillation marks (niqqud, dagesh, the shin and sin dots) and
 * Arabic's short vowels (harakat, tanween, shadda, sukun, the dagger alif): they tell how a
 * letter is read in its word, and initials, like most Hebrew and Arabic text, are written
 * without them. Kept, "יְהוֹנָתָן כֹּהֵן" gave "יְכֹּ", a shva under the badge's first letter and
 * a holam and dagesh on the second (a Hebrew owner's walkthrough, 2026-11-28), and a vowelled
 * "الْعَلِي" hid its article from `arabicArticle` behind the sukun, so that its monogram took the
 * article's alif. (Hamza above and below, part of a letter, stays.)
 */
const vowelPoints = /[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u064b-\u0652\u0656-\u065f\u0670]/gu;

/** Greek accents and breathings (tonos, oxia, varia, perispomeni, psili, dasia), which Greek capitals set together drop. */
const greekAccents = /[\u0300\u0301\u0313\u0314\u0342]/gu;

/**
 * A letter as a capital in a monogram, where its script has one that stands for it: not Georgian,
 * which writes no capital initials (toUpperCase gives Mtavruli, U+1C90…, an all-capitals style that
 * many fonts with Georgian letters lack: two empty boxes in the header's badge); not a letter whose
 * capital is two letters (the Armenian ligatures և → ԵՒ and ﬓ → ՄՆ, ß → SS); and a Greek capital
 * without its accent or breathing, as Greek sets capitals together ("Άρτεμις Ξενάκη" → ΑΞ). The
 * capital is the site's language's: Turkish and Azerbaijani write i's as İ (a Turkish "ilkay"'s
 * monogram was the I of ı).
 */
const capital = (letter: string, lang: string | undefined) => {
  if (/^\p{Script=Georgian}/u.test(letter)) return letter;
  const upper = letter.toLocaleUpperCase(lang);
  if (charactersOf(upper).length !== 1) return letter;
  return /^\p{Script=Greek}/u.test(upper) ? upper.normalize('NFD').replace(greekAccents, '').normalize('NFC') : upper;
};

/** A word's first letter (or emoji), whole; its first visible character when it has neither ("‛"). */
const firstLetter = (word: string, lang: string | undefined) => {
  // A direction mark or zero-width space pasted with the name is no letter: taken as one, it left
  // the monogram empty, and the social card without text to draw.
  const visible = charactersOf(word).filter(hasVisibleCharacter);
  const at = visible.findIndex((segment) => namesTheWord.test(segment));
  let letter = visible[at] ?? visible[0] ?? '';
  // A consonant with its virama is half a letter: the conjunct it starts goes on to the next.
  for (let next = at + 1; at >= 0 && endsWithVirama.test(letter) && next < visible.length && /^\p{L}/u.test(visible[next]!); next++) letter += visible[next];
  return capital(letter.replace(bareConsonant, '$1'), lang);
};

/**
 * 'Amara Okafor' → 'AO': the monogram of the header and the social card, from the first two
 * names. Letters are taken whole (an emoji or an accented letter is one character on screen but
 * several code units in a string). `lang`: the site's language, which says how a name in Arabic
 * letters is read (a Persian one keeps its ال) and which capitals its letters take.
 */
export function initials(name: string, lang?: string): string {
  // Without the marks before them, and a word of nothing else is none (a zero-width space is no
  // space to \s).
  const words = name
    .split(/[\s\u200b]+/)
    .map((word) => withoutLeadingInvisible(word.replace(vowelPoints, '')))
    .filter(Boolean);
  const names: string[] = [];
  for (let i = 0; i < words.length && names.length < 2; i++) {
    names.push(words[i]!);
    // 'عبد الله', 'عبد الرحمن' (servant of …) is one name written as two words.
    if (words[i] === 'عبد') i++;
  }
  const arabic = !notArabic.test(name) && !persian.test(lang ?? '');
  const letters = names.map((word, i) => firstLetter(i > 0 && arabic ? word.replace(arabicArticle, '') : word, lang));
  // Arabic letters side by side join into a word, which may mean something: ل and ا make "لا",
  // "no". A zero-width non-joiner between them keeps each letter whole and on its own.
  return letters.reduce((monogram, letter, i) => monogram + (i > 0 && arabicLetter.test(letters[i - 1]!) && arabicLetter.test(letter) ? '\u200c' : '') + letter, '');
}
