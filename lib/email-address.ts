/**
 * An e-mail address: zod's pattern (z.regexes.email), with letters of any script before the "@"
 * (josé@, анна@: mail systems deliver to such addresses since SMTPUTF8), and a top-level domain
 * in its ASCII form as well as in letters (.xn--p1ai is .рф). The owner's address in content/
 * (content/schemas.ts) and a visitor's in the contact form are held to it.
 */
export const emailPattern = /^(?:[\p{L}\p{M}\p{N}_'+\-]+\.)*[\p{L}\p{M}\p{N}_'+\-]*[\p{L}\p{M}\p{N}_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9\-]+)$/u;

/**
 * Whether a visitor's `address` is one: `emailPattern`, its domain in any script (müller.de is
 * xn--mller-kva.de, which a browser's `type="email"` takes too). Browsers take only ASCII before
 * the "@" (the HTML standard's valid e-mail address), and told a visitor named Jean-Édouard that
 * "jean-édouard@exemple.fr" had no "@" or no domain.
 */
export function isEmailAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  // A port, a path or a space would be dropped or refused by the URL below, not kept.
  if (at < 1 || !/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)) return false;
  try {
    return emailPattern.test(`${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`);
  } catch {
    return false;
  }
}
