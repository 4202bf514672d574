import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.2 AA (with 2.0 and 2.1 A and AA) and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder) {
  const { violations } = await configure(new AxeBuilder({ page }).withTags(tags)).analyze();
  const found = violations.map(({ id, help, nodes }) => ({
    rule: `${id}: ${help}`,
    nodes: nodes.map(({ target, failureSummary }) => `${target.join(' ')} → ${failureSummary}`),
  }));
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
