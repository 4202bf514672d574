import type { ReactNode } from 'react';
import { definedProps } from '@/lib/defined-props';
import type { Focus, ImageUseName } from '@/lib/images/uses';
import { ContentImage } from './ContentImage';
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_END_ID } from './first-screen';

/**
 * The cards of Portfolio and Sponsors, `card` making each from its item and its picture, in the
 * columns lib/card-grid.ts gives (one on phones, two from `sm`, three from `lg`), which the
 * classes below write out: lib/images/uses.ts sizes the pictures of `use` for exactly this grid. The pictures are rendered here, on the server, and handed to the
 * (client) cards as a slot.
 */
export function CardGrid<T extends { img: string; alt: string; focus?: Focus; lang?: string }>({
  items,
  use,
  imageClassName,
  card,
}: {
  items: readonly T[];
  use: ImageUseName;
  imageClassName: string;
  card: (item: T, image: ReactNode) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        // min-w-0: a grid item is otherwise as wide as its longest word, and a long URL widens the page.
        // Keyed by place: the list never changes in the browser, and a title in every key would be
        // one more copy of it in the RSC payload.
        // The first card past the first screen is named: the first paint waits for the parser to
        // reach it, not for the whole page (first-screen.ts).
        <li key={index} {...definedProps({ id: index === FIRST_SCREEN_CARDS ? FIRST_SCREEN_END_ID : undefined })} className="flex min-w-0">
          {card(
            item,
            <ContentImage
              src={item.img}
              alt={item.alt}
              lang={item.lang}
              use={use}
              focus={item.focus}
              // The first card's picture is the page's largest paint on a phone: fetched first.
              priority={index === 0 ? 'high' : undefined}
              className={imageClassName}
            />,
          )}
        </li>
      ))}
    </ul>
  );
}
