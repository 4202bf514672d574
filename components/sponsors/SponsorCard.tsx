import { ContentImage } from '@/components/ui/ContentImage';
import { DeviceLink } from '@/components/ui/DeviceLink';
import type { Sponsor } from '@/content/schemas';
import { BecomeSponsorButton } from './BecomeSponsorButton';

/**
 * One sponsor: logo and name (when given) linking to them, what they support, and the way to join
 * them. `aboveTheFold`: the first card, whose logo is the page's largest paint on a phone: fetched first.
 */
export function SponsorCard({
  sponsor,
  strings,
  aboveTheFold = false,
}: {
  sponsor: Sponsor;
  strings: { become: string; newTab: string };
  aboveTheFold?: boolean;
}) {
  return (
    <article className="flex flex-col rounded-card border border-border bg-surface shadow-card">
      {/* The picture rounds its own corners rather than the card clipping it, so the link's focus
          ring is drawn around it on the page's background, not over the logo where it may not show. */}
      <DeviceLink link={sponsor.link} ios={sponsor.ios} newTab={strings.newTab} className="block rounded-t-[calc(theme(borderRadius.card)-1px)]">
        <ContentImage
          src={sponsor.img}
          alt={sponsor.alt}
          use="sponsor"
          focus={sponsor.focus}
          priority={aboveTheFold ? 'high' : undefined}
          className="aspect-video w-full rounded-t-[calc(theme(borderRadius.card)-1px)] bg-subtle object-cover"
        />
      </DeviceLink>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {sponsor.name ? (
          <h2 className="text-xl font-semibold">
            <DeviceLink link={sponsor.link} ios={sponsor.ios} newTab={strings.newTab} className="hover:text-accent hover:underline">
              {sponsor.name}
            </DeviceLink>
          </h2>
        ) : null}
        <p className="flex-1 leading-relaxed text-muted">{sponsor.description}</p>
        <div className="pt-2">
          <BecomeSponsorButton label={strings.become} />
        </div>
      </div>
    </article>
  );
}
