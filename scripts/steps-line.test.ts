/** @jest-environment node */
import { stepsLine } from './steps-line';

test('a step skipped because one it needs failed is counted as skipped, not failed', () => {
  // npm test's own case: the fixture's build fails, so its three browser steps are skipped.
  expect(stepsLine(['passed', 'passed', 'failed', 'skipped', 'skipped', 'skipped'])).toBe('steps: 2 passed, 1 failed, 3 skipped');
});

test('a green run says so in the same form', () => {
  expect(stepsLine(['passed', 'passed', 'passed'])).toBe('steps: 3 passed, 0 failed, 0 skipped');
});
