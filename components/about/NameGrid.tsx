/**
 * A grid of name cards, used for skills and for tools. Two to a row on a phone: a name's word
 * wider than its card breaks between syllables, with a hyphen, where the browser has the
 * hyphenation rules of its language (`hyphens-auto`: "accessibi-lité"), else where it runs out of
 * room (the page's `overflow-wrap: anywhere`).
 */
export function NameGrid({ items }: { items: readonly { name: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 hyphens-auto sm:grid-cols-3 lg:grid-cols-4">
      {items.map(({ name }, index) => (
        <li
          key={`${index}-${name}`}
          className="flex min-h-14 min-w-0 items-center rounded-xl border border-border bg-surface px-4 py-3 font-medium shadow-card"
        >
          <bdi>{name}</bdi>
        </li>
      ))}
    </ul>
  );
}
