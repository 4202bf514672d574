import type { Home } from '@/content/schemas';
import { roleList } from './roles';
import { RoleTypewriter } from './RoleTypewriter';
import { TypewriterPauseButton } from './TypewriterPauseButton';

/**
 * All six taglines in the HTML for search engines and screen readers; the typewriter shows them
 * to sighted visitors, one at a time, with a button that pauses it.
 */
export function RoleTaglines({ roles }: { roles: Home['roles'] }) {
  const list = roleList(roles);
  return (
    <>
      <p className="mt-4 font-display text-2xl font-semibold text-accent sm:text-3xl">
        <span className="sr-only">{list.join(', ')}</span>
        <RoleTypewriter roles={list} />
      </p>
      <TypewriterPauseButton labels={{ pause: 'Pause animation' }} />
    </>
  );
}
