import { ContentImage } from '@/components/ui/ContentImage';
import type { Sponsor } from '@/content/schemas';

/** One sponsor: logo, name (when given), what they support, and the way to join them. */
export function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card">
      <ContentImage
        src={sponsor.img}
        alt={sponsor.alt}
        width={480}
        height={270}
        className="aspect-video w-full bg-subtle object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {sponsor.name ? <h2 className="text-xl font-semibold">{sponsor.name}</h2> : null}
        <p className="flex-1 leading-relaxed text-muted">{sponsor.description}</p>
        <div className="pt-2">
          <button
            type="button"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-accent-fg hover:bg-accent-hover"
          >
            Become A Sponsor
          </button>
        </div>
      </div>
    </article>
  );
}
