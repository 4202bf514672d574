import type { Metadata } from 'next';
import { NameGrid } from '@/components/about/NameGrid';
import { WorkTimeline } from '@/components/about/WorkTimeline';
import { DownloadCvLink } from '@/components/cv/DownloadCvLink';
import { PrintedContact } from '@/components/cv/PrintedContact';
import { PageHeader } from '@/components/ui/PageHeader';
import { LinkedProse } from '@/components/ui/LinkedProse';
import { Section } from '@/components/ui/Section';
import { titleAlignment } from '@/components/ui/title-alignment';
import { getContent } from '@/content';
import { cvFrom } from '@/lib/cv/cv';
import { cvText } from '@/lib/cv/strings';
import { blockDir, textDirection, type Direction } from '@/lib/i18n/direction';
import { laidOutDirection } from '@/lib/i18n/heading-side';
import { fillIn } from '@/lib/i18n/format';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site, about, ui } = getContent();
  return pageMetadata({ site, ui, title: fillIn(ui.meta.aboutTitle, { title: site.title }), description: about.description, path: routes.about });
}

/**
 * The intro's heading, the owner's words: laid out in its own direction where that is not the
 * page's ("Engineer, builder!" on a Hebrew site kept its "!" at the left), and standing on the
 * paragraph's side where the two read different ways (`titleAlignment`).
 */
function introTitle({ heading, paragraph }: { heading: string; paragraph: string }, page: Direction) {
  const dir = laidOutDirection(heading, { page });
  return { ...(dir !== page ? { dir } : {}), align: titleAlignment(heading, paragraph, { page }) };
}

export default function AboutPage() {
  const content = getContent();
  const { site, about, ui, uiLang } = content;
  const cv = cvText(ui);
  const pageDir = textDirection(site);
  return (
    <>
      <PrintedContact cv={cvFrom(content, cv)} labelled={cv.labelled} uiLang={uiLang} />
      <PageHeader title={ui.about.heading} uiLang={uiLang} pageDir={pageDir} />
      <p className="-mt-4 mb-10 print:hidden sm:-mt-8 sm:mb-14">
        <DownloadCvLink label={cv.download} format={cv.downloadHint} lang={uiLang} />
      </p>
      <Section id="intro" title={about.intro.heading} ownTitle={introTitle(about.intro, pageDir)}>
        <p dir={blockDir(about.intro.paragraph, { page: pageDir })} className="max-w-3xl text-lg leading-relaxed text-muted">
          <LinkedProse text={about.intro.paragraph} links={{ newTab: ui.links.newTab, uiLang }} />
        </p>
      </Section>
      {/* An empty list is valid content: its section goes, rather than a bare heading or an empty table. */}
      {about.timeline.length > 0 ? (
        <Section id="work-timeline" title={ui.about.timeline} uiLang={uiLang}>
          <WorkTimeline timeline={about.timeline} strings={ui.about} uiLang={uiLang} pageDir={pageDir} />
        </Section>
      ) : null}
      {about.skills.length > 0 ? (
        <Section id="skills" title={ui.about.skills} uiLang={uiLang}>
          <NameGrid items={about.skills} pageDir={pageDir} />
        </Section>
      ) : null}
      {about.tools.length > 0 ? (
        <Section id="tools" title={ui.about.tools} uiLang={uiLang}>
          <NameGrid items={about.tools} pageDir={pageDir} />
        </Section>
      ) : null}
    </>
  );
}
