import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Route } from '@/lib/routes';
import { primaryButton, secondaryButton } from './button-styles';

const looks = { primary: primaryButton, secondary: secondaryButton } as const;

/** An in-site link that looks like a button. */
export function ButtonLink({
  href,
  variant = 'secondary',
  children,
}: {
  href: Route;
  variant?: keyof typeof looks;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={looks[variant]}>
      {children}
    </Link>
  );
}
