/** @jest-environment node */
import { firstFrame } from './first-frame-trace';

const main = { pid: 1, tid: 7, ph: 'X' };
const at = (name: string, ts: number, dur: number, thread = main) => ({ ...thread, name, ts, dur });

test('counts each kind by its own time: a script run inside HTML parsing is script, not parsing twice', () => {
  const frame = firstFrame([
    at('ParseHTML', 1_000, 30_000),
    at('EvaluateScript', 5_000, 10_000),
    at('v8.compile', 6_000, 2_000),
    at('UpdateLayoutTree', 40_000, 5_000),
    at('Layout', 50_000, 8_000),
    at('Paint', 60_000, 1_000),
    { ...main, name: 'firstContentfulPaint', ph: 'R', ts: 70_000 },
  ]);
  expect(frame.toPaint).toBe(69);
  expect(frame.spent).toEqual({ 'parse HTML': 20, script: 10, style: 5, layout: 8, paint: 1 });
});

test('leaves out what happens after the first paint and on other threads', () => {
  const frame = firstFrame([
    at('ParseHTML', 0, 10_000),
    at('Layout', 2_000, 50_000, { pid: 1, tid: 9, ph: 'X' }),
    { ...main, name: 'firstContentfulPaint', ph: 'R', ts: 20_000 },
    at('Layout', 25_000, 40_000),
  ]);
  expect(frame.spent).toEqual({ 'parse HTML': 10 });
});

test('says so when the trace has no first paint', () => {
  expect(() => firstFrame([at('ParseHTML', 0, 10_000)])).toThrow(/no first contentful paint/);
});
