import type { About } from '@/content/schemas';
import type { UiStrings } from '@/content/ui/schema';
import { definedProps } from '@/lib/defined-props';
import { textDirection, writtenDirection, type Direction } from '@/lib/i18n/direction';
import { timelineColumnStyle } from './timeline-columns';

/**
 * The work timeline as a table: header cells Role, Institution, Year, then one row per job.
 * `uiLang`: the headers' language when it is not the page's (content/index.ts).
 */
export function WorkTimeline({
  timeline,
  strings,
  uiLang,
  pageDir,
}: {
  timeline: About['timeline'];
  strings: UiStrings['about'];
  uiLang?: string | undefined;
  /** The page's direction, which a title, place or date in more than one script takes. */
  pageDir: Direction;
}) {
  return (
    <div className="overflow-hidden rounded-card border border-border bg-surface shadow-card">
      {/* Each header cell says text-start itself: a browser centres a <th> whose row is aligned to
          `start`, the initial value, so the table's own alignment would not reach it.
          On a phone the columns are fixed, from the longest words of the headers and dates
          (`timelineColumns`): the dates as wide as theirs, titles and places sharing the rest.
          Sized by their content, the columns gave the longest texts their width and squeezed the
          others until words broke inside ("Institu / tion", "Manches / ter" at 320 px; "Ye / ar",
          "20 / 23" beside long titles); fixed at 38%, 38% and the rest, they broke German's
          header at 360 and 390 px ("Zeitrau / m"). A word wider than its column still breaks, so
          no text widens the table: between syllables, with a hyphen, where the browser has the
          hyphenation rules of the text's language ("indépen-dante"; words of ten letters or more,
          as prose: `hyphenate-long-words`, app/globals.css), else where it runs out of room (the
          page's `overflow-wrap`). From `sm` the content sizes them again, each date on one line and the
          headers broken only between words, and nothing is hyphenated. */}
      <table
        className="w-full table-fixed border-collapse text-sm max-sm:hyphenate-long-words sm:table-auto sm:text-base"
        style={timelineColumnStyle(strings, timeline.map(({ date }) => date))}
      >
        <thead {...definedProps({ lang: uiLang })} className="bg-subtle sm:wrap-break-word">
          <tr>
            <th scope="col" className="px-2 py-3 text-start font-semibold max-sm:w-(--role-column) sm:px-6">
              {strings.role}
            </th>
            <th scope="col" className="px-2 py-3 text-start font-semibold max-sm:w-(--place-column) sm:px-6">
              {strings.institution}
            </th>
            <th scope="col" className="px-2 py-3 text-start font-semibold max-sm:w-(--date-column) sm:px-6">
              {strings.year}
            </th>
          </tr>
        </thead>
        <tbody>
          {timeline.map((entry, index) => (
            // An entry the owner wrote in another language than the site's says so (content/schemas.ts).
            // Keyed by place: two entries may be written alike (the same job twice, its dates to come).
            <tr key={index} {...definedProps({ lang: entry.lang })} className="border-t border-border">
              <td className="px-2 py-4 font-medium sm:px-6">
                <bdi {...definedProps({ dir: writtenDirection(entry.jobtitle, { lang: entry.lang, page: pageDir }) })}>{entry.jobtitle}</bdi>
              </td>
              <td className="px-2 py-4 text-muted sm:px-6">
                <bdi {...definedProps({ dir: writtenDirection(entry.where, { lang: entry.lang, page: pageDir }) })}>{entry.where}</bdi>
              </td>
              {/* On the narrowest phones a range wraps: kept on one line, it would push the table wider than the screen. */}
              <td className="px-2 py-4 text-muted tabular-nums sm:whitespace-nowrap sm:px-6">
                {dates(entry, pageDir)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A job's dates, ordered as they read. Laid out in a right-to-left page's direction, an English
 * range reads backwards: "2022 – now" shows as "now – 2022". Like the cells beside them, they are
 * isolated (`<bdi>`) and take their letters' direction, the page's where they mix (a `dir` where
 * their first letter would say otherwise: `writtenDirection`); a job marked as written in
 * another language takes that language's, which also orders a range of bare years ("2019 – 2022")
 * for an English reader. Bare years in the site's language follow the page, as its own numbers do:
 * `dir="auto"` finds no letter in them and would lay them out left to right.
 * Called, not rendered as a component: bare years then are the cell's own text. Returned by a
 * component, React wrote them as a text node followed by `<!-- -->` in some builds and not in
 * others, so that the same content did not always give the same page.
 */
function dates({ date, lang }: { date: string; lang?: string | undefined }, page: Direction) {
  if (lang) return <bdi dir={textDirection({ lang })}>{date}</bdi>;
  return /\p{L}/u.test(date) ? <bdi {...definedProps({ dir: writtenDirection(date, { page }) })}>{date}</bdi> : date;
}
