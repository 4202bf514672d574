import type { CSSProperties } from 'react';
import { definedProps } from '@/lib/defined-props';
import { writtenDirection, type Direction } from '@/lib/i18n/direction';
import { longestWordWidth } from './longest-word';

/**
 * A grid of name cards, used for skills and for tools: two to a row on a phone, three from `sm`,
 * four from `lg`, and fewer where the widest word of a name would not fit a card (the
 * `name-grid` utility, app/globals.css, given that word's width estimated here): "Projektmanagement"
 * or "Internationalisation" stay whole on a phone, in cards one to a row. A word wider than the
 * screen still breaks where it runs out of room (the page's `overflow-wrap`); names are not
 * hyphenated ("Data visual-isation" in a card where "visualisation" fits).
 */
export function NameGrid({ items, pageDir }: { items: readonly { name: string }[]; /** The page's direction, which a name in more than one script takes. */ pageDir: Direction }) {
  const longestWord = Math.max(0, ...items.map(({ name }) => longestWordWidth(name)));
  return (
    <ul className="name-grid grid" style={{ '--longest-word': `${longestWord}ch` } as CSSProperties}>
      {items.map(({ name }, index) => (
        // Its padding and border (px-4, border) are counted in the name-grid utility's widths.
        <li
          key={`${index}-${name}`}
          className="flex min-h-14 min-w-0 items-center rounded-xl border border-border bg-surface px-4 py-3 font-medium shadow-card"
        >
          <bdi {...definedProps({ dir: writtenDirection(name, { page: pageDir }) })}>{name}</bdi>
        </li>
      ))}
    </ul>
  );
}
