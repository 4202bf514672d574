import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Route } from '@/lib/routes';

/** The two looks of a button: the page's main way on, and any other. */
export const buttonVariants = {
  // The transparent border is drawn in forced colours, where the fill is not: the button keeps its outline.
  primary: 'border border-transparent bg-accent text-accent-fg hover:bg-accent-hover shadow-card',
  secondary: 'border border-border-strong/60 bg-surface text-fg hover:border-accent hover:text-accent',
} as const;

export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors print:hidden';

/** An in-site link that looks like a button. */
export function ButtonLink({
  href,
  variant = 'secondary',
  children,
}: {
  href: Route;
  variant?: keyof typeof buttonVariants;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={`${buttonBase} ${buttonVariants[variant]}`}>
      {children}
    </Link>
  );
}
