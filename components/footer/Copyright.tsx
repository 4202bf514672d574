import type { ReactNode } from 'react';

/** The copyright line, written by the layout from content/ui/ (`footer.copyright`); `children` come after its words. */
export function Copyright({ text, className, children }: { text: string; className?: string; children?: ReactNode }) {
  return (
    <p className={className}>
      {text}
      {children}
    </p>
  );
}
