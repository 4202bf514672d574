// A module of its own: lib/i18n/direction.ts, which the typewriter's client code imports, needs only
// this, not language-tag.ts's tables of language names.

/**
 * The script a language tag is written in, as Unicode's likely-subtags data gives it, in its
 * four-letter code: the one the tag names ("pa-Arab", "sd-Deva"), else its language's in its
 * region ("Arab" for ar, ur, ks or pa-PK, "Guru" for pa, "Jpan" for ja, "Hant" for zh-TW, zh-HK,
 * yue or cmn-TW, "Hans" for zh or zh-Hans-TW). A tag Intl cannot read whole ("ar-x1") is read by
 * its language and the script it names, or its language alone; undefined for no tag, or a
 * language Unicode's data does not know.
 */
export function likelyScript(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const [language = '', second = ''] = lang.split('-');
  // Read whole, else by its language and the script it names ("pa-Arab" of "pa-Arab-x1"), else by its language.
  for (const tag of [lang, ...(/^[a-z]{4}$/i.test(second) ? [`${language}-${second}`] : []), language]) {
    try {
      return new Intl.Locale(tag).maximize().script;
    } catch {
      // Not a tag Intl reads: try the next, shorter reading.
    }
  }
  return undefined;
}
