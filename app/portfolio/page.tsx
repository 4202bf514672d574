import type { Metadata } from 'next';
import { ProjectCard } from '@/components/portfolio/ProjectCard';
import { PageHeader } from '@/components/ui/PageHeader';
import { getContent } from '@/content';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site, portfolio } = getContent();
  return pageMetadata({ site, title: `Portfolio | ${site.name}`, description: portfolio.description, path: routes.portfolio });
}

export default function PortfolioPage() {
  const { portfolio } = getContent();
  return (
    <>
      <PageHeader title="Portfolio">{portfolio.description}</PageHeader>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {portfolio.projects.map((project, index) => (
          <li key={project.title} className="flex">
            <ProjectCard project={project} aboveTheFold={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
