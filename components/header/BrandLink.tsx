import Link from 'next/link';
import { initials } from '@/lib/initials';
import { routes } from '@/lib/routes';

/**
 * The owner's monogram and name, linking home. A name too long for the bar ends after two lines
 * with an ellipsis rather than spilling over the page (the link's name stays whole).
 */
export function BrandLink({ name }: { name: string }) {
  return (
    <Link href={routes.home} className="group flex min-h-11 items-center gap-3 rounded-lg font-display font-semibold">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent text-sm font-bold text-accent-fg transition-transform group-hover:-rotate-6 motion-reduce:transition-none"
      >
        {initials(name)}
      </span>
      <span className="line-clamp-2 min-w-0 text-base sm:text-lg">{name}</span>
      <span className="sr-only">, home page</span>
    </Link>
  );
}
