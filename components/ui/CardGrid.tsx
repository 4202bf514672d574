import type { ReactNode } from 'react';

/**
 * The cards of Portfolio and Sponsors, `card` making each from its item: one column on phones,
 * two from 640 px, three from 1024 px. lib/images/uses.ts sizes the cards' pictures for exactly
 * this grid.
 */
export function CardGrid<T>({ items, card }: { items: readonly T[]; card: (item: T, index: number) => ReactNode }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        // min-w-0: a grid item is otherwise as wide as its longest word, and a long URL widens the page.
        // Keyed by place: the list never changes in the browser, and a title in every key would be
        // one more copy of it in the RSC payload.
        <li key={index} className="flex min-w-0">
          {card(item, index)}
        </li>
      ))}
    </ul>
  );
}
