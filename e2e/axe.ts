import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.2 AA (with 2.0 and 2.1 A and AA) and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now and fails with a readable list of what it found.
 *
 * Two settings halve a scan's time (0.6–1.1 s against 1.2–2.1 s a page, measured on the fixture's
 * pages; the suite runs about 80 scans) and change nothing it finds:
 * - legacy mode runs `axe.run` in the page itself, where the default runs each frame in parts and
 *   assembles the results in a new blank tab, opened for every scan. What legacy mode leaves out is
 *   a frame from another origin, and the site's only one, GitHub's sponsor page, is not the site's
 *   to check (e2e/accessibility.spec.ts excludes it);
 * - `resultTypes: ['violations']` keeps every node of every violation and stops axe from listing
 *   each node of each rule that passed, which nothing here reads.
 */
export async function expectNoAxeViolations(page: Page, configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder) {
  // (options() replaces every option set before it, the tags too: it comes first.)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags).setLegacyMode(true);
  const { violations } = await configure(builder).analyze();
  const found = violations.map(({ id, help, nodes }) => ({
    rule: `${id}: ${help}`,
    nodes: nodes.map(({ target, failureSummary }) => `${target.join(' ')} → ${failureSummary}`),
  }));
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
