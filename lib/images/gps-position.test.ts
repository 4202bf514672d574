/** @jest-environment node */
import sharp, { type Exif } from 'sharp';
import { hasGpsPosition } from './gps-position';

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 90, b: 60 } } });
// As a phone writes them: the GPS tags of a photo's Exif data (here a street in Leeds), with the camera's own.
const placed: Exif = { IFD0: { Make: 'Phone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 48/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '1/1 33/1 0/1' } };

test.each(['jpeg', 'png', 'webp', 'avif'] as const)('a %s file that says where it was taken is told from one that does not', async (format) => {
  expect(hasGpsPosition(await picture().withExif(placed).toFormat(format).toBuffer())).toBe(true);
  expect(hasGpsPosition(await picture().withExif({ IFD0: { Make: 'Phone', Model: 'X' } }).toFormat(format).toBuffer())).toBe(false);
  expect(hasGpsPosition(await picture().toFormat(format).toBuffer())).toBe(false);
});

test('bytes that only look like the start of Exif data are no position', () => {
  expect(hasGpsPosition(Buffer.from('II*\0\xff\xff\xff\xffMM\0*\0\0\0\x08\0\0', 'latin1'))).toBe(false);
  expect(hasGpsPosition(Buffer.alloc(0))).toBe(false);
});
