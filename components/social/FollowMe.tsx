import type { Socials } from '@/content/schemas';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { definedProps } from '@/lib/defined-props';
import { fillIn } from '@/lib/i18n/format';
import { configuredSocials } from './networks';
import { SocialIcon } from './SocialIcon';
import { sideLabelClasses } from './side-label';

/**
 * The owner's social profiles: a fixed column in the start margin (left, or right in RTL) on wide screens, where the
 * content column leaves room for it, and a row after the content on narrower ones. The column
 * takes the height between the header and the screen's foot and is centred there; where its links
 * are more than that height holds (ten networks on a laptop's 1366 × 625 window, or a page zoomed
 * in), it starts under the header and scrolls, so no link is hidden behind the header or below
 * the screen, where a fixed link could not be scrolled to (`side-column`, app/globals.css). Where it is
 * beside the first screen, a page's first paint waits for it (SIDE_COLUMN_MEDIA in
 * components/ui/first-screen.ts, which follows `xl` here).
 */
export function FollowMe({
  socials,
  name,
  strings,
  uiLang,
}: {
  socials: Socials;
  name: string;
  strings: { followMe: string; profile: string; newTab: string };
  /** The language of `strings` when it is not the page's (content/index.ts): every word here is theirs, or a name. */
  uiLang?: string;
}) {
  const links = configuredSocials(socials);
  if (links.length === 0) return null;
  return (
    <aside
      {...definedProps({ lang: uiLang })}
      aria-labelledby="follow-me"
      className="print:hidden mx-auto flex max-w-content flex-wrap items-center gap-3 px-4 pb-10 sm:px-6 lg:px-8 side-column"
    >
      {/* In the system's font, not the headings' Space Grotesk: the column is centred on the
          screen's side, so a label a few pixels longer in the fallback font moved every icon when
          the font came (Liberation Sans, Arial's stand-in: 3 px; the fallback faces match a
          heading's width on average, not an upper-case word's). */}
      <h2 id="follow-me" className={`font-sans text-xs font-semibold uppercase tracking-[0.2em] text-muted ${sideLabelClasses(strings.followMe)}`}>
        {strings.followMe}
      </h2>
      <span aria-hidden="true" className="h-px w-8 bg-border-strong/50 xl:h-8 xl:w-px" />
      <ul className="flex flex-wrap items-center gap-1 xl:flex-col">
        {links.map(({ network, label, href }) => (
          <li key={network}>
            <ExternalLink
              href={href}
              newTab={strings.newTab}
              ownProfile
              aria-label={fillIn(strings.profile, { name, network: label })}
              className="grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-subtle hover:text-accent"
            >
              <SocialIcon network={network} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
