/**
 * `{ lang }` for an item the owner marked as written in a language of its own (content/schemas.ts,
 * itemLang), `{}` for the rest. Spread into what a Server Component hands on, rather than written
 * `lang={item.lang}`: the RSC payload writes a prop left undefined as `"lang":"$undefined"`, once
 * for every card and every picture of a list page (24 times on a page of twelve), for an attribute
 * the page never shows.
 */
export function ownLang(lang: string | undefined): { lang?: string } {
  return lang ? { lang } : {};
}
