import Link from 'next/link';
import { initials } from '@/lib/initials';
import { routes } from '@/lib/routes';

/** The owner's monogram and name, linking home; `label` ('{name}, home page') is its accessible name. */
export function BrandLink({ name, label }: { name: string; label: string }) {
  return (
    <Link href={routes.home} aria-label={label} className="group flex min-h-11 items-center gap-3 rounded-lg font-display font-semibold">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-accent text-sm font-bold text-accent-fg transition-transform group-hover:-rotate-6 motion-reduce:transition-none"
      >
        {initials(name)}
      </span>
      <span className="text-base sm:text-lg">{name}</span>
    </Link>
  );
}
