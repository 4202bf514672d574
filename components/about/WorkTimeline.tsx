import type { About } from '@/content/schemas';
import type { UiStrings } from '@/content/ui/schema';
import { definedProps } from '@/lib/defined-props';

/** The work timeline as a table: header cells Role, Institution, Year, then one row per job. */
export function WorkTimeline({ timeline, strings }: { timeline: About['timeline']; strings: UiStrings['about'] }) {
  return (
    <div className="overflow-hidden rounded-card border border-border bg-surface shadow-card">
      {/* Each header cell says text-start itself: a browser centres a <th> whose row is aligned to
          `start`, the initial value, so the table's own alignment would not reach it. */}
      <table className="w-full border-collapse text-sm sm:text-base">
        <thead className="bg-subtle">
          <tr>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-6">
              {strings.role}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-6">
              {strings.institution}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-6">
              {strings.year}
            </th>
          </tr>
        </thead>
        <tbody>
          {timeline.map((entry) => (
            // An entry the owner wrote in another language than the site's says so (content/schemas.ts).
            <tr key={`${entry.jobtitle}-${entry.where}-${entry.date}`} {...definedProps({ lang: entry.lang })} className="border-t border-border">
              <td className="px-3 py-4 font-medium sm:px-6">
                <bdi>{entry.jobtitle}</bdi>
              </td>
              <td className="px-3 py-4 text-muted sm:px-6">
                <bdi>{entry.where}</bdi>
              </td>
              {/* On the narrowest phones a range wraps: kept on one line, it would push the table wider than the screen. */}
              <td className="px-3 py-4 text-muted tabular-nums sm:whitespace-nowrap sm:px-6">{entry.date}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
