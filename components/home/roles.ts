import type { Home } from '@/content/schemas';

const roleOrder = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

/**
 * The role taglines the owner wrote, in order, each with its field: none to six ("" or a field
 * left out is none).
 */
function roleEntries(roles: Home['roles']): Array<{ key: (typeof roleOrder)[number]; text: string }> {
  return roleOrder.flatMap((key) => (roles[key] ? [{ key, text: roles[key] }] : []));
}

/** The role taglines the owner wrote, in order. */
export const roleList = (roles: Home['roles']): string[] => roleEntries(roles).map(({ text }) => text);

/** The social card's line under the job title: the first three taglines (none: no line). */
export const cardTaglines = (roles: Home['roles']) => roleEntries(roles).slice(0, 3);
