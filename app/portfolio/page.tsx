import type { Metadata } from 'next';
import { ProjectCard } from '@/components/portfolio/ProjectCard';
import { CardGrid } from '@/components/ui/CardGrid';
import { PageHeader } from '@/components/ui/PageHeader';
import { getContent } from '@/content';
import { fillIn } from '@/lib/i18n/format';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site, portfolio, ui } = getContent();
  return pageMetadata({ site, ui, title: fillIn(ui.meta.portfolioTitle, { name: site.name }), description: portfolio.description, path: routes.portfolio });
}

export default function PortfolioPage() {
  const { portfolio, ui } = getContent();
  // The cards are client components: they get only the words they show, in one object the RSC
  // payload writes once and refers to after.
  const { viewProject, viewProjectNamed } = ui.portfolio;
  const strings = { viewProject, viewProjectNamed, ...ui.links };
  return (
    <>
      <PageHeader title={ui.portfolio.heading}>{portfolio.description}</PageHeader>
      {portfolio.projects.length > 0 ? (
        <CardGrid
          items={portfolio.projects}
          use="project"
          imageClassName="aspect-[8/5] w-full bg-subtle object-cover"
          card={(project, image) => (
            <ProjectCard
              title={project.title}
              description={project.description}
              link={project.link}
              ios={project.ios}
              strings={strings}
              image={image}
            />
          )}
        />
      ) : (
        <p className="max-w-3xl text-lg">{portfolio.noProjects}</p>
      )}
    </>
  );
}
