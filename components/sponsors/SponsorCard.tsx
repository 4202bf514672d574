'use client';

import type { ReactNode } from 'react';
import { DeviceLink } from '@/components/ui/DeviceLink';
import { InLanguage } from '@/components/ui/InLanguage';
import { Prose } from '@/components/ui/Prose';
import type { DeviceLinks } from '@/lib/device-links';
import { BecomeSponsorButton } from './BecomeSponsorButton';
import { logoCorners } from './logo-corners';
import { blockDir, type Direction } from '@/lib/i18n/direction';

/**
 * One sponsor: logo and name (when given) linking to them, what they support, and the way to join
 * them. `image`: the logo, rendered on the server (components/ui/ContentImage.tsx) with the
 * corners of `logoCorners`. `lang`: the language of its name and description when it is not the
 * site's; the button's words are the site's own, `strings`, in `strings.lang` when that is not the
 * page's.
 *
 * A client component with no state of its own, for the page's size: the RSC payload then carries
 * each card's words and links once, not its whole markup again (see ProjectCard).
 */
export function SponsorCard({
  name,
  description,
  link,
  ios,
  image,
  lang,
  strings,
}: DeviceLinks & { name?: string; description: string; image: ReactNode; lang?: string; strings: { become: string; newTab: string; lang?: string; pageDir?: Direction } }) {
  const uiLang = strings.lang;
  return (
    <article className="flex flex-col rounded-card border border-border bg-surface shadow-card">
      {/* The picture rounds its own corners rather than the card clipping it, so the link's focus
          ring is drawn around it on the page's background, not over the logo where it may not show. */}
      <DeviceLink link={link} ios={ios} newTab={strings.newTab} newTabLang={uiLang} className={`block ${logoCorners}`}>
        {image}
      </DeviceLink>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {name ? (
          <h2 dir={blockDir(name, { lang, page: strings.pageDir ?? 'ltr' })} className="text-xl font-semibold">
            <DeviceLink link={link} ios={ios} newTab={strings.newTab} newTabLang={uiLang} className="hover:text-accent hover:underline">
              {/* The link also says, in the site's words, that it opens a new tab: only the name is in `lang`. */}
              <InLanguage lang={lang}>{name}</InLanguage>
            </DeviceLink>
          </h2>
        ) : null}
        <p dir={blockDir(description, { lang, page: strings.pageDir ?? 'ltr' })} lang={lang} className="flex-1 leading-relaxed text-muted">
          <Prose text={description} />
        </p>
        <div className="pt-2">
          <BecomeSponsorButton label={strings.become} lang={uiLang} />
        </div>
      </div>
    </article>
  );
}
