// What the check says of each page it walked: in the terminal and, in the deploy, on the run's
// page too (scripts/annotations.ts), where a deploy the check stopped showed only its exit code.
import type { SiteContent } from '../../content';
import { annotate } from '../annotations';
import { namingContentImages } from './content-image-problems';
import type { PageResult } from './walk';

export function reportPage({ url, status, problems, requests, images, width }: PageResult, content: SiteContent) {
  const path = new URL(url).pathname;
  if (problems.length === 0) {
    // An address with no page (an unknown one, or Sponsors without sponsors.json) gets 404.html.
    const answered = status === 404 ? 'the not-found page, as expected; ' : '';
    console.log(`✓ ${path}  (${answered}${requests} requests, ${images} images, ${width} px wide)`);
    return;
  }
  const lines = namingContentImages(problems, content);
  console.log(`✗ ${path}`);
  for (const line of lines) console.log(`    ${line}`);
  annotate('error', [`${path}:`, ...lines.map((line) => `  ${line}`)].join('\n'), { title: 'npm run check: a page has problems' });
}

/** A problem of the social card (og.png), as the check says it. */
export function reportCardProblem(problem: string) {
  console.log(`✗ ${problem}`);
  annotate('error', problem, { title: 'npm run check: the social card' });
}
