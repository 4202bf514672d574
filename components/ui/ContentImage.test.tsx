/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentImage } from './ContentImage';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-image-'));
  mkdirSync(join(root, 'public', 'logos'), { recursive: true });
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  delete process.env.CONTENT_DIR;
  // A square logo, shown on a 16:9 sponsor card: the browser crops it (object-fit: cover).
  writeFileSync(join(root, 'public', 'logos', 'acme.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="1200"/></svg>');
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const markup = async (props: Parameters<typeof ContentImage>[0]) => renderToStaticMarkup(await ContentImage(props));

test('a drawing or a picture on another host is cropped where its "focus" says, as a photo is', async () => {
  expect(await markup({ src: '/logos/acme.svg', alt: 'ACME', use: 'sponsor', focus: 'top' })).toMatch(/<img [^>]*style="object-position:center top;/);
  expect(await markup({ src: 'https://cdn.example.com/acme.png', alt: 'ACME', use: 'sponsor', focus: 'bottom left' })).toMatch(/<img [^>]*style="object-position:left bottom;/);
  // The centre is where object-fit crops anyway: nothing is written for it.
  expect(await markup({ src: '/logos/acme.svg', alt: 'ACME', use: 'sponsor' })).not.toContain('object-position');
  expect(await markup({ src: '/logos/acme.svg', alt: 'ACME', use: 'sponsor', focus: 'center' })).not.toContain('object-position');
});

test('a picture with transparent parts stands on white in both themes; an opaque photo on its own colour while it loads', async () => {
  const sharp = (await import('sharp')).default;
  // A dark logo on a transparent ground, and an opaque photo.
  const logo = sharp({ create: { width: 640, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite([
    { input: { create: { width: 320, height: 200, channels: 4, background: { r: 17, g: 24, b: 39, alpha: 1 } } }, top: 100, left: 160 },
  ]);
  await logo.png().toFile(join(root, 'public', 'logos', 'dark-ink.png'));
  await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toFile(join(root, 'public', 'logos', 'photo.jpg'));
  expect(await markup({ src: '/logos/dark-ink.png', alt: 'Dark Ink', use: 'sponsor' })).toMatch(/<img [^>]*style="[^"]*background-color:#fff/);
  const photo = await markup({ src: '/logos/photo.jpg', alt: 'A photo', use: 'sponsor' });
  expect(photo).toMatch(/<img [^>]*style="[^"]*background-color:#[0-9a-f]{6}/);
  expect(photo).not.toContain('background-color:#fff');
  expect(await markup({ src: '/logos/acme.svg', alt: 'ACME', use: 'sponsor' })).toMatch(/<img [^>]*style="background-color:#fff"/);
});

test('"whole" shows all of a drawing or another host\'s picture in its place (object-fit: contain), on white', async () => {
  expect(await markup({ src: '/logos/acme.svg', alt: 'ACME', use: 'sponsor', focus: 'whole' })).toMatch(/<img [^>]*style="object-fit:contain;background-color:#fff"/);
  expect(await markup({ src: 'https://cdn.example.com/acme.png', alt: 'ACME', use: 'sponsor', focus: 'whole' })).toMatch(/<img [^>]*style="object-fit:contain;background-color:#fff"/);
});
