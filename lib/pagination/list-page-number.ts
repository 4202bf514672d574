// Apart from the rest of lib/pagination/, which the browser tests and the scripts import too:
// 'next/navigation' is for the pages only (Node's own module loader, the browser tests', does not
// find it without its extension).
import { notFound } from 'next/navigation';
import { pageCount, pageNumberOf, type Lists, type ListRoute } from '.';

/**
 * The number of the list page Next asks for, or not found when the list has no such page. The
 * export writes only the list's pages (`listPageParams`), but `next dev` goes on answering one
 * the list had before the owner shortened it: page 2 of a list cut to one page rendered no cards
 * (a TypeError) under the title "page 2 of 1".
 */
export function listPageNumber(content: Lists, route: ListRoute, params: { page?: string[] }): number {
  const page = pageNumberOf(params);
  if (!Number.isInteger(page) || page < 1 || page > pageCount(content, route)) notFound();
  return page;
}
