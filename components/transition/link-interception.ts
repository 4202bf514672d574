/**
 * The in-app page a click should fade out to, or null when the click is the browser's business:
 * modified or non-primary clicks, new tabs, downloads, other origins, other files, same-page
 * anchors and links to the page already shown.
 */
export function inAppNavigationTarget(event: MouseEvent, location: Location, basePath: string): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return null;
  if (/\.[a-z\d]+$/i.test(url.pathname)) return null;
  const samePage = url.pathname.replace(/\/+$/, '') === location.pathname.replace(/\/+$/, '');
  if (samePage) return null;
  return url;
}
