import type { Metadata } from 'next';
import { ProjectCard } from '@/components/portfolio/ProjectCard';
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
  return (
    <>
      <PageHeader title={ui.portfolio.heading}>{portfolio.description}</PageHeader>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {portfolio.projects.map((project, index) => (
          <li key={project.title} className="flex">
            <ProjectCard project={project} strings={{ ...ui.portfolio, ...ui.links }} aboveTheFold={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
