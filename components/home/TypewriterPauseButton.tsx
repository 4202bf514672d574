'use client';

import type { ReactNode } from 'react';
import { useEarlyClick } from '@/components/early-clicks/use-early-click';
import { setTypewriterPaused, useTypewriterPaused } from './typewriter-pause';

/**
 * Pauses and resumes the typewriter (WCAG 2.2.2 Pause, Stop, Hide): a toggle, `aria-pressed`
 * while paused. Its look and label are drawn by the server component (RoleTaglines), so only
 * the state travels as JavaScript. A tap before hydration pauses it once hydrated (components/early-clicks/).
 */
export function TypewriterPauseButton({ className, children }: { className: string; children: ReactNode }) {
  const paused = useTypewriterPaused();
  const earlyClick = useEarlyClick<HTMLButtonElement>();
  return (
    <button type="button" {...earlyClick} data-testid="typewriter-pause" aria-pressed={paused} onClick={() => setTypewriterPaused(!paused)} className={className}>
      {children}
    </button>
  );
}
