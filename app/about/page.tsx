import type { Metadata } from 'next';
import { NameGrid } from '@/components/about/NameGrid';
import { WorkTimeline } from '@/components/about/WorkTimeline';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { getContent } from '@/content';
import { fillIn } from '@/lib/i18n/format';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site, about, ui } = getContent();
  return pageMetadata({ site, ui, title: fillIn(ui.meta.aboutTitle, { title: site.title }), description: about.description, path: routes.about });
}

export default function AboutPage() {
  const { about, ui } = getContent();
  return (
    <>
      <PageHeader title={ui.about.heading} />
      <Section id="intro" title={about.intro.heading}>
        <p className="max-w-3xl text-lg leading-relaxed text-muted">{about.intro.paragraph}</p>
      </Section>
      <Section id="work-timeline" title={ui.about.timeline}>
        <WorkTimeline timeline={about.timeline} strings={ui.about} />
      </Section>
      <Section id="skills" title={ui.about.skills}>
        <NameGrid items={about.skills} />
      </Section>
      <Section id="tools" title={ui.about.tools}>
        <NameGrid items={about.tools} />
      </Section>
    </>
  );
}
