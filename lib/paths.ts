/** The base path the site is exported under: its URL's path (lib/site-url.mjs; '/portfolio' for the demo's), set in next.config.mjs. */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * URL of a file in public/ (or an absolute URL, returned as it is). next/link and the metadata
 * API add the base path themselves; plain `src` and `href` strings do not, so they come here.
 */
export function assetUrl(path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return `${basePath}${path.startsWith('/') ? '' : '/'}${path}`;
}
