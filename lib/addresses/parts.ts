// Where an address in the owner's text ends and the sentence around it goes on: for the links in
// the owner's paragraphs (components/ui/LinkedProse.tsx), and the direction of an address that is
// no link, in a card (components/ui/plain-address.tsx) and in cv.pdf (lib/cv/pdf/bidi.ts).
import { rightToLeftLetter } from '@/lib/i18n/direction';

/**
 * Punctuation that may follow an address in a sentence without being part of it: Unicode's closing
 * brackets, quotation marks and other punctuation, in any script (. , ; : ! ? ) » ” in Latin
 * writing, and the « “ that close a German quotation, ، ؛ ؟ ۔ in Arabic, 。、，！？）」 in Chinese
 * and Japanese), and _ and ~ (emphasis); but not the marks a web address may end with
 * (/ # % & @ \). Named by category rather than listed, for the cards' JavaScript (a list of them
 * weighed 0.1 KiB more, gzipped).
 */
const TRAILING = /(?![/#%&@\\])[\p{Po}\p{Pe}\p{Pi}\p{Pf}_~]$/u;
/**
 * Where a web address starts in a run: its scheme, or "www." not inside a Latin word. What comes
 * before it is not part of it: a bracket or quotation mark, or the words of a language written
 * without spaces ("詳しくはhttps://example.jp/docs。" holds "https://example.jp/docs").
 */
const WEB_START = /https?:\/\/|(?<![A-Za-z\d.-])www\.[\p{L}\d-]+\.\p{L}/iu;
/** Punctuation that may open a run before an e-mail address: "(jordan@…", "«jordan@…", "„jonas@…", "»jonas@…", "「hanako@…". */
const LEADING = /^[\p{Ps}\p{Pi}\p{Pf}"'<]+/u;
/**
 * A word of a right-to-left script joined to an address in Latin letters, as Hebrew writes its
 * one-letter prefixes before a Latin word, with a hyphen or maqaf ("ב-noa@example.com": at
 * noa@example.com; "ל־www.example.com"), and Arabic its own, with a tatweel or none ("بـlayla@…",
 * "وlayla@…"). The prefix is the sentence's: taken in, it made "ב-noa@example.com" the address a
 * link wrote to (a Hebrew owner's walkthrough, 2026-12-07).
 */
const RIGHT_TO_LEFT_PREFIX = new RegExp(`^${rightToLeftLetter.source}+(?:[-\u05BE]|\u0640+)?(?=[A-Za-z\d])`, 'u');

/**
 * An address run (`addressRuns`, ./runs.ts) cut into the address and the sentence's
 * punctuation around it: "(https://example.com/guide)." is `before` "(", `text`
 * "https://example.com/guide" and `after` ").", and "ב-noa@example.com" is `before` "ב-"
 * (`RIGHT_TO_LEFT_PREFIX`). A closing bracket the address opened stays in it
 * ("https://en.wikipedia.org/wiki/Ada_(language)"). `web`: whether `text` starts as a web address
 * does, with its scheme or "www."; otherwise it may be an e-mail address, a name such as "Node.js",
 * or one without "www." ("github.com/jordan"), which may be a name too.
 */
export function addressParts(run: string): { before: string; text: string; after: string; web: boolean } {
  const prefix = run.match(RIGHT_TO_LEFT_PREFIX)?.[0] ?? '';
  const rest = run.slice(prefix.length);
  const start = rest.search(WEB_START);
  const before = prefix + (start >= 0 ? rest.slice(0, start) : (rest.match(LEADING)?.[0] ?? ''));
  let text = run.slice(before.length);
  while (TRAILING.test(text)) {
    // A closing bracket stays when the address opened one of its own.
    if (text.endsWith(')') && text.split('(').length > text.split(')').length - 1) break;
    text = text.slice(0, -1);
  }
  return { before, text, after: run.slice(before.length + text.length), web: start >= 0 };
}

/**
 * The parts of an address run whose address must be laid out left to right, or undefined: a web or
 * e-mail address with letters of a right-to-left script in it, which a right-to-left sentence
 * otherwise draws out of order ("https://layla.example/مدونة" as "مدونة/https://layla.example").
 * An address without such letters reads the same either way; Arabic words joined by a dot
 * ("كلمة.كلمة") and a handle ("@ليلى_حداد") are no address, and read as their words do.
 */
export function leftToRightAddress(run: string): { before: string; text: string; after: string } | undefined {
  if (!rightToLeftLetter.test(run)) return undefined;
  const { before, text, after, web } = addressParts(run);
  // An e-mail address has a name before its "@".
  return web || /.@/u.test(text) ? { before, text, after } : undefined;
}
