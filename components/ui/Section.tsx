import type { ReactNode } from 'react';

/** A titled section whose heading names it for assistive technology. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="mb-6 text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
