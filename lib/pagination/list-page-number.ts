// Apart from the rest of lib/pagination/, which the browser tests and the scripts import too:
// 'next/navigation' is for the pages only (Node's own module loader, the browser tests', does not
// find it without its extension).
import { notFound } from 'next/navigation';
import { listPageParams, pageNumberOf, type Lists, type ListRoute } from '.';

/**
 * The number of the list page Next asks for, or not found when the export has no such page
 * (`listPageParams`). `next dev` answers others: a page the list had before the owner shortened it
 * (page 2 of a list cut to one page rendered no cards, a TypeError, under the title "page 2 of
 * 1"), and /portfolio/1, /portfolio/02 or /portfolio/2/x, copies of a page under another address.
 */
export function listPageNumber(content: Lists, route: ListRoute, params: { page?: string[] }): number {
  const asked = (params.page ?? []).join('/');
  if (!listPageParams(content, route).some(({ page }) => page.join('/') === asked)) notFound();
  return pageNumberOf(params);
}
