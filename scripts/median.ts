/** The median of the numbers among `values` (NaN, a run that measured nothing, left out); NaN when none. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median and range of the numbers among `values`, each written by `format`: "1.23 s (1.20–1.31)";
 * the one value where every run gave the same; '–' where none measured anything.
 */
export function spread(values: number[], format: (value: number) => string): string {
  const present = values.filter((value) => !Number.isNaN(value));
  if (present.length === 0) return '–';
  const [low, high] = [format(Math.min(...present)), format(Math.max(...present))];
  const strip = (text: string) => text.replace(/ m?s$/, '');
  return low === high ? low : `${format(median(present))} (${strip(low)}–${strip(high)})`;
}
