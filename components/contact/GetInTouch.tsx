import type { ContactSettings } from '@/content/schemas';
import { ProfileLink } from '@/components/social/ProfileLink';
import { profileLinks, type Profiles } from '@/components/social/profiles';
import { LinkedProse } from '@/components/ui/LinkedProse';
import { definedProps } from '@/lib/defined-props';
import { blockDir, type Direction } from '@/lib/i18n/direction';
import { ownerEmail } from '@/lib/owner-email';

/**
 * The owner's e-mail and profiles: the way to get in touch that works without JavaScript. `uiLang`:
 * the language of `title` and `newTab` when it is not the page's (content/index.ts).
 */
export function GetInTouch({
  contact,
  profiles,
  title,
  newTab,
  uiLang,
  pageDir,
}: {
  contact: ContactSettings;
  profiles: Profiles;
  title: string;
  newTab: string;
  uiLang?: string | undefined;
  /** The page's direction, which an introduction in more than one script takes. */
  pageDir: Direction;
}) {
  const links = profileLinks(profiles, ['github', 'linkedin']);
  const email = ownerEmail(contact.email);
  return (
    <section aria-labelledby="get-in-touch" className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
      <h2 id="get-in-touch" {...definedProps({ lang: uiLang })} className="text-2xl font-semibold">
        {title}
      </h2>
      <p dir={blockDir(contact.intro, { page: pageDir })} className="mt-3 leading-relaxed text-muted">
        <LinkedProse text={contact.intro} links={{ newTab, uiLang }} />
      </p>
      <p className="mt-6">
        <a
          href={email.href}
          className="inline-flex min-h-11 items-center break-all rounded font-semibold text-accent underline-offset-4 hover:underline"
        >
          {email.shown}
        </a>
      </p>
      {links.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {links.map(({ network, label, href }) => (
            <li key={network}>
              <ProfileLink
                network={network}
                href={href}
                label={label}
                newTab={newTab}
                uiLang={uiLang}
                className="border border-border px-4 text-sm hover:border-accent hover:text-accent"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
