import type { Home } from '@/content/schemas';
import type { UiStrings } from '@/content/ui/schema';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ContentImage } from '@/components/ui/ContentImage';
import { LinkedProse } from '@/components/ui/LinkedProse';
import { titleAlignment } from '@/components/ui/title-alignment';
import { definedProps } from '@/lib/defined-props';
import { blockDir, type Direction } from '@/lib/i18n/direction';
import { routes } from '@/lib/routes';
import { RoleTaglines } from './RoleTaglines';

/**
 * The home screen: greeting, role taglines, introduction, portrait and the ways onward.
 * The portrait is the page's largest picture: fetched first. `uiLang`: the language of `strings`
 * when it is not the page's (content/index.ts).
 *
 * The portrait comes first in the markup, where a phone shows it (above the text), and each half
 * has its grid cell from the start: on a slow connection the browser paints the part of the HTML
 * that has arrived, and text painted before the portrait's box exists would be pushed down when
 * it arrives (a layout shift of 0.24 on a phone, measured with slow-4G throttling).
 */
export function Hero({
  home,
  strings,
  uiLang,
  pageDir,
  sponsorsPage,
  newTab,
}: {
  home: Home;
  strings: UiStrings['home'];
  /** '(opens in a new tab)', for the addresses in the introduction (LinkedProse). */
  newTab: string;
  uiLang?: string;
  /** The page's direction, which a greeting or introduction in more than one script takes. */
  pageDir: Direction;
  /** Whether the site has a Sponsors page to offer (none without sponsors.json). */
  sponsorsPage: boolean;
}) {
  return (
    <section
      aria-labelledby="greeting"
      className="grid items-center gap-10 md:min-h-[calc(100svh-theme(spacing.header)-12rem)] md:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16"
    >
      <div className="relative flex justify-center md:col-start-2 md:row-start-1 md:justify-end">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 m-auto size-56 rounded-full bg-accent/25 blur-3xl sm:size-72 md:me-0 lg:size-80"
        />
        <ContentImage
          src={home.profile.img}
          alt={home.profile.alt}
          use="portrait"
          focus={home.profile.focus}
          priority="high"
          className="aspect-square w-56 rounded-[2rem] object-cover shadow-card ring-1 ring-border sm:w-72 lg:w-80"
        />
      </div>
      <div className="md:col-start-1 md:row-start-1">
        <h1
          id="greeting"
          dir={blockDir(home.greeting, { page: pageDir })}
          className={`text-4xl font-bold sm:text-5xl lg:text-6xl${titleAlignment(home.greeting, home.intro, { page: pageDir })}`}
        >
          {home.greeting}
        </h1>
        <RoleTaglines roles={home.roles} pauseLabel={strings.pauseAnimation} uiLang={uiLang} />
        <p dir={blockDir(home.intro, { page: pageDir })} className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
          <LinkedProse text={home.intro} links={{ newTab, uiLang }} />
        </p>
        <nav aria-label={strings.explore} {...definedProps({ lang: uiLang })} className="mt-8">
          <ul className="flex flex-wrap gap-3">
            <li>
              <ButtonLink href={routes.portfolio} variant="primary">
                {strings.projects}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink href={routes.about}>{strings.aboutMe}</ButtonLink>
            </li>
            <li>
              <ButtonLink href={routes.contact}>{strings.contactMe}</ButtonLink>
            </li>
            {sponsorsPage ? (
              <li>
                <ButtonLink href={routes.sponsors}>{strings.sponsors}</ButtonLink>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </section>
  );
}
