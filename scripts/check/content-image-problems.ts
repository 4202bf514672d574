// The check's problems with a picture on another host, given the content field that names it. The
// walk sees addresses: a sponsor's logo that does not load is reported on Sponsors, and, when it is
// the first card's, on Home too, where the preload of it comes with the Sponsors page Next
// prefetches; the owner had the address alone to go by.
import type { Content } from '../../content/schemas';
import { contentImages } from '../../lib/images/content-images';
import { isRemote } from '../../lib/images/process';

/** The address as written and as a browser writes it (spaces and accents escaped, the host in ASCII). */
function spellings(src: string): string[] {
  try {
    return [...new Set([src, new URL(src).href])];
  } catch {
    return [src];
  }
}

/**
 * `problems` of one page, the first that names a content picture on another host followed by a
 * line saying where it is named and what to do.
 */
export function namingContentImages(problems: readonly string[], content: Content): string[] {
  const remote = contentImages(content).filter(({ src }) => isRemote(src));
  const named = new Set<string>();
  return problems.flatMap((problem) => {
    const image = remote.find(({ src }) => spellings(src).some((spelling) => problem.includes(spelling)));
    // Once a page: its console error and its "image not shown" are about the one picture.
    if (!image || named.has(image.where)) return [problem];
    named.add(image.where);
    return [
      problem,
      `  that is ${image.where}, a picture on another host that did not load: open its address in a browser to check it, or save the picture in public/images/ and write its path there ("/images/…")`,
    ];
  });
}
