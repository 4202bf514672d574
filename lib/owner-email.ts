import { domainToUnicode } from 'node:url';
import { mailtoHref } from '@/lib/email-address';

/**
 * The owner's address (content/contact.json's `email`, its domain written in letters or in its
 * ASCII form) as people read it, its domain in letters (jürgen@weiß-özdemir.at, not
 * jürgen@xn--wei-zdemir-73a1z.at, which a visitor cannot read), and as a mailto: link gives it
 * to any mail program, its domain in ASCII. For the build and Server Components: node:url.
 */
export function ownerEmail(address: string): { shown: string; href: string } {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  const shown = /(^|\.)xn--/i.test(domain) ? `${address.slice(0, at)}@${domainToUnicode(domain) || domain}` : address;
  return { shown, href: mailtoHref(address) };
}
