import type { Home } from '@/content/schemas';

export const roleOrder = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

/** The six role taglines, in order. */
export function roleList(roles: Home['roles']): string[] {
  return roleOrder.map((key) => roles[key]);
}

/**
 * All six taglines in the HTML for search engines and screen readers, and the first one shown
 * still in a line whose height is reserved for the typewriter.
 */
export function RoleTaglines({ roles }: { roles: Home['roles'] }) {
  const list = roleList(roles);
  return (
    <p className="mt-4 text-2xl font-semibold text-accent sm:text-3xl">
      <span className="sr-only">{list.join(', ')}</span>
      <span aria-hidden="true" className="block min-h-[1.5em]">
        {list[0]}
      </span>
    </p>
  );
}
