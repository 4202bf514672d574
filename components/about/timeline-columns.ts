// How a phone's work timeline shares its width between its columns, from the longest words of
// its headers and dates, estimated when the site is built: a column narrower than a word breaks
// it between two letters ("Zeitrau / m"). The table is laid out fixed on a phone
// (WorkTimeline.tsx), where a cell's width may not mix a percentage with a length (Chromium then
// takes it for auto), so the shares are percentages reckoned here on the narrowest phone's table.
import type { CSSProperties } from 'react';
import type { UiStrings } from '@/content/ui/schema';
import { longestWordWidth } from './longest-word';

/** The table on a 320 px screen: the page's 16 px padding on each side and its 1 px border gone. */
const NARROWEST_TABLE = 286;
/**
 * One "0" of the headers' 14 px semibold letters, in px, in the widest of the fonts the site is
 * shown in (DejaVu Sans Bold, 0.70 em; Roboto's is 0.56 em, San Francisco's 0.62 em).
 */
const ZERO = 9.8;
/** A cell's padding (px-2), both sides. */
const PADDING = 16;

/** A header's longest word, in "0" widths: headers are semibold, a tenth wider than the medium weight the estimate is for. */
const headerWord = (header: string) => longestWordWidth(header) * 1.1;
/** The share of the narrowest table, in percent, a column needs for a word `zeros` "0"s wide. */
const share = (zeros: number) => ((zeros * ZERO + PADDING) / NARROWEST_TABLE) * 100;

/**
 * Whether every word of `header` is short enough that no browser hyphenates it: words of ten
 * letters or more are (`hyphenate-long-words`, app/globals.css, where the browser has the rules of
 * the language), and "Arbeitgeber" is "Arbeit-geber" in a narrow column.
 */
const unhyphenated = (header: string) => header.split(/\s+/u).every((word) => [...word].length < 10);

/**
 * Each column's share, in percent: the dates' as much as their header's and their own longest
 * word need, a fifth of the table at least and two fifths at most; the places' half of the rest,
 * or more where its header has a word no browser hyphenates that needs it, and the titles' header
 * still fits beside it; the titles' the rest. A header that can be hyphenated takes nothing from
 * the titles, the owner's longest words: German's "Arbeitgeber" had left "Werkstudent" 84 px at
 * 360 px, where it broke.
 */
export function timelineColumns({ role, institution, year }: Pick<UiStrings['about'], 'role' | 'institution' | 'year'>, dates: readonly string[]): [number, number, number] {
  const date = Math.min(40, Math.max(20, share(Math.max(headerWord(year), ...dates.map(longestWordWidth)))));
  const place = unhyphenated(institution) ? Math.max((100 - date) / 2, Math.min(share(headerWord(institution)), 100 - date - share(headerWord(role)))) : (100 - date) / 2;
  const rounded = (percent: number) => Math.floor(percent * 10) / 10;
  return [rounded(100 - date - place), rounded(place), rounded(date)];
}

/** The table's style: each column's share, for the header cells' `max-sm:w-(--…)` classes. */
export function timelineColumnStyle(headers: Pick<UiStrings['about'], 'role' | 'institution' | 'year'>, dates: readonly string[]): CSSProperties {
  const [role, place, date] = timelineColumns(headers, dates);
  return { '--role-column': `${role}%`, '--place-column': `${place}%`, '--date-column': `${date}%` } as CSSProperties;
}
