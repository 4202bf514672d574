// The Content-Security-Policy of a static export. A static host sends no headers we control, so
// the policy travels as a <meta> tag, first in <head>, and allows exactly the inline scripts each
// page carries by their sha256 hashes: no 'unsafe-inline', no 'unsafe-eval'.
import { createHash } from 'node:crypto';
import { EMAILJS_ORIGIN } from '../lib/emailjs-config';

/** Script types a browser runs; a JSON-LD block, say, is data and needs no hash. */
const executable = /^\s*(|text\/javascript|application\/javascript|module)\s*$/i;

/** The text of each inline script the browser would execute, as it stands in the HTML. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (executable.test(type)) scripts.push(body);
  }
  return scripts;
}

export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PolicyOptions {
  /** Origins besides this site that content images come from. */
  imageOrigins: readonly string[];
  /** Whether the site has a Sponsors page, whose dialog frames GitHub Sponsors (none without sponsors.json). */
  sponsorFrame: boolean;
}

/** The origin of the GitHub Sponsors page the sponsor dialog frames (content/schemas.ts allows no other). */
const SPONSORS_ORIGIN = 'https://github.com';

/** The policy for one page, given its HTML. */
export function policyFor(html: string, { imageOrigins, sponsorFrame }: PolicyOptions): string {
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    // React renders style attributes, which only 'unsafe-inline' allows.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...imageOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", EMAILJS_ORIGIN],
    'frame-src': sponsorFrame ? [SPONSORS_ORIGIN] : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The page with its policy as the first element of <head>, and a referrer policy: other sites
 * learn that a visitor came from this site, not from which page.
 */
export function withPolicy(html: string, policy: string): string {
  if (/http-equiv=["']?Content-Security-Policy/i.test(html)) throw new Error('the page already has a Content-Security-Policy');
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('the page has no <head>');
  const meta =
    `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>` +
    '<meta name="referrer" content="strict-origin-when-cross-origin"/>';
  const at = head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
