import type { Home } from '@/content/schemas';
import { InLanguage } from '@/components/ui/InLanguage';
import { roleList, spokenList } from './roles';
import { RoleTypewriter } from './RoleTypewriter';
import { TypewriterPauseButton } from './TypewriterPauseButton';

/**
 * All the owner's taglines (up to six) in the HTML for search engines and screen readers; the
 * typewriter shows them to sighted visitors, one at a time, with a button that pauses it. The
 * button is hidden where nothing moves: without JavaScript and with reduced motion the first
 * tagline already stands still, and a button that changed nothing would only be one more stop for
 * keyboard users. CSS decides both, so the button takes its room before the first paint and
 * nothing shifts. `lang`: the page's language; `uiLang`: the language of `pauseLabel` when it is
 * not the page's (content/index.ts).
 */
export function RoleTaglines({ roles, pauseLabel, lang, uiLang }: { roles: Home['roles']; pauseLabel: string; lang: string; uiLang?: string }) {
  const list = roleList(roles);
  // An owner without taglines has a greeting and an introduction, with nothing typed between them.
  if (list.length === 0) return null;
  return (
    <>
      <p className="mt-4 font-display text-2xl font-semibold text-accent sm:text-3xl">
        {/* Read as one list, as the page's language writes one (a comma is no pause in Japanese). */}
        <span className="sr-only">{spokenList(list, lang)}</span>
        <RoleTypewriter roles={list} />
      </p>
      <TypewriterPauseButton className="js-only mt-2 inline-flex min-h-8 items-center gap-2 rounded-full border border-border-strong/60 px-3 text-sm font-semibold text-muted transition-colors aria-[pressed=false]:hover:border-accent aria-[pressed=false]:hover:text-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-fg aria-pressed:hover:bg-accent-hover forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:bg-[Highlight] forced-colors:aria-pressed:text-[HighlightText] forced-colors:aria-pressed:forced-color-adjust-none motion-reduce:hidden">
        <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5" fill="currentColor">
          <rect x="3" y="2" width="3.5" height="12" rx="1" />
          <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
        </svg>
        {/* The same words in both states: aria-pressed says whether it is on, and a toggle whose
            name changed too would be announced as its opposite. */}
        <InLanguage lang={uiLang}>{pauseLabel}</InLanguage>
      </TypewriterPauseButton>
    </>
  );
}
