import { isEmailAddress, mailtoHref } from '@/lib/email-address';
import { ExternalLink } from './ExternalLink';

/**
 * Tokens of an owner's text that are addresses: anything with `://` or `@` in it, or a dot between
 * a letter and two more (`www.example.com`, `github.com/jordan`, `jordan.lee@example.com`).
 * "Node.js" counts too; keeping a name like that whole costs nothing.
 */
const address = /\S*(?::\/\/|@|\p{L}\.\p{L}{2})\S*/gu;

/**
 * The text in runs, each marked whether it is an address: `[{ text: 'See ', address: false },
 * { text: 'https://example.com/docs', address: true }]`. Every letter of the text is in one run.
 */
export function addressRuns(text: string): { text: string; address: boolean }[] {
  const runs: { text: string; address: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(address)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), address: false });
    runs.push({ text: match[0], address: true });
    from = match.index + match[0].length;
  }
  if (from < text.length || runs.length === 0) runs.push({ text: text.slice(from), address: false });
  return runs;
}

/** Punctuation that may follow an address in a sentence without being part of it. */
const TRAILING = /[.,;:!?'"*_~»”’)\]]$/u;
/** Punctuation that may open a run before the address itself: "(https://…", "«jordan@…". */
const LEADING = /^[("'«“‘\[<]+/u;

/**
 * What an address run links to: a web address written with its scheme ("https://…") or starting
 * "www.", or an e-mail address, with the punctuation of the sentence around it left outside the
 * link ("(see https://example.com/guide)." links "https://example.com/guide"; a closing bracket the
 * address opened stays in it: "https://en.wikipedia.org/wiki/Ada_(language)"). Not a name such as
 * "Node.js", nor an address without "www." ("github.com/jordan"): either may be a name, and
 * linking one would send the visitor somewhere the owner never meant.
 */
export function linkIn(run: string): { before: string; text: string; after: string; href: string } | undefined {
  const before = run.match(LEADING)?.[0] ?? '';
  let text = run.slice(before.length);
  while (TRAILING.test(text)) {
    // A closing bracket stays when the address opened one of its own.
    if (text.endsWith(')') && text.split('(').length > text.split(')').length - 1) break;
    text = text.slice(0, -1);
  }
  const after = run.slice(before.length + text.length);
  const web = /^https?:\/\//i.test(text) ? text : /^www\.[\p{L}\d-]+\.\p{L}/iu.test(text) ? `https://${text}` : undefined;
  if (web !== undefined) {
    try {
      return { before, text, after, href: new URL(web).href };
    } catch {
      return undefined;
    }
  }
  return isEmailAddress(text) ? { before, text, after, href: mailtoHref(text) } : undefined;
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
 * A text inside a paragraph (the owner's, or a mail provider's refusal), which hyphenates long
 * words (app/globals.css, `p`): the web and mail addresses in it are not hyphenated
 * (`hyphens: manual`), so that a reader who copies one by hand does not copy a hyphen the browser
 * put in ("https://exam-ple.com" in Firefox). They still break where they must, after a `/` or a
 * `.` where the browser can. Text without an address is rendered as it is: no extra markup.
 *
 * With `links` (the owner's texts), a web or e-mail address is a link (`linkIn`): a visitor on a
 * phone taps it rather than copying it by hand. A web address opens in a new tab, as every link
 * to another site here does, and says so (`links.newTab`, in `links.uiLang` when the site's words
 * are not in the page's language); an e-mail address opens the visitor's mail program. A mail
 * provider's refusal (components/contact/SendAlert.tsx) gets no links.
 */
export function Prose({ text, links }: { text: string; links?: ProseLinks }) {
  const runs = addressRuns(text);
  if (runs.length === 1 && !runs[0]!.address) return text;
  // Keyed by place: the text never changes in the browser.
  return runs.map(({ text: run, address: isAddress }, index) => {
    if (!isAddress) return run;
    const link = links ? linkIn(run) : undefined;
    return (
      <span key={index} className="hyphens-manual">
        {link ? (
          <>
            {link.before}
            {link.href.startsWith('mailto:') ? (
              <a href={link.href} className={inlineLink}>
                {link.text}
              </a>
            ) : (
              <ExternalLink href={link.href} newTab={links!.newTab} uiLang={links!.uiLang} className={inlineLink}>
                {link.text}
              </ExternalLink>
            )}
            {link.after}
          </>
        ) : (
          run
        )}
      </span>
    );
  });
}
