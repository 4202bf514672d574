import type { Metadata } from 'next';
import { ContactForm } from '@/components/contact/ContactForm';
import { GetInTouch } from '@/components/contact/GetInTouch';
import { resolveProfiles } from '@/components/social/profiles';
import { PageHeader } from '@/components/ui/PageHeader';
import { LinkedProse } from '@/components/ui/LinkedProse';
import { getContent } from '@/content';
import { definedProps } from '@/lib/defined-props';
import { blockDir, textDirection } from '@/lib/i18n/direction';
import { fillIn } from '@/lib/i18n/format';
import { resolveEmailJsConfig } from '@/lib/emailjs-config';
import { pageMetadata } from '@/lib/metadata';
import { ownerEmail } from '@/lib/owner-email';
import { routes } from '@/lib/routes';

export function generateMetadata(): Metadata {
  const { site, contact, ui } = getContent();
  return pageMetadata({ site, ui, title: fillIn(ui.meta.contactTitle, { title: site.title }), description: contact.description, path: routes.contact });
}

export default function ContactPage() {
  const { contact, site, socials, ui, uiLang } = getContent();
  // The form is a client component: it gets only the words it shows.
  const { heading, getInTouch, ...formStrings } = ui.contact;
  const pageDir = textDirection(site);
  return (
    <>
      <PageHeader title={heading} uiLang={uiLang} pageDir={pageDir} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-8">
        <GetInTouch contact={contact} profiles={resolveProfiles(socials, contact.profiles)} title={getInTouch} newTab={ui.links.newTab} uiLang={uiLang} pageDir={pageDir} />
        <ContactForm ownerEmail={ownerEmail(contact.email).shown} emailjs={resolveEmailJsConfig(contact.emailjs)} siteLang={site.lang} strings={{ ...formStrings, ...definedProps({ uiLang }) }} />
      </div>
      {/* At the start of the line, as a letter's sign-off: centred, it moved sideways when the heading
          font replaced its fallback (a little narrower or wider) while on the first screen of a
          full-HD display (e2e/font-swap.spec.ts). */}
      <p dir={blockDir(contact.closing, { page: pageDir })} className="mt-12 font-display text-2xl font-semibold">
        <LinkedProse text={contact.closing} links={{ newTab: ui.links.newTab, uiLang }} />
      </p>
    </>
  );
}
