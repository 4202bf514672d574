import type { Metadata } from 'next';
import { ProjectCard } from '@/components/portfolio/ProjectCard';
import { ContentImage } from '@/components/ui/ContentImage';
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {portfolio.projects.map((project, index) => (
            // min-w-0: a grid item is otherwise as wide as its longest word, and a long URL widens the page.
            // Keyed by place: the list never changes in the browser, and a title in every key would
            // be one more copy of it in the RSC payload.
            <li key={index} className="flex min-w-0">
              <ProjectCard
                title={project.title}
                description={project.description}
                link={project.link}
                ios={project.ios}
                strings={strings}
                image={
                  <ContentImage
                    src={project.img}
                    alt={project.alt}
                    use="project"
                    focus={project.focus}
                    // The first card's picture is the page's largest paint on a phone: fetched first.
                    priority={index === 0 ? 'high' : undefined}
                    className="aspect-[8/5] w-full bg-subtle object-cover"
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="max-w-3xl text-lg">{portfolio.noProjects}</p>
      )}
    </>
  );
}
