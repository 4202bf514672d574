import { InLanguage } from '@/components/ui/InLanguage';
import { displayUrl, type Cv } from '@/lib/cv/cv';
import { fillIn, splitAt } from '@/lib/i18n/format';
import { mailtoHref } from '@/lib/email-address';

/**
 * The CV's head, on paper only: who, what and how to reach them, so the printed About page is a
 * CV on its own. On screen the header and the Contact page say it. `labelled`: how a link follows
 * its label, "{label}: {address}" in the site's words; `uiLang`: the language of the links' labels
 * (the site's words) when it is not the page's.
 */
export function PrintedContact({
  cv,
  labelled,
  uiLang,
}: {
  cv: Pick<Cv, 'name' | 'jobTitle' | 'email' | 'links'>;
  labelled: string;
  uiLang?: string | undefined;
}) {
  const [before, after] = splitAt(labelled, 'address');
  return (
    <div className="hidden print:mb-6 print:block">
      <p className="font-display text-3xl font-bold">{cv.name}</p>
      <p className="text-lg font-semibold">{cv.jobTitle}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
        <li>
          <a href={mailtoHref(cv.email)}>{cv.email}</a>
        </li>
        {cv.links.map(({ label, url }) => (
          <li key={url}>
            {label ? <InLanguage lang={uiLang}>{fillIn(before, { label })}</InLanguage> : null}
            <a href={url} className="print-url-is-text">
              {displayUrl(url)}
            </a>
            {label && after ? <InLanguage lang={uiLang}>{after}</InLanguage> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
