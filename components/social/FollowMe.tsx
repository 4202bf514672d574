import type { Socials } from '@/content/schemas';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { configuredSocials } from './networks';
import { SocialIcon } from './SocialIcon';

/**
 * The owner's social profiles: a fixed column in the left margin on wide screens, where the
 * content column leaves room for it, and a row after the content on narrower ones.
 */
export function FollowMe({ socials, name }: { socials: Socials; name: string }) {
  const links = configuredSocials(socials);
  if (links.length === 0) return null;
  return (
    <aside
      aria-labelledby="follow-me"
      className="print:hidden mx-auto flex max-w-content flex-wrap items-center gap-3 px-4 pb-10 sm:px-6 lg:px-8 xl:fixed xl:bottom-auto xl:left-6 xl:top-1/2 xl:z-30 xl:-translate-y-1/2 xl:flex-col xl:p-0"
    >
      <h2 id="follow-me" className="text-xs font-semibold uppercase tracking-[0.2em] text-muted xl:[writing-mode:vertical-rl] xl:rotate-180">
        Follow Me
      </h2>
      <span aria-hidden="true" className="h-px w-8 bg-border-strong/50 xl:h-8 xl:w-px" />
      <ul className="flex flex-wrap items-center gap-1 xl:flex-col">
        {links.map(({ network, label, href }) => (
          <li key={network}>
            <ExternalLink
              href={href}
              aria-label={`${name} on ${label} (opens in a new tab)`}
              className="grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-subtle hover:text-accent"
            >
              <SocialIcon network={network} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
