'use client';

import type { ReactNode } from 'react';
import { ArrowIcon } from '@/components/ui/ArrowIcon';
import { ComingSoon } from '@/components/ui/ComingSoon';
import { DeviceLink } from '@/components/ui/DeviceLink';
import { InLanguage } from '@/components/ui/InLanguage';
import { plainAddress } from '@/components/ui/plain-address';
import { Prose } from '@/components/ui/Prose';
import { titleAlignment } from '@/components/ui/title-alignment';
import type { DeviceLinks } from '@/lib/device-links';
import { splitAt } from '@/lib/i18n/format';
import { blockDir, type Direction } from '@/lib/i18n/direction';

/**
 * One project: picture, title, story and a 'view project' link that suits the visitor's device.
 * `image`: its picture, rendered on the server (components/ui/ContentImage.tsx). `lang`: the
 * language of its title and story when the owner wrote them in another language than the site's;
 * the link's words are the site's own, `strings`, in `strings.uiLang` when that is not the page's
 * (content/index.ts).
 *
 * A client component with no state of its own, for the page's size: the RSC payload then carries
 * each card's words and links once, not its whole markup with every class name again. On a page
 * of twelve cards that is 1.1 KiB less HTML (gzipped) for 0.7 KiB more JavaScript, which the
 * browser caches for every later visit (docs/performance.md).
 */
export function ProjectCard({
  title,
  description,
  link,
  ios,
  image,
  lang,
  strings,
}: DeviceLinks & {
  title: string;
  description: string;
  image: ReactNode;
  lang?: string;
  /** The site's words, and `pageDir`, the page's direction (left to right unless given), which a title or story in more than one script takes. */
  strings: { viewProject: string; viewProjectNamed: string; comingSoon: string; newTab: string; uiLang?: string; pageDir?: Direction };
}) {
  const { uiLang } = strings;
  const where = { lang, page: strings.pageDir ?? 'ltr' } as const;
  // "view project: {project}" is the site's words; a title in another language is marked inside it.
  const [before, after] = splitAt(strings.viewProjectNamed, 'project');
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card">
      {image}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h2 dir={blockDir(title, where)} lang={lang} className={`text-xl font-semibold${titleAlignment(title, description, where)}`}>
          {title}
        </h2>
        <p dir={blockDir(description, where)} lang={lang} className="flex-1 leading-relaxed text-muted">
          <Prose text={description} address={plainAddress} />
        </p>
        <div className="pt-2">
          <DeviceLink
            link={link}
            ios={ios}
            fallback={<ComingSoon label={strings.comingSoon} lang={uiLang} />}
            newTab={strings.newTab}
            uiLang={uiLang}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full font-semibold text-accent hover:text-accent-hover hover:underline"
          >
            <span aria-hidden="true" lang={uiLang}>
              {strings.viewProject}
            </span>
            <span className="sr-only">
              {lang || uiLang ? (
                <>
                  {before ? <InLanguage lang={uiLang}>{before}</InLanguage> : null}
                  <InLanguage lang={lang}>{title}</InLanguage>
                  {after ? <InLanguage lang={uiLang}>{after}</InLanguage> : null}
                </>
              ) : (
                // One text node: React writes <!-- --> between adjacent ones, on every card.
                before + title + after
              )}
            </span>
            <ArrowIcon />
          </DeviceLink>
        </div>
      </div>
    </article>
  );
}
