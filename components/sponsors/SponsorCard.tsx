'use client';

import type { ReactNode } from 'react';
import { DeviceLink } from '@/components/ui/DeviceLink';
import { plainAddress } from '@/components/ui/plain-address';
import { Prose } from '@/components/ui/Prose';
import { titleAlignment } from '@/components/ui/title-alignment';
import type { DeviceLinks } from '@/lib/device-links';
import { BecomeSponsorButton } from './BecomeSponsorButton';
import { logoCorners } from './logo-corners';
import { blockDir, type Direction } from '@/lib/i18n/direction';

/**
 * One sponsor: logo, name (when given) and what they support, with one link to them, and the way
 * to join them. `image`: the logo, rendered on the server (components/ui/ContentImage.tsx) with
 * the corners of `logoCorners`. `lang`: the language of its name and description when it is not
 * the site's; the link's note and the button's words are the site's own, `strings`, in
 * `strings.uiLang` when that is not the page's.
 *
 * One link a card (WCAG 2.4.4): a named sponsor's is its name, and the logo is the picture beside
 * it, its description read as such, not a second link to the same place; the name's link reaches
 * over the logo (`logo-cover`, app/globals.css), so a click or tap on the logo still goes to the
 * sponsor. The link holds the heading rather than the heading the link: the note that it opens a
 * new tab is in the link's name ("Acme (opens in a new tab)", as every link of the site that opens
 * one says) but not in the heading's, which a screen reader's list of headings reads ("Acme"). A
 * sponsor without a name has its logo as the link, named by its description.
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
}: DeviceLinks & { name?: string; description: string; image: ReactNode; lang?: string; strings: { become: string; newTab: string; uiLang?: string; pageDir?: Direction } }) {
  const linkTo = { link, ios, newTab: strings.newTab, uiLang: strings.uiLang };
  const where = { lang, page: strings.pageDir ?? 'ltr' } as const;
  return (
    <article className="relative flex flex-col rounded-card border border-border bg-surface shadow-card">
      {name ? (
        image
      ) : (
        // The picture rounds its own corners rather than the card clipping it, so the link's focus
        // ring is drawn around it on the page's background, not over the logo where it may not show.
        <DeviceLink {...linkTo} className={`block ${logoCorners}`}>
          {image}
        </DeviceLink>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {name ? (
          // Where the visitor's link is '#', the heading stands alone and the logo links nowhere.
          <DeviceLink {...linkTo} className="logo-cover hover:text-accent hover:underline">
            <h2 dir={blockDir(name, where)} lang={lang} className={`text-xl font-semibold${titleAlignment(name, description, where)}`}>
              {name}
            </h2>
          </DeviceLink>
        ) : null}
        <p dir={blockDir(description, where)} lang={lang} className="flex-1 leading-relaxed text-muted">
          <Prose text={description} address={plainAddress} />
        </p>
        <div className="pt-2">
          <BecomeSponsorButton label={strings.become} lang={strings.uiLang} />
        </div>
      </div>
    </article>
  );
}
