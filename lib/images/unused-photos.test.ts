/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp, { type Exif } from 'sharp';
import { loadContent } from '@/content';
import { temporaryContentSet } from '@/test/content-set';
import { unusedPhotoLines, unusedPhotos } from './unused-photos';

let set: ReturnType<typeof temporaryContentSet>;
beforeEach(() => {
  set = temporaryContentSet();
});
afterEach(() => set.remove());

/** A file of `bytes` bytes at `path` in the set's public/ (the check reads sizes, not pictures). */
function put(path: string, bytes: number) {
  const file = join(set.publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.alloc(bytes, 1));
}

const megabytes = (n: number) => Math.round(n * 1e6);

test('a camera photo no content names is reported with its size, biggest first; one a page shows, a small file, the variants and other files are not', () => {
  const content = loadContent(set.contentDir);
  put('images/old/IMG_2041.JPG', megabytes(8.4));
  put('images/unused.webp', megabytes(1.2));
  put('images/small-unused.png', 10_000);
  put('_img/profile-448.avif', megabytes(2));
  put('files/talk.pdf', megabytes(3));
  // An iPhone photo saved again as the JPEG the build asks for: the HEIC is left behind.
  put('images/IMG_0042.HEIC', megabytes(2.5));
  // The portrait the content names, replaced by a big photo under the same name.
  put(content.home.profile.img.slice(1), megabytes(5));
  expect(unusedPhotoLines(unusedPhotos(content, set.publicDir))).toEqual([
    'public/images/old/IMG_2041.JPG (8.4 MB) is named by no content file, and is published as it is: delete it if the site no longer shows it',
    'public/images/IMG_0042.HEIC (2.5 MB) is named by no content file, and is published as it is: delete it if the site no longer shows it',
    'public/images/unused.webp (1.2 MB) is named by no content file, and is published as it is: delete it if the site no longer shows it',
  ]);
});

test('a site without a public/ folder (its images all on other hosts) has nothing to name', () => {
  const content = loadContent(set.contentDir);
  expect(unusedPhotos(content, join(set.root, 'no-such-folder'))).toEqual([]);
});

test('a photo named in the content with its accents in another Unicode form (as a Mac stores them) is the one named', () => {
  put('images/caf\u0065\u0301.jpg', megabytes(2));
  const content = loadContent(set.contentDir);
  content.portfolio.projects[0]!.img = '/images/caf\u00e9.jpg';
  expect(unusedPhotos(content, set.publicDir)).toEqual([]);
});

test('a photo no content names that says where it was taken is reported whatever its size, with the place named', async () => {
  const content = loadContent(set.contentDir);
  // As a phone writes them: the GPS tags in the photo's Exif data, here a street in Leeds.
  const photo = (exif: Exif | undefined) => {
    const image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 90, b: 60 } } });
    return (exif ? image.withExif(exif) : image).jpeg().toBuffer();
  };
  const located = await photo({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 48/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '1/1 33/1 0/1' } });
  mkdirSync(join(set.publicDir, 'images'), { recursive: true });
  writeFileSync(join(set.publicDir, 'images', 'IMG_2044.jpg'), located);
  writeFileSync(join(set.publicDir, 'images', 'no-place.jpg'), await photo({ IFD0: { Make: 'Phone' } }));
  writeFileSync(join(set.publicDir, 'images', 'plain.jpg'), await photo(undefined));
  // A big one with its place (its picture data made 3 MB longer).
  writeFileSync(join(set.publicDir, 'images', 'IMG_2045.jpg'), Buffer.concat([located, Buffer.alloc(megabytes(3), 1)]));
  // One whose Exif data comes after its picture, as in a WebP or a HEIC written by libheif.
  writeFileSync(join(set.publicDir, 'images', 'after.webp'), Buffer.concat([Buffer.alloc(megabytes(2), 1), located]));
  expect(unusedPhotoLines(unusedPhotos(content, set.publicDir))).toEqual([
    'public/images/IMG_2045.jpg (3.0 MB) is named by no content file, and is published as it is, with the place it was taken (its GPS position) in it: delete it if the site no longer shows it',
    'public/images/after.webp (2.0 MB) is named by no content file, and is published as it is, with the place it was taken (its GPS position) in it: delete it if the site no longer shows it',
    `public/images/IMG_2044.jpg (1 KB) is named by no content file, and is published as it is, with the place it was taken (its GPS position) in it: delete it if the site no longer shows it`,
  ]);
});
