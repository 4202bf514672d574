import type { ReactNode } from 'react';

/** A page's one h1, with an optional lead paragraph. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-10 max-w-3xl sm:mb-14">
      <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
      {children ? <p className="mt-4 text-lg text-muted">{children}</p> : null}
    </header>
  );
}
