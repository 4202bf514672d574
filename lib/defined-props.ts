/**
 * `props` without those left undefined, to spread into what a Server Component hands on: props of
 * a client component, or attributes of an element it renders. The RSC payload writes a prop left
 * undefined all the same (`"priority":"$undefined"`), so one that only some cards of a list have
 * (a picture's priority, the id that ends the first screen, the current page link's aria-current,
 * an item's own lang) was written once for every card of the page: up to 149 bytes gzipped of a
 * list page (docs/performance.md, "No undefined props into the payload"). Likewise the `lang` of
 * the site's words, which only a site without its translation file has (`uiLang`). `bench:size`
 * fails on a page whose payload still writes one.
 */
export function definedProps<T extends Record<string, unknown>>(props: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
