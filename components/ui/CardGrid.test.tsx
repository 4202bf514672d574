/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { CardGrid } from './CardGrid';
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_END_ID } from './first-screen';

// The pictures are made by the image pipeline (lib/images/, tested on its own); here only the list matters.
jest.mock('./ContentImage', () => ({
  // eslint-disable-next-line @next/next/no-img-element -- a test stand-in, never shipped
  ContentImage: ({ alt }: { alt: string }) => <img alt={alt} />,
}));

const grid = (count: number) =>
  renderToStaticMarkup(
    <CardGrid
      items={Array.from({ length: count }, (_, index) => ({ img: '/images/card.png', alt: `card ${index + 1}` }))}
      use="project"
      imageClassName=""
      card={(item, image) => (
        <article>
          {image}
          {item.alt}
        </article>
      )}
    />,
  );

test(`a grid of more than ${FIRST_SCREEN_CARDS} cards names the first card past the first screen, once`, () => {
  const html = grid(40);
  expect(html.match(new RegExp(`id="${FIRST_SCREEN_END_ID}"`, 'g'))).toHaveLength(1);
  const cards = html.split('<li').slice(1);
  expect(cards[FIRST_SCREEN_CARDS]).toContain(`id="${FIRST_SCREEN_END_ID}"`);
  expect(cards[FIRST_SCREEN_CARDS]).toContain(`card ${FIRST_SCREEN_CARDS + 1}<`);
});

test.each([0, 1, FIRST_SCREEN_CARDS])('a grid of %i cards names none: the first paint waits for the whole page', (count) => {
  expect(grid(count)).not.toContain(FIRST_SCREEN_END_ID);
});
