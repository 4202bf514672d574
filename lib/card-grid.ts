/**
 * The columns of the grid of cards on Portfolio and Sponsors (components/ui/CardGrid.tsx), by the
 * narrowest viewport (CSS px) that has them: one on phones, two from Tailwind's `sm`, three from
 * its `lg`. CardGrid writes them as class names (`grid sm:grid-cols-2 lg:grid-cols-3`: Tailwind
 * only sees literal ones); the pictures are sized for them (lib/images/uses.ts) and the lists are
 * split over pages so that a page before the last ends with a full row (lib/pagination). Its unit
 * test (lib/images/uses.test.ts) holds the classes to these figures.
 */
export const cardGridColumns = { 0: 1, 640: 2, 1024: 3 } as const;

/** The gap between the cards (`gap-6`), in CSS px. */
export const cardGridGap = 24;
