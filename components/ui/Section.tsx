import type { ReactNode } from 'react';
import { definedProps } from '@/lib/defined-props';
import type { Direction } from '@/lib/i18n/direction';

/**
 * A titled section whose heading names it for assistive technology. `uiLang`: the title's language,
 * the site's words', when it is not the page's. `ownTitle`, for a title of the owner's over the
 * owner's words: its direction where it is not the page's, and `titleAlignment`'s class, which
 * stands it on their side.
 */
export function Section({
  id,
  title,
  uiLang,
  ownTitle,
  children,
}: {
  id: string;
  title: string;
  uiLang?: string | undefined;
  ownTitle?: { dir?: Direction | undefined; align: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} {...definedProps({ lang: uiLang, dir: ownTitle?.dir })} className={`mb-6 text-2xl font-semibold sm:text-3xl${ownTitle?.align ?? ''}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
