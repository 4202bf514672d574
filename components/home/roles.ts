import type { Home } from '@/content/schemas';

const roleOrder = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

/** The six role taglines, in order. */
export function roleList(roles: Home['roles']): string[] {
  return roleOrder.map((key) => roles[key]);
}
