import type { Metadata } from 'next';
import { PageNav } from '@/components/pagination/PageNav';
import { ProjectCard } from '@/components/portfolio/ProjectCard';
import { CardGrid } from '@/components/ui/CardGrid';
import { PageHeader } from '@/components/ui/PageHeader';
import { LinkedProse } from '@/components/ui/LinkedProse';
import { getContent } from '@/content';
import { definedProps } from '@/lib/defined-props';
import { textDirection } from '@/lib/i18n/direction';
import { fillIn } from '@/lib/i18n/format';
import { wordsLanguage } from '@/lib/i18n/words-language';
import { listPageMetadata } from '@/lib/metadata';
import { listPageParams, listPages, pageCount, type ListPageProps } from '@/lib/pagination';
import { listPageNumber } from '@/lib/pagination/list-page-number';
import { routes } from '@/lib/routes';

// Twelve projects a page, fewer when their texts are long (lib/pagination/): /portfolio, then /portfolio/2, … and no other.
export const dynamicParams = false;
export function generateStaticParams() {
  return listPageParams(getContent(), routes.portfolio);
}

export async function generateMetadata({ params }: ListPageProps): Promise<Metadata> {
  const content = getContent();
  const { site, portfolio, ui } = content;
  return listPageMetadata({
    site,
    ui,
    wordsLang: wordsLanguage(content),
    title: fillIn(ui.meta.portfolioTitle, { name: site.name }),
    description: portfolio.description,
    route: routes.portfolio,
    page: listPageNumber(content, routes.portfolio, await params),
    pages: pageCount(content, routes.portfolio),
  });
}

export default async function PortfolioPage({ params }: ListPageProps) {
  const content = getContent();
  const { site, portfolio, ui, uiLang } = content;
  const pageDir = textDirection(site);
  const page = listPageNumber(content, routes.portfolio, await params);
  const pages = listPages(content, routes.portfolio);
  // The cards are client components: they get only the words they show, in one object the RSC
  // payload writes once and refers to after.
  const { viewProject, viewProjectNamed } = ui.portfolio;
  // The page's direction only where it is right to left: on most sites the cards' words carry none.
  const strings = { viewProject, viewProjectNamed, ...ui.links, ...definedProps({ uiLang, pageDir: pageDir === 'rtl' ? pageDir : undefined }) };
  // The addresses in the owner's words around the cards are links (LinkedProse); a card has its own link.
  const proseLinks = { newTab: ui.links.newTab, uiLang };
  return (
    <>
      <PageHeader title={ui.portfolio.heading} uiLang={uiLang} pageDir={pageDir} links={proseLinks}>
        {portfolio.description}
      </PageHeader>
      {portfolio.projects.length > 0 ? (
        <CardGrid
          items={pages[page - 1]!}
          use="project"
          imageClassName="aspect-[8/5] w-full bg-subtle object-cover"
          card={(project, image) => (
            <ProjectCard
              title={project.title}
              description={project.description}
              link={project.link}
              ios={project.ios}
              {...definedProps({ lang: project.lang })}
              strings={strings}
              image={image}
            />
          )}
        />
      ) : (
        // The owner's own words for it, or the site's.
        <p {...definedProps({ lang: portfolio.noProjects ? undefined : uiLang })} className="max-w-3xl text-lg">
          <LinkedProse text={portfolio.noProjects ?? ui.portfolio.noProjects} links={proseLinks} />
        </p>
      )}
      <PageNav route={routes.portfolio} page={page} count={pages.length} strings={ui.pagination} wordsLang={wordsLanguage(content)} uiLang={uiLang} />
    </>
  );
}
