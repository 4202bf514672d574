// The language tags content/ takes ("en", "en-GB", "fr", "ar"), and the ones an owner most likely
// meant by a value that is not one, for the content check to name.

/** A BCP 47 language tag as <html lang> and the lang attribute take it: a language, then subtags. */
export const languageTagPattern = /^[a-z]{2,3}(-[A-Za-z\d]{2,8})*$/;

const englishNames = () => new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const countryNames = () => new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Whether `code` (two capitals) is a country or territory Unicode names ("JP"; not "SP", nor "ZZ", its unknown region). */
const isCountry = (code: string) => code !== 'ZZ' && countryNames().of(code) !== undefined;

/** Every two-letter language code Unicode's data names (ISO 639-1: "fr", "ar", "ja"…). */
function namedLanguageCodes(): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const names = englishNames();
  return [...letters].flatMap((first) => [...letters].map((second) => first + second)).filter((code) => names.of(code) !== undefined);
}

/**
 * The language tags `value` most likely means when it is not one, most likely first, each with
 * its language's name in English: the same tag written another way ("EN", "en_US"); for two
 * capitals that name a country too, that country's language ("SE": Swedish, besides "se",
 * Northern Sami; "JP", no language code, Japanese); or a language's name in English, in the
 * language itself ("French", "français", "العربية") or in another ("Englisch", "anglais"). None
 * when none can be told.
 */
export function meantLanguageTags(value: string): { tag: string; name: string }[] {
  const english = englishNames();
  const written = value.normalize('NFC').trim().replace(/_/g, '-');
  const found: string[] = [];
  // Not a tag in any spelling: perhaps a country, or a language's name (below).
  const canonical = canonicalTag(written);
  if (canonical && languageTagPattern.test(canonical) && english.of(canonical.split('-')[0]!) !== undefined) found.push(canonical);
  if (/^[A-Z]{2}$/.test(written)) {
    try {
      // Only a country Unicode names, which keeps its code: any other two letters ("SP", "ZZ") give
      // the world's likeliest language, English.
      const { language, region } = new Intl.Locale(`und-${written}`).maximize();
      if (isCountry(written) && region === written && language !== 'und' && english.of(language) !== undefined) found.push(language);
    } catch {
      // No country either.
    }
  }
  if (found.length === 0) {
    const name = written.toLowerCase();
    const codes = namedLanguageCodes();
    const namesIn = (language: string) => new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
    const is = (known: string | undefined) => known?.toLocaleLowerCase() === name;
    // In English or in itself first; then as any other language names it ("Englisch", "anglais").
    const inAnother = () => {
      for (const language of codes) {
        const names = namesIn(language);
        const match = codes.find((candidate) => is(names.of(candidate)));
        if (match) return match;
      }
      return undefined;
    };
    const code = codes.find((candidate) => is(english.of(candidate)) || is(namesIn(candidate).of(candidate))) ?? inAnother();
    if (code) found.push(code);
  }
  return [...new Set(found)].map((tag) => ({ tag, name: english.of(tag)! }));
}

/**
 * What is wrong with `tag`, a well-formed language tag, when its language is none but a country
 * ("jp", Japan's code, for Japanese "ja"; "cn", "kr", "gr", "dk", "cz", "ua", "vn", "us"): what
 * to write instead. Nothing for a language Unicode names, nor for a code it does not know and no
 * country has (a rare language's may be right).
 */
export function countryForLanguageProblem(tag: string): string | undefined {
  const [primary] = tag.split('-');
  if (!primary || primary.length !== 2 || englishNames().of(primary) !== undefined) return undefined;
  const country = primary.toUpperCase();
  const meant = meantLanguageTags(country);
  if (meant.length === 0) return undefined;
  const written = meant.map(({ tag: meantTag, name }) => `"${meantTag}" (${name})`).join(' or ');
  return `"${primary}" is no language's code ("${country}" is ${countryNames().of(country)}'s country code): write ${written}`;
}

/**
 * For a language code that is also a country's ("kr", Kanuri, and Korea's KR; "tw", Twi, and
 * Taiwan's TW; "sa", Sanskrit, and Saudi Arabia's SA; "br", Breton, and Brazil's BR), written alone:
 * the tag of that country's language as written there ("ko-KR", "zh-TW", "ar-SA", "pt-BR"), with
 * that language's name, the country's, and the name of the language `tag` is the code of. An
 * owner who wrote the country's code meant that language; the tag is valid, so the check cannot
 * refuse it (a Kanuri owner's is right).
 */
export function countryLanguageTag(tag: string): { tag: string; name: string; country: string; written: string } | undefined {
  const written = /^[a-z]{2}$/.test(tag) ? englishNames().of(tag) : undefined;
  if (!written) return undefined;
  const country = tag.toUpperCase();
  // Not the code's own language, in any spelling ("TW" is read as Akan's "ak", as "tw" is named).
  const meant = meantLanguageTags(country).find(({ tag: language, name }) => language !== tag && name !== written);
  return meant ? { tag: `${meant.tag}-${country}`, name: meant.name, country: countryNames().of(country)!, written } : undefined;
}

/**
 * `tag` as Unicode spells it ("pt-pt" → "pt-PT", "iw" → "he"), or nothing where browsers'
 * language data (Intl) cannot read it.
 */
export function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

const readable = (tag: string): boolean => canonicalTag(tag) !== undefined;

/**
 * What is wrong with `tag`, a well-formed language tag, when browsers' language data cannot read
 * it: an old irregular one ("en-GB-oed", "i-klingon") or one with a part written twice
 * ("en-US-US"). The site writes its numbers, capitals and cut descriptions in its language, and
 * each threw ("Incorrect locale information provided"), stopping the build at the header's
 * monogram without naming a file. The tag to write, where its first parts make one.
 */
export function unreadableTagProblem(tag: string): string | undefined {
  if (readable(tag)) return undefined;
  // Its language and region, where it starts with them: not "zh" for "zh-min-nan" (Min Nan, "nan").
  const [language = '', region = ''] = tag.split('-');
  const shorter = /^(?:[a-z]{2}|\d{3})$/i.test(region) && readable(`${language}-${region}`) ? `${language}-${region}` : undefined;
  const hint = shorter ? `write "${shorter}"` : 'write the language\'s code, and its region if you want one, such as "en" or "en-GB"';
  return `"${tag}" is a language tag browsers cannot read (an old form, or a part written twice): ${hint}`;
}
