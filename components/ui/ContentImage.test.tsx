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
  expect(await markup({ src: '/logos/acme.svg', alt: 'ACME', use: 'sponsor', focus: 'top' })).toMatch(/<img [^>]*style="object-position:center top"/);
  expect(await markup({ src: 'https://cdn.example.com/acme.png', alt: 'ACME', use: 'sponsor', focus: 'bottom left' })).toMatch(/<img [^>]*style="object-position:left bottom"/);
  // The centre is where object-fit crops anyway: nothing is written for it.
  expect(await markup({ src: '/logos/acme.svg', alt: 'ACME', use: 'sponsor' })).not.toContain('object-position');
  expect(await markup({ src: '/logos/acme.svg', alt: 'ACME', use: 'sponsor', focus: 'center' })).not.toContain('object-position');
});
