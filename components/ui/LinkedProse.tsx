import { addressParts } from '@/lib/addresses/parts';
import { isEmailAddress, mailtoHref } from '@/lib/email-address';
import { unspacedLetter } from '@/lib/i18n/unspaced-letter';
import { ExternalLink } from './ExternalLink';
import { plainAddress } from './plain-address';
import { Prose } from './Prose';

// The owner's paragraphs with their addresses as links. A Server Component: the client components
// that show the owner's words (a card's description, a send's alert) use Prose, and ship no link's code.

/**
 * What an address run links to: a web address written with its scheme ("https://…") or starting
 * "www.", or an e-mail address, with the punctuation of the sentence around it left outside the
 * link ("(see https://example.com/guide)." links "https://example.com/guide"; a closing bracket the
 * address opened stays in it: "https://en.wikipedia.org/wiki/Ada_(language)"). Not a name such as
 * "Node.js", nor an address without "www." ("github.com/jordan"): either may be a name, and
 * linking one would send the visitor somewhere the owner never meant. An e-mail address is linked
 * only where it is the whole run but for punctuation: in a language written without spaces its
 * first letter cannot be told from the word before it ("連絡はhanako@example.jp").
 */
export function linkIn(run: string): { before: string; text: string; after: string; href: string } | undefined {
  const { before, text, after, web } = addressParts(run);
  if (web) {
    try {
      return { before, text, after, href: new URL(/^www\./i.test(text) ? `https://${text}` : text).href };
    } catch {
      return undefined;
    }
  }
  return isEmailAddress(text) && !joinedToWords(text) ? { before, text, after, href: mailtoHref(text) } : undefined;
}

/**
 * Whether an e-mail address may have taken in the words around it: a letter of a language written
 * without spaces before its "@" or in its last label ("連絡はhanako@example.jpまで" is a valid
 * address, and not the one meant). "hanako@例え.jp" is whole.
 */
function joinedToWords(address: string): boolean {
  const at = address.lastIndexOf('@');
  return unspacedLetter.test(address.slice(0, at)) || unspacedLetter.test(address.slice(address.lastIndexOf('.') + 1));
}

/** The words a link in the owner's text needs: '(opens in a new tab)', and their language when it is not the page's. */
export interface ProseLinks {
  newTab: string;
  uiLang?: string | undefined;
}

/**
 * How a link inside the owner's text looks: the accent, underlined, as the site's other text links.
 * Printed, its text is its address already: none is added after it (app/globals.css).
 */
const inlineLink = 'print-url-is-text text-accent underline underline-offset-2 hover:text-accent-hover';

/**
 * The owner's text in a paragraph, as Prose draws it, with each web or e-mail address a link
 * (`linkIn`): a visitor on a phone taps it rather than copying it by hand. A web address opens in a
 * new tab, as every link to another site here does, and says so (`links.newTab`, in
 * `links.uiLang` when the site's words are not in the page's language); an e-mail address opens
 * the visitor's mail program. A card's description is not linked (the card has its own link), nor
 * a mail provider's refusal.
 */
export function LinkedProse({ text, links }: { text: string; links: ProseLinks }) {
  return (
    <Prose
      text={text}
      address={(run) => {
        const link = linkIn(run);
        if (!link) return plainAddress(run);
        return (
          <>
            {link.before}
            {/* An address reads left to right whatever the paragraph's direction: in an Arabic
                sentence "https://layla.example/مدونة" was drawn as "مدونة/https://layla.example". */}
            {link.href.startsWith('mailto:') ? (
              <a href={link.href} dir="ltr" className={inlineLink}>
                {link.text}
              </a>
            ) : (
              <ExternalLink href={link.href} dir="ltr" newTab={links.newTab} uiLang={links.uiLang} className={inlineLink}>
                {link.text}
              </ExternalLink>
            )}
            {link.after}
          </>
        );
      }}
    />
  );
}
