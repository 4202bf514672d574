'use client';

import { setTypewriterPaused, useTypewriterPaused } from './typewriter-pause';

export interface TypewriterPauseLabels {
  /**
   * The button's visible text and accessible name, the same in both states: aria-pressed says
   * whether it is on, and a toggle whose name changed too would be announced as its opposite.
   */
  pause: string;
}

/**
 * Pauses and resumes the typewriter (WCAG 2.2.2 Pause, Stop, Hide). Hidden where nothing moves:
 * without JavaScript and with reduced motion, the first tagline already stands still, and a
 * button that changed nothing would only be one more stop for keyboard users. Both are decided by
 * CSS, so the button takes its room before the first paint and nothing shifts.
 */
export function TypewriterPauseButton({ labels }: { labels: TypewriterPauseLabels }) {
  const paused = useTypewriterPaused();
  return (
    <button
      type="button"
      data-testid="typewriter-pause"
      aria-pressed={paused}
      onClick={() => setTypewriterPaused(!paused)}
      className="js-only mt-2 inline-flex min-h-8 items-center gap-2 rounded-full border border-border-strong/60 px-3 text-sm font-semibold text-muted transition-colors aria-[pressed=false]:hover:border-accent aria-[pressed=false]:hover:text-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-fg aria-pressed:hover:bg-accent-hover motion-reduce:hidden"
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-3.5" fill="currentColor">
        <rect x="3" y="2" width="3.5" height="12" rx="1" />
        <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
      </svg>
      {labels.pause}
    </button>
  );
}
