import type { Home } from '@/content/schemas';
import { InLanguage } from '@/components/ui/InLanguage';
import { roleList } from './roles';
import { RoleTypewriter } from './RoleTypewriter';
import { TypewriterPauseButton } from './TypewriterPauseButton';

/**
 * All the owner's taglines (up to six) in the HTML for search engines and screen readers, as a list
 * of them; the typewriter shows them to sighted visitors, one at a time, with a button that pauses
 * it. The button is hidden where nothing moves: without JavaScript and with reduced motion the
 * first tagline already stands still, and a button that changed nothing would only be one more
 * stop for keyboard users. CSS decides both, so the button takes its room before the first paint
 * and nothing shifts. `uiLang`: the language of `pauseLabel` when it is not the page's
 * (content/index.ts).
 */
export function RoleTaglines({ roles, pauseLabel, uiLang }: { roles: Home['roles']; pauseLabel: string; uiLang?: string }) {
  const list = roleList(roles);
  // An owner without taglines has a greeting and an introduction, with nothing typed between them.
  if (list.length === 0) return null;
  return (
    <>
      <div className="mt-4 font-display text-2xl font-semibold text-accent sm:text-3xl">
        {/* Each tagline an item of its own: a screen reader says how many there are and reads them
            one by one, whatever a tagline holds. Joined into one sentence with the language's commas
            and "and", "Designer, developer and speaker" was heard as three taglines. One is no list.
            `role="list"`: WebKit takes a list without markers for layout, and VoiceOver would not
            say it is one. */}
        {list.length === 1 ? (
          <span className="sr-only">{list[0]}</span>
        ) : (
          <ul role="list" className="sr-only">
            {list.map((role, index) => (
              <li key={index}>{role}</li>
            ))}
          </ul>
        )}
        <RoleTypewriter roles={list} />
      </div>
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
