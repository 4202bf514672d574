// Client-safe: the contact form fills its strings in the browser.

/** 'Portfolio | {name}' with { name: 'Amara' } → 'Portfolio | Amara'. */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([^{}]*)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * A template cut at one placeholder, for text that wraps an element: 'Write to {email} instead.'
 * → ['Write to ', ' instead.'].
 */
export function splitAt(template: string, placeholder: string): [before: string, after: string] {
  const marker = `{${placeholder}}`;
  const at = template.indexOf(marker);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + marker.length)];
}

/** A number as the page's language writes it: 5000 → '5,000' in English, '5 000' in French. */
export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(lang, options).format(value);
  } catch {
    return String(value);
  }
}

/**
 * A number that names something, a year or a page, in the language's digits and without a
 * thousands separator: "2026", not "2,026"; "۲۰۲۶" in Persian.
 */
export const numeral = (value: number, lang: string) => formatNumber(value, lang, { useGrouping: false });
