/** How a step of `npm test` (scripts/test-all.ts) ended: skipped when a step it needs failed. */
export type StepStatus = 'passed' | 'failed' | 'skipped';

/**
 * npm test's plain closing line, counting steps: "steps: 9 passed, 1 failed, 2 skipped". A step
 * skipped because one it needs failed did not fail itself, so it is counted apart. The line
 * starts as it did before skipped steps were counted ("steps: N passed, M failed"), for whatever
 * reads a CI log.
 */
export function stepsLine(statuses: Iterable<StepStatus>): string {
  const count = { passed: 0, failed: 0, skipped: 0 };
  for (const status of statuses) count[status]++;
  return `steps: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`;
}
