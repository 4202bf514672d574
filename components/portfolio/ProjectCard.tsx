import { ArrowIcon } from '@/components/ui/ArrowIcon';
import { ComingSoon } from '@/components/ui/ComingSoon';
import { ContentImage } from '@/components/ui/ContentImage';
import { DeviceLink } from '@/components/ui/DeviceLink';
import type { Project } from '@/content/schemas';
import { fillIn } from '@/lib/i18n/format';

/**
 * One project: picture, title, story and a 'view project' link that suits the visitor's device.
 * `aboveTheFold`: the first card, whose picture is the page's largest paint on a phone: fetched first.
 */
export function ProjectCard({
  project,
  strings,
  aboveTheFold = false,
}: {
  project: Project;
  strings: { viewProject: string; viewProjectNamed: string; comingSoon: string; newTab: string };
  aboveTheFold?: boolean;
}) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card">
      <ContentImage
        src={project.img}
        alt={project.alt}
        use="project"
        focus={project.focus}
        priority={aboveTheFold ? 'high' : undefined}
        className="aspect-[8/5] w-full bg-subtle object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">{project.title}</h2>
        <p className="flex-1 leading-relaxed text-muted">{project.description}</p>
        <div className="pt-2">
          <DeviceLink
            link={project.link}
            ios={project.ios}
            fallback={<ComingSoon label={strings.comingSoon} />}
            newTab={strings.newTab}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full font-semibold text-accent hover:text-accent-hover hover:underline"
          >
            <span aria-hidden="true">{strings.viewProject}</span>
            <span className="sr-only">{fillIn(strings.viewProjectNamed, { project: project.title })}</span>
            <ArrowIcon />
          </DeviceLink>
        </div>
      </div>
    </article>
  );
}
