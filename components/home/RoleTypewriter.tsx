'use client';

import { lazy, Suspense } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

// Loaded only on Home, and only where it will move.
const Typewriter = lazy(() => import('typewriter-effect'));

/** SPEC.md §4 and §9: each tagline typed, held 1500 ms, deleted at speed 7, forever. */
const PAUSE_MS = 1500;
const DELETE_SPEED = 7;

/** typeString() reads HTML; taglines are text. */
const asHtmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The taglines typed one after another. Until it starts, and for visitors who prefer reduced
 * motion, the first tagline stands still in the same line, whose height is reserved.
 * `whitespace-pre`, not `nowrap`: a space just typed at the end of the line would collapse and
 * then move into place with the next letter, a small layout shift for every space typed.
 */
export function RoleTypewriter({ roles }: { roles: string[] }) {
  const still = usePrefersReducedMotion();
  const first = roles[0] ?? '';
  return (
    <span aria-hidden="true" data-testid="role-typewriter" className="block min-h-[1.5em] whitespace-pre">
      {still ? (
        first
      ) : (
        <Suspense fallback={first}>
          <Typewriter
            component="span"
            options={{
              loop: true,
              deleteSpeed: DELETE_SPEED,
              // The caret is the wrapper's right border: it grows with the text, whereas the
              // library's cursor element would move with every letter, a layout shift each time.
              wrapperClassName: 'Typewriter__wrapper border-r-2 border-muted pr-0.5 animate-caret',
              cursorClassName: 'hidden',
            }}
            onInit={(typewriter) => {
              for (const role of roles) typewriter.typeString(asHtmlText(role)).pauseFor(PAUSE_MS).deleteAll(DELETE_SPEED);
              typewriter.start();
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
