import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageNav } from '@/components/pagination/PageNav';
import { BecomeSponsorButton } from '@/components/sponsors/BecomeSponsorButton';
import { SponsorCard } from '@/components/sponsors/SponsorCard';
import { SponsorDialogProvider } from '@/components/sponsors/SponsorDialogProvider';
import { logoCorners } from '@/components/sponsors/logo-corners';
import { CardGrid } from '@/components/ui/CardGrid';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { getContent, type SiteContent, type Sponsors } from '@/content';
import { definedProps } from '@/lib/defined-props';
import { textDirection } from '@/lib/i18n/direction';
import { fillIn } from '@/lib/i18n/format';
import { wordsLanguage } from '@/lib/i18n/words-language';
import { listPageMetadata } from '@/lib/metadata';
import { listPageParams, listPages, pageCount, type ListPageProps } from '@/lib/pagination';
import { listPageNumber } from '@/lib/pagination/list-page-number';
import { routes } from '@/lib/routes';

// Twelve sponsors a page, fewer when their texts are long (lib/pagination/): /sponsors, then /sponsors/2, … and no other.
export const dynamicParams = false;
export function generateStaticParams() {
  const params = listPageParams(getContent(), routes.sponsors);
  // Without sponsors.json the site has no Sponsors page, but `output: export` stops at a route with
  // no params at all: its one page is then the not-found page, which the build takes out of out/
  // (scripts/absent-pages.ts).
  return params.length > 0 ? params : [{ page: [] }];
}

/** The sponsors, or the not-found page when the owner left sponsors.json out. */
function sponsorsOrNotFound(content: SiteContent): Sponsors {
  if (!content.sponsors) notFound();
  return content.sponsors;
}

export async function generateMetadata({ params }: ListPageProps): Promise<Metadata> {
  const content = getContent();
  const { site, ui } = content;
  const sponsors = sponsorsOrNotFound(content);
  return listPageMetadata({
    site,
    ui,
    wordsLang: wordsLanguage(content),
    title: fillIn(ui.meta.sponsorsTitle, { title: site.title }),
    description: sponsors.description,
    route: routes.sponsors,
    page: listPageNumber(content, routes.sponsors, await params),
    pages: pageCount(content, routes.sponsors),
  });
}

export default async function SponsorsPage({ params }: ListPageProps) {
  const content = getContent();
  const { site, ui, uiLang } = content;
  const sponsors = sponsorsOrNotFound(content);
  const page = listPageNumber(content, routes.sponsors, await params);
  const pageDir = textDirection(site);
  const pages = listPages(content, routes.sponsors);
  // The dialog is a client component: it gets only the words it shows.
  const { become, close, frameTitle, nothingShowing, openOnGitHub } = ui.sponsors;
  const dialogStrings = { become, close, frameTitle, nothingShowing, openOnGitHub, newTab: ui.links.newTab, ...definedProps({ uiLang }) };
  // The cards too (client components); one object the RSC payload writes once.
  // The page's direction only where it is right to left: on most sites the cards' words carry none.
  const cardStrings = { become, newTab: ui.links.newTab, ...definedProps({ uiLang, pageDir: pageDir === 'rtl' ? pageDir : undefined }) };
  return (
    <>
      <PageHeader title={ui.sponsors.heading} uiLang={uiLang} pageDir={pageDir} links={{ newTab: ui.links.newTab, uiLang }}>
        {sponsors.description}
      </PageHeader>
      {/* The 'Become A Sponsor' buttons need JavaScript: without it they are hidden and this link stands in. */}
      <noscript>
        <p className="mb-8">
          <ExternalLink href={sponsors.sponsorPage} newTab={ui.links.newTab} {...definedProps({ lang: uiLang })} className="font-semibold text-accent underline hover:text-accent-hover">
            {ui.sponsors.becomeWithoutJavaScript}
          </ExternalLink>
        </p>
      </noscript>
      <SponsorDialogProvider sponsorPage={sponsors.sponsorPage} strings={dialogStrings}>
        {sponsors.sponsors.length > 0 ? (
          <CardGrid
            items={pages[page - 1]!}
            use="sponsor"
            imageClassName={`aspect-video w-full bg-subtle object-cover ${logoCorners}`}
            card={(sponsor, image) => (
              <SponsorCard
                name={sponsor.name}
                description={sponsor.description}
                link={sponsor.link}
                ios={sponsor.ios}
                {...definedProps({ lang: sponsor.lang })}
                strings={cardStrings}
                image={image}
              />
            )}
          />
        ) : (
          // No sponsor yet: each card carries the way to become one, so without cards it stands alone.
          <p>
            <BecomeSponsorButton label={ui.sponsors.become} {...definedProps({ lang: uiLang })} />
          </p>
        )}
      </SponsorDialogProvider>
      <PageNav route={routes.sponsors} page={page} count={pages.length} strings={ui.pagination} wordsLang={wordsLanguage(content)} uiLang={uiLang} />
    </>
  );
}
