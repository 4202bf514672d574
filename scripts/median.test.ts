/** @jest-environment node */
import { spread } from './median';

// The reports' cells (npm run audit, bench:hydration): a page's runs as their median and range.

const seconds = (value: number) => `${value.toFixed(2)} s`;

test('a cell gives the median of the runs and their range, the unit written once', () => {
  expect(spread([1.31, 1.2, 1.25], seconds)).toBe('1.25 s (1.20–1.31)');
  expect(spread([1204.4, 1190.6, 1251], (value) => String(Math.round(value)))).toBe('1204 (1191–1251)');
});

test('runs that read alike give the one value; a run that measured nothing is left out', () => {
  expect(spread([1.201, 1.204], seconds)).toBe('1.20 s');
  expect(spread([NaN, 0.9], seconds)).toBe('0.90 s');
});

test('a page none of whose runs measured anything reads "–", not "NaN (Infinity–-Infinity)"', () => {
  expect(spread([NaN, NaN], seconds)).toBe('–');
  expect(spread([], (value) => String(Math.round(value)))).toBe('–');
});
