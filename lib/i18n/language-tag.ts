// The language tags content/ takes ("en", "en-GB", "fr", "ar"), and the one an owner most likely
// meant by a value that is not one, for the content check to name.

/** A BCP 47 language tag as <html lang> and the lang attribute take it: a language, then subtags. */
export const languageTagPattern = /^[a-z]{2,3}(-[A-Za-z\d]{2,8})*$/;

/** Every two-letter language code Unicode's data names (ISO 639-1: "fr", "ar", "ja"…). */
function namedLanguageCodes(): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  return [...letters].flatMap((first) => [...letters].map((second) => first + second)).filter((code) => names.of(code) !== undefined);
}

/**
 * The language tag `value` most likely means when it is not one: the same tag written another way
 * ("EN", "en_US", "EN-gb"), or a language's name in English or in the language itself ("French",
 * "français", "العربية"). Undefined when none can be told.
 */
export function meantLanguageTag(value: string): string | undefined {
  const written = value.trim().replace(/_/g, '-');
  try {
    const [canonical] = Intl.getCanonicalLocales(written);
    if (canonical && languageTagPattern.test(canonical)) return canonical;
  } catch {
    // Not a tag in any spelling: perhaps a language's name.
  }
  const name = written.toLocaleLowerCase();
  const english = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  return namedLanguageCodes().find((code) =>
    [english.of(code), new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code)].some((known) => known?.toLocaleLowerCase() === name),
  );
}
