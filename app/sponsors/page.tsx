import type { Metadata } from 'next';
import { BecomeSponsorButton } from '@/components/sponsors/BecomeSponsorButton';
import { SponsorCard } from '@/components/sponsors/SponsorCard';
import { SponsorDialogProvider } from '@/components/sponsors/SponsorDialogProvider';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { getContent } from '@/content';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site, sponsors } = getContent();
  return pageMetadata({ site, title: `Sponsors | ${site.title}`, description: sponsors.description, path: routes.sponsors });
}

export default function SponsorsPage() {
  const { sponsors } = getContent();
  return (
    <>
      <PageHeader title="Sponsors">{sponsors.description}</PageHeader>
      {/* The 'Become A Sponsor' buttons need JavaScript: without it they are hidden and this link stands in. */}
      <noscript>
        <p className="mb-8">
          <ExternalLink href={sponsors.sponsorPage} className="font-semibold text-accent underline hover:text-accent-hover">
            Become a sponsor on GitHub
          </ExternalLink>
        </p>
      </noscript>
      <SponsorDialogProvider sponsorPage={sponsors.sponsorPage}>
        {sponsors.sponsors.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {sponsors.sponsors.map((sponsor, index) => (
              // min-w-0: a grid item is otherwise as wide as its longest word, and a long URL widens the page.
              <li key={`${index}-${sponsor.img}`} className="flex min-w-0">
                <SponsorCard sponsor={sponsor} aboveTheFold={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          // No sponsor yet: each card carries the way to become one, so without cards it stands alone.
          <p>
            <BecomeSponsorButton />
          </p>
        )}
      </SponsorDialogProvider>
    </>
  );
}
