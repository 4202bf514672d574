import type { ReactNode } from 'react';
import { definedProps } from '@/lib/defined-props';

/** A titled section whose heading names it for assistive technology. `uiLang`: the title's language, the site's words', when it is not the page's. */
export function Section({ id, title, uiLang, children }: { id: string; title: string; uiLang?: string | undefined; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} {...definedProps({ lang: uiLang })} className="mb-6 text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
