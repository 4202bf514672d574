const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * 'Amara Okafor' → 'AO': the monogram of the header and the social card. Letters are taken whole
 * (an emoji or an accented letter is one character on screen but several code units in a string).
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment.toUpperCase() ?? '')
    .join('');
}
