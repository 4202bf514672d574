/** A grid of name cards, used for skills and for tools. */
export function NameGrid({ items }: { items: readonly { name: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
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
