import { hasUprightLetters } from '@/lib/i18n/upright-script';

/**
 * How the heading `label` runs down the column beside the page (from `xl`): a Latin, Cyrillic or
 * Arabic one turned to read bottom to top, every character on its side (`sideways`: an emoji or
 * a CJK character in it too), as on a book's spine; a Japanese, Chinese or Korean one read top to
 * bottom with its characters upright, as vertical text in those languages is (turned, each would
 * stand on its head).
 */
export const sideLabelClasses = (label: string) =>
  hasUprightLetters(label) ? 'xl:[writing-mode:vertical-rl]' : 'xl:[writing-mode:vertical-rl] xl:[text-orientation:sideways] xl:rotate-180';
