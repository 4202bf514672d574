/** @jest-environment node */
import sharp from 'sharp';
import { barePhoto } from './bare-next';

// The audit compares a page whose largest paint is a photo with the bare page showing this one, so
// it must weigh what a first-screen photo weighs in the variant a phone picks, every time.
test("the bare page's photo is the same 448 px AVIF on every run, weighing what a phone's first-screen photo does", async () => {
  const [first, second] = [await barePhoto(), await barePhoto()];
  expect(first.equals(second)).toBe(true);
  const { format, width, height } = await sharp(first).metadata();
  expect({ format, width, height }).toEqual({ format: 'heif', width: 448, height: 448 });
  expect(first.length).toBeGreaterThan(3_500);
  expect(first.length).toBeLessThan(7_000);
  // Two AVIF encodings: 1–2 s on a quiet machine, over jest's 5 s while a build runs beside it (a CI run, 2026-11-28).
}, 30_000);
