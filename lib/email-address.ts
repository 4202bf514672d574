/**
 * An e-mail address: zod's pattern (z.regexes.email), with letters of any script before the "@"
 * (josé@, анна@: mail systems deliver to such addresses since SMTPUTF8), and a top-level domain
 * in its ASCII form as well as in letters (.xn--p1ai is .рф). Its domain is tested in its ASCII
 * form (`isEmailAddress`).
 */
const emailPattern = /^(?:[\p{L}\p{M}\p{N}_'+\-]+\.)*[\p{L}\p{M}\p{N}_'+\-]*[\p{L}\p{M}\p{N}_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9\-]+)$/u;

/**
 * `address` with its domain in its ASCII form (josé@müller.de → josé@xn--mller-kva.de), as a
 * browser's `type="email"` and every mail system take it; undefined where the domain is none.
 */
export function withAsciiDomain(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  // A port, a path or a space would be dropped or refused by the URL below, not kept.
  if (at < 1 || !/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)) return undefined;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return undefined;
  }
}

/** A mailto: link to `address`, its domain in its ASCII form, which every mail program takes. */
export const mailtoHref = (address: string) => `mailto:${withAsciiDomain(address) ?? address}`;

/**
 * Whether `address` is one: `emailPattern`, its domain in any script (müller.de is
 * xn--mller-kva.de). The owner's address in content/contact.json (content/schemas.ts) and a
 * visitor's in the contact form are held to it. Browsers take only ASCII before the "@" (the HTML
 * standard's valid e-mail address), and told a visitor named Jean-Édouard that
 * "jean-édouard@exemple.fr" had no "@" or no domain.
 */
export function isEmailAddress(address: string): boolean {
  const ascii = withAsciiDomain(address);
  return ascii !== undefined && emailPattern.test(ascii);
}
