/** @jest-environment node */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { imageFileProblem } from '@/content/image-files';
import type { Content } from '@/content/schemas';
import { buildImages, finishImages } from './build';
import { fallbackWidth } from './file-names';
import { originalPath, prepareImage, processImage } from './process';
import { cropBox, imageUses, variantWidths, widestAtOneX } from './uses';

// Encoding AVIF takes a while on a shared CI core.
jest.setTimeout(60_000);

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'images-'));
  mkdirSync(join(root, 'public', 'photos'), { recursive: true });
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  delete process.env.CONTENT_DIR;
  delete process.env.IMAGE_CACHE_DIR;
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

/** A photo-like picture (noise over a gradient), `seed` making each one different. */
async function photo(path: string, width: number, height: number, seed = 1, options: { orientation?: number; alpha?: boolean } = {}) {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    pixels[i * channels] = (x * 255) / width;
    pixels[i * channels + 1] = (Math.sin(i * seed) * 0.5 + 0.5) * 255;
    pixels[i * channels + 2] = seed * 40;
    if (options.alpha) pixels[i * channels + 3] = x < width / 2 ? 0 : 255;
  }
  const image = sharp(pixels, { raw: { width, height, channels } });
  const file = path.endsWith('.png') ? image.png() : image.jpeg().withMetadata({ orientation: options.orientation ?? 1 });
  await file.toFile(join(root, 'public', path));
}

const variantFile = (url: string) => join(root, 'public', url);

test('makes AVIF at the use’s widths and WebP at the fallback and widest, cropped to its shape, upright, with a preview', async () => {
  // Stored sideways, as cameras do: 1200×900 pixels tagged "rotate 90°" is a 900×1200 portrait.
  await photo('photos/me.jpg', 1200, 900, 1, { orientation: 6 });
  const result = await processImage('/photos/me.jpg', 'portrait');
  expect(result.original).toMatchObject({ width: 900, height: 1200 });
  expect(result.widths).toEqual(variantWidths(imageUses.portrait, 900));
  expect([result.width, result.height]).toEqual([900, 900]);
  expect(result.avif.map((file) => file.width)).toEqual(result.widths);
  // The portrait's widest WebP is what search engines are given (its use asks for it).
  expect(result.webp.map((file) => file.width)).toEqual([fallbackWidth(result.widths), 900]);
  for (const [format, files] of [['avif', result.avif], ['webp', result.webp]] as const) {
    for (const { url, width } of files) {
      const metadata = await sharp(variantFile(url)).metadata();
      expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([width, width]);
    }
  }
  expect(result.preview).toMatch(/^data:image\/webp;base64,/);
  expect(result.preview!.length).toBeLessThan(400);
  expect(result.color).toMatch(/^#[0-9a-f]{6}$/);
  expect(result.advice.join()).toMatch(/shown up to 960×960 px.*cropped to 1:1/);
});

test('the files only denser screens take are the lighter encoding; a 1× screen’s are not', async () => {
  await photo('photos/me.jpg', 1000, 1000, 3);
  const result = await processImage('/photos/me.jpg', 'portrait');
  const oneX = widestAtOneX(imageUses.portrait, result.widths);
  // The same pixels as the pipeline's (decoded and scaled once to the widest, then to each width),
  // encoded at the quality of a 1× screen's file.
  const widest = await sharp(join(root, 'public', 'photos', 'me.jpg')).resize({ width: result.width, height: result.height }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  for (const { url, width } of result.avif) {
    const pixels = await sharp(widest.data, { raw: widest.info }).resize({ width, height: width }).toBuffer({ resolveWithObject: true });
    const atOneXQuality = (await sharp(pixels.data, { raw: pixels.info }).avif({ quality: 50, effort: 1 }).toBuffer()).length;
    const made = statSync(variantFile(url)).size;
    if (width <= oneX) expect(made).toBe(atOneXQuality);
    else expect(made).toBeLessThan(atOneXQuality * 0.85);
  }
  expect(result.widths.filter((width) => width > oneX)).toEqual([448, 576, 672, 960]);
});

test('a card gets its one WebP at the fallback width only, and no file is left that no page names', async () => {
  await photo('photos/card.jpg', 2000, 1250);
  const result = await processImage('/photos/card.jpg', 'project');
  expect(result.widths.length).toBeGreaterThan(3);
  expect(result.webp.map((file) => file.width)).toEqual([fallbackWidth(result.widths)]);
  expect((await sharp(variantFile(result.webp[0]!.url)).metadata()).format).toBe('webp');
  const named = [...result.avif, ...result.webp].map(({ url }) => basename(url));
  expect(readdirSync(join(root, 'public', '_img')).sort()).toEqual(named.sort());
});

test('a second run answers from the cache and writes nothing; a changed original is made again', async () => {
  await photo('photos/card.jpg', 900, 560);
  const first = await processImage('/photos/card.jpg', 'project');
  expect(first.cached).toBe(false);
  const written = statSync(variantFile(first.avif[0]!.url)).mtimeMs;
  const again = await processImage('/photos/card.jpg', 'project');
  expect(again.cached).toBe(true);
  expect(again.avif).toEqual(first.avif);
  expect(statSync(variantFile(first.avif[0]!.url)).mtimeMs).toBe(written);

  await photo('photos/card.jpg', 900, 560, 2);
  const changed = await processImage('/photos/card.jpg', 'project');
  expect(changed.cached).toBe(false);
  expect(changed.avif[0]!.url).not.toBe(first.avif[0]!.url);
});

test('a variant deleted by hand comes back from the cache; gone from the cache too, it is made again', async () => {
  await photo('photos/card.jpg', 800, 500);
  const first = await processImage('/photos/card.jpg', 'project');
  const file = variantFile(first.webp[0]!.url);
  const bytes = readFileSync(file);
  rmSync(file);
  expect((await processImage('/photos/card.jpg', 'project')).cached).toBe(true);
  expect(readFileSync(file)).toEqual(bytes);

  rmSync(file);
  rmSync(join(root, '.cache', 'images', 'files', basename(file)));
  expect((await processImage('/photos/card.jpg', 'project')).cached).toBe(false);
  expect(existsSync(file)).toBe(true);
});

test('builds in other folders that share IMAGE_CACHE_DIR get the files without encoding them again', async () => {
  await photo('photos/card.jpg', 800, 500);
  process.env.IMAGE_CACHE_DIR = join(root, 'shared-cache');
  try {
    const first = await processImage('/photos/card.jpg', 'project');
    expect(first.cached).toBe(false);
    // Another workspace: its own public/ (the same original), the same cache.
    const other = join(root, 'other');
    mkdirSync(join(other, 'public', 'photos'), { recursive: true });
    copyFileSync(join(root, 'public', 'photos', 'card.jpg'), join(other, 'public', 'photos', 'card.jpg'));
    jest.spyOn(process, 'cwd').mockReturnValue(other);
    const again = await processImage('/photos/card.jpg', 'project');
    expect(again.cached).toBe(true);
    for (const { url } of [...again.avif, ...again.webp]) {
      expect(readFileSync(join(other, 'public', url))).toEqual(readFileSync(join(root, 'public', url)));
    }
    expect(existsSync(join(other, '.cache'))).toBe(false);
  } finally {
    delete process.env.IMAGE_CACHE_DIR;
  }
});

test('the focus decides the crop: "top" keeps the top rows', async () => {
  // Top half white, bottom half black: a square from the top of a tall picture is all white.
  const pixels = Buffer.alloc(400 * 800 * 3, 0);
  pixels.fill(255, 0, 400 * 400 * 3);
  await sharp(pixels, { raw: { width: 400, height: 800, channels: 3 } }).png().toFile(join(root, 'public', 'photos', 'tall.png'));
  const top = await processImage('/photos/tall.png', 'portrait', 'top');
  const { channels } = await sharp(variantFile(top.webp.at(-1)!.url)).stats();
  expect(channels[0]!.mean).toBeGreaterThan(250);
  expect(top.objectPosition).toBe('center top');
  // Its placeholder colour is the kept part's: white.
  expect(Number.parseInt(top.color!.slice(1, 3), 16)).toBeGreaterThan(240);
  const bottom = await processImage('/photos/tall.png', 'portrait', 'bottom');
  expect((await sharp(variantFile(bottom.webp.at(-1)!.url)).stats()).channels[0]!.mean).toBeLessThan(5);
});

test('transparent originals get no preview and no colour (they would show through)', async () => {
  await photo('photos/logo.png', 600, 400, 1, { alpha: true });
  expect(await processImage('/photos/logo.png', 'sponsor')).toMatchObject({ preview: undefined, color: undefined });
});

test('an animated picture is taken, its first frame shown, and the owner told so with what to use instead', async () => {
  // Three 300×200 frames, a grey each, as an animated WebP (a logo that moves, say).
  const [width, height, frames] = [300, 200, 3];
  const pixels = Buffer.alloc(width * height * frames * 3);
  for (let frame = 0; frame < frames; frame++) pixels.fill(40 + frame * 80, frame * width * height * 3, (frame + 1) * width * height * 3);
  await sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } }).webp().toFile(join(root, 'public', 'photos', 'logo.webp'));
  expect((await sharp(join(root, 'public', 'photos', 'logo.webp')).metadata()).pages).toBe(frames);
  const result = await processImage('/photos/logo.webp', 'sponsor');
  expect(result.original).toMatchObject({ width, height });
  expect((await sharp(variantFile(result.webp[0]!.url)).stats()).channels[0]!.mean).toBeCloseTo(40, -1);
  expect(result.advice).toContainEqual(
    'is animated (3 frames), and only its first frame is shown: use a still picture (its best frame saved as PNG or WebP), or an SVG, so that you choose what visitors see',
  );
  // A still picture gets no such line.
  await photo('photos/still.png', 300, 200);
  expect((await processImage('/photos/still.png', 'sponsor')).advice.join()).not.toMatch(/animated/);
});

test('SVG and other hosts pass through', async () => {
  writeFileSync(join(root, 'public', 'photos', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60"/></svg>');
  expect(await prepareImage('/photos/logo.svg', 'sponsor')).toEqual({ kind: 'svg', src: '/photos/logo.svg', width: 120, height: 60 });
  expect(await prepareImage('https://example.com/a.jpg', 'sponsor')).toEqual({ kind: 'remote', src: 'https://example.com/a.jpg' });
  expect(existsSync(join(root, 'public', '_img'))).toBe(false);
});

test('a drawing replaced under the same name is given its own size, while npm run dev runs', async () => {
  // One process serves every reload under `next dev`: the first drawing's size was kept for the
  // path, and a square logo saved over a wide one kept the wide one's box and crop advice.
  const logo = join(root, 'public', 'photos', 'logo.svg');
  writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90"/></svg>');
  expect(await prepareImage('/photos/logo.svg', 'sponsor')).toMatchObject({ width: 160, height: 90 });
  writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="50"/></svg>');
  expect(await prepareImage('/photos/logo.svg', 'sponsor')).toMatchObject({ width: 100, height: 100 });
});

test('a drawing of another shape than its place is cropped by the browser: the image step says so, as of a photo', async () => {
  await photo('photos/me.jpg', 1000, 1000, 1);
  // A square logo shown on a card (8:5): object-fit: cover cuts its top and bottom.
  writeFileSync(join(root, 'public', 'photos', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="1200"/></svg>');
  writeFileSync(join(root, 'public', 'photos', 'wide.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100"/></svg>');
  const { advice } = await buildImages(content(['/photos/logo.svg', '/photos/wide.svg']));
  expect(advice.filter((line) => line.includes('.svg'))).toEqual([
    expect.stringMatching(/^content\/portfolio\.json projects\[0\]\.img \(\/photos\/logo\.svg\): is cropped to 8:5 around its centre, losing 38% of it, 19% at the top and 19% at the bottom/),
  ]);
  // A drawing is sharp at any size: never "an original of … px or more would be sharp there".
  expect(advice.join('\n')).not.toMatch(/logo\.svg.*would be sharp/);
});

test('with CONTENT_DIR, originals come from the public/ beside it; variants go to this project’s public/', async () => {
  const other = join(root, 'sites', 'x');
  mkdirSync(join(other, 'public', 'photos'), { recursive: true });
  process.env.CONTENT_DIR = join(other, 'content');
  await sharp({ create: { width: 700, height: 700, channels: 3, background: '#357' } }).jpeg().toFile(join(other, 'public', 'photos', 'elsewhere.jpg'));
  const result = await processImage('/photos/elsewhere.jpg', 'portrait');
  expect(existsSync(variantFile(result.avif[0]!.url))).toBe(true);
  await expect(processImage('/photos/missing.jpg', 'portrait')).rejects.toThrow(/no file .*missing\.jpg/);
});

test('finds an original by the path the loader checked, and only those the loader accepts', async () => {
  const names = ['C#-app.png', '100%.png', 'my photo.png', 'a+b.png', 'café.png', 'me.png'];
  for (const name of names) writeFileSync(join(root, 'public', 'photos', name), 'png');
  const file = (name: string) => join(root, 'public', 'photos', name);
  const found = (src: string) => {
    try {
      return originalPath(src);
    } catch (error) {
      return (error as Error).message;
    }
  };
  // What the loader accepts (content/image-files.ts, with public/ beside the content, as here) is
  // the file the image step reads; what it refuses, the image step refuses with the same words.
  for (const [src, name] of [
    ['/photos/C%23-app.png', 'C#-app.png'],
    ['/photos/100%25.png', '100%.png'],
    ['/photos/my%20photo.png', 'my photo.png'],
    ['/photos/a+b.png', 'a+b.png'],
    ['/photos/a%2Bb.png', 'a+b.png'],
    ['/photos/caf%C3%A9.png', 'café.png'],
    ['/photos/café.png', 'café.png'],
  ] as const) {
    expect({ src, problem: imageFileProblem(src) }).toEqual({ src, problem: undefined });
    expect(found(src)).toBe(file(name));
  }
  for (const src of ['/photos/C#-app.png', '/photos/100%.png', '/photos/me.png/', '/photos/me.png?v=2']) {
    const problem = imageFileProblem(src);
    expect({ src, problem }).toEqual({ src, problem: expect.any(String) });
    expect(found(src)).toBe(problem);
  }
  await expect(processImage('/photos/C#-app.png', 'project')).rejects.toThrow(/^"\/photos\/C#-app\.png" has a "#"/);
  // A name stored with its accents decomposed (copied from a Mac), written composed: where the
  // path does not open it (Linux), the loader refuses it, saying why, and the image step finds nothing.
  writeFileSync(file('cre\u0300me.png'), 'png');
  const src = '/photos/cr\u00e8me.png';
  expect(imageFileProblem(src)).toMatch(/^no file .*, but there is cre\u0300me\.png, which looks the same: its accented letters are written in another form/);
  expect(found(src)).toMatch(/^no file /);
});

/** Just what contentImages() reads. */
function content(projects: string[], portrait = '/photos/me.jpg'): Content {
  return {
    home: { profile: { img: portrait, alt: 'me' } },
    portfolio: { projects: projects.map((img) => ({ img, alt: img })) },
    sponsors: { sponsors: [] },
  } as unknown as Content;
}

test('a drawing that cannot be read stops the image step naming its field; one of any declared size is shown', async () => {
  await photo('photos/me.jpg', 1000, 1000, 1);
  writeFileSync(join(root, 'public', 'photos', 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect></svg');
  await expect(buildImages(content(['/photos/broken.svg']))).rejects.toThrow(
    /^content\/portfolio\.json projects\[0\]\.img: \/photos\/broken\.svg is not an SVG drawing that can be read \(.*\): open it in a browser/,
  );
  writeFileSync(join(root, 'public', 'photos', 'huge.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000" viewBox="0 0 10 5"><rect width="10" height="5"/></svg>');
  await buildImages(content(['/photos/huge.svg']));
  expect(await prepareImage('/photos/huge.svg', 'project')).toEqual({ kind: 'svg', src: '/photos/huge.svg', width: 100000, height: 50000 });
});

test('the same advice for many photos of one list is given for three, then one line names the rest', async () => {
  await photo('photos/me.jpg', 1000, 1000, 1);
  const small = ['a', 'b', 'c', 'd', 'e', 'f'];
  for (const [index, name] of small.entries()) await photo(`photos/${name}.jpg`, 160, 100, index + 2);
  const { advice } = await buildImages(content(small.map((name) => `/photos/${name}.jpg`)));
  expect(advice).toHaveLength(4);
  expect(advice.slice(0, 3).map((line) => line.split(':')[0])).toEqual(['content/portfolio.json projects[0].img (/photos/a.jpg)', 'content/portfolio.json projects[1].img (/photos/b.jpg)', 'content/portfolio.json projects[2].img (/photos/c.jpg)']);
  expect(advice.slice(0, 3).every((line) => line.includes('160×100 px, shown up to'))).toBe(true);
  expect(advice[3]).toBe('content/portfolio.json: the same for 3 more: projects[3].img to projects[5].img');
});

test('the build step processes only what changed, prunes what no content names, and names a broken file', async () => {
  await photo('photos/me.jpg', 500, 500, 1);
  await photo('photos/a.jpg', 600, 375, 2);
  expect(await buildImages(content(['/photos/a.jpg']))).toMatchObject({ processed: 2, cached: 0 });
  await photo('photos/b.jpg', 600, 375, 3);
  const added = await buildImages(content(['/photos/a.jpg', '/photos/b.jpg']));
  expect(added).toMatchObject({ processed: 1, cached: 2 });
  expect(added.advice.some((line) => line.startsWith('content/portfolio.json projects[1].img (/photos/b.jpg): 600×375 px'))).toBe(true);
  // Each card's number of files, in the list's order: what its page weighs depends on it (lib/pagination/).
  expect(added.cardWidths).toEqual({ projects: [variantWidths(imageUses.project, 600).length, variantWidths(imageUses.project, 600).length], sponsors: [] });

  await buildImages(content(['/photos/b.jpg']));
  expect(readdirSync(join(root, 'public', '_img')).some((file) => file.startsWith('a-'))).toBe(false);

  writeFileSync(join(root, 'public', 'photos', 'broken.jpg'), 'not a picture');
  await expect(buildImages(content(['/photos/broken.jpg']))).rejects.toThrow(/^content\/portfolio\.json projects\[0\]\.img: \/photos\/broken\.jpg is not an image/);
});

test('a photo cut short (a copy or an upload that stopped) stops the build naming the field, and says to copy it again', async () => {
  await photo('photos/me.jpg', 500, 500, 1);
  await photo('photos/whole.jpg', 600, 375, 4);
  const whole = readFileSync(join(root, 'public', 'photos', 'whole.jpg'));
  // Its header reads (the size is known), its pixels stop a third of the way.
  writeFileSync(join(root, 'public', 'photos', 'cut.jpg'), whole.subarray(0, Math.floor(whole.length / 3)));
  await expect(buildImages(content(['/photos/cut.jpg']))).rejects.toThrow(
    /^content\/portfolio\.json projects\[0\]\.img: \/photos\/cut\.jpg could not be read to the end \(.+\): the file is damaged or cut short\. Copy or export it again/,
  );
});

test('"whole" shows all of a logo in its place\'s shape, the rest transparent (on white on the page), with no crop advice', async () => {
  await photo('photos/me.jpg', 500, 500, 1);
  // A square logo, dark on transparent, for a 16:9 sponsor card.
  await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 17, g: 24, b: 39, alpha: 1 } } }).png().toFile(join(root, 'public', 'photos', 'logo.png'));
  const whole = await processImage('/photos/logo.png', 'sponsor', 'whole');
  const cropped = await processImage('/photos/logo.png', 'sponsor');
  expect(whole.width / whole.height).toBeCloseTo(16 / 9, 2);
  expect(whole.advice.filter((line) => line.includes('cropped'))).toEqual([]);
  expect(cropped.advice.filter((line) => line.includes('cropped'))).toEqual([expect.stringMatching(/is cropped to 16:9 around its centre, losing 44% of it.*or "whole" to show all of it on white/)]);
  // The largest file: the logo whole in the middle (its top and bottom rows dark), transparent beside it.
  const file = join(root, 'public', whole.avif.at(-1)!.url.replace(/^\/_img\//, '_img/'));
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!;
  expect(alphaAt(Math.round(info.width / 2), 1)).toBeGreaterThan(200);
  expect(alphaAt(Math.round(info.width / 2), info.height - 2)).toBeGreaterThan(200);
  expect(alphaAt(2, Math.round(info.height / 2))).toBeLessThan(20);
  expect(alphaAt(info.width - 3, Math.round(info.height / 2))).toBeLessThan(20);
});

test('a print (CMYK) original is made all the same, with advice to export it as sRGB, stronger without a colour profile', async () => {
  await photo('photos/me.jpg', 500, 500, 1);
  const green = () => sharp({ create: { width: 960, height: 600, channels: 3, background: { r: 30, g: 189, b: 60 } } });
  await green().toColourspace('cmyk').jpeg().toFile(join(root, 'public', 'photos', 'press.jpg'));
  await green().withIccProfile('cmyk').toColourspace('cmyk').jpeg().toFile(join(root, 'public', 'photos', 'press-profiled.jpg'));
  const { advice } = await buildImages(content(['/photos/press.jpg', '/photos/press-profiled.jpg', '/photos/me.jpg']));
  expect(advice.filter((line) => line.includes('CMYK'))).toEqual([
    'content/portfolio.json projects[0].img (/photos/press.jpg): is a print file (CMYK, with no colour profile): its colours are converted for screens and may shift a lot: export it as sRGB ("Export for web", or "Convert to profile: sRGB" in an image editor) to choose them yourself',
    'content/portfolio.json projects[1].img (/photos/press-profiled.jpg): is a print file (CMYK): its colours are converted for screens and may shift: export it as sRGB ("Export for web", or "Convert to profile: sRGB" in an image editor) to choose them yourself',
  ]);
});

test('every photo the step cannot use is named at once, one line each, in content order, the others made all the same', async () => {
  await photo('photos/me.jpg', 500, 500, 1);
  await photo('photos/whole.jpg', 600, 375, 4);
  const whole = readFileSync(join(root, 'public', 'photos', 'whole.jpg'));
  writeFileSync(join(root, 'public', 'photos', 'cut.jpg'), whole.subarray(0, Math.floor(whole.length / 3)));
  writeFileSync(join(root, 'public', 'photos', 'cut-too.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
  writeFileSync(join(root, 'public', 'photos', 'broken.svg'), '<svg');
  const failure = await buildImages(content(['/photos/cut.jpg', '/photos/whole.jpg', '/photos/cut-too.jpg', '/photos/broken.svg'])).catch((error: Error) => error);
  expect(failure).toBeInstanceOf(Error);
  const lines = (failure as Error).message.split('\n');
  expect(lines).toEqual([
    expect.stringMatching(/^content\/portfolio\.json projects\[0\]\.img: \/photos\/cut\.jpg could not be read to the end/),
    expect.stringMatching(/^content\/portfolio\.json projects\[2\]\.img: \/photos\/cut-too\.jpg could not be read to the end/),
    expect.stringMatching(/^content\/portfolio\.json projects\[3\]\.img: \/photos\/broken\.svg /),
  ]);
  // The one that could be read was made.
  expect(readdirSync(join(root, 'public', '_img')).some((file) => file.startsWith('whole-'))).toBe(true);
});

test('an iPhone photo in HEIC renamed .jpg stops the build saying it is HEIC and how to make it a JPEG, not that it is damaged', async () => {
  await photo('photos/me.jpg', 500, 500, 1);
  // A 64×40 HEIC (HEVC inside, as an iPhone saves it), written under a JPEG's name: a transfer
  // app or the owner renamed it. Its header reads; sharp's prebuilt binaries cannot decode HEVC.
  const heic = Buffer.from('AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAaxtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAKAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHQAAEAAAAAAAAAMQACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADXaXBycAAAALVpcGNvAAAAdWh2Y0MBBAgAAAAAAAAAAAAe8AD8/fr6AAAPAyAAAQAXQAEMAf//BAgAAAMAnbgAAAMAAB66AkAhAAEAKkIBAQQIAAADAJ24AAADAAAeoCCBBNlurkprm4EBAwIAAAMAAgAAAwACECIAAQAGRAHBc8CJAAAAFGlzcGUAAAAAAAAAQAAAAEAAAAAUaXNwZQAAAAAAAABAAAAAKAAAABBwaXhpAAAAAAMKCgoAAAAaaXBtYQAAAAAAAAACAAECgQIAAgIDhAAAABppcmVmAAAAAAAAAA5kaW1nAAIAAQABAAAAOW1kYXQAAAAtKAGvGYDvVqHXeBhh9skCtlKSSXr6qyqg2IqeRq1g+bQ+GO/VyW3xHc0T5RLA', 'base64');
  writeFileSync(join(root, 'public', 'photos', 'IMG_0001.jpg'), heic);
  const step = buildImages(content(['/photos/IMG_0001.jpg']));
  await expect(step).rejects.toThrow(/^content\/portfolio\.json projects\[0\]\.img: \/photos\/IMG_0001\.jpg is a HEIC photo \(an iPhone's format\) though its name ends in \.jpg: .*save it as a JPEG/);
  await expect(step).rejects.not.toThrow(/damaged|cut short|bad seek|plugin/);
});

test('pruned, the cache keeps what the content uses and drops the rest: records, files and remembered hashes', async () => {
  await photo('photos/me.jpg', 500, 500, 1);
  await photo('photos/a.jpg', 600, 375, 2);
  await photo('photos/b.jpg', 600, 375, 3);
  const cache = join(root, '.cache', 'images');
  const entriesOf = (prefix: string) => [
    ...readdirSync(cache).filter((file) => file.startsWith(prefix) && file.endsWith('.json')).map((file) => join(cache, file)),
    ...readdirSync(join(cache, 'files')).filter((file) => file.startsWith(prefix)).map((file) => join(cache, 'files', file)),
  ];
  const hashed = () => Object.keys(JSON.parse(readFileSync(join(cache, 'hashes.json'), 'utf8')) as Record<string, string>);
  const original = (name: string) => join(root, 'public', 'photos', name);
  expect(await buildImages(content(['/photos/a.jpg', '/photos/b.jpg']))).toMatchObject({ processed: 3 });
  // Without the option (an owner's build), a photo taken out of the content stays in the cache.
  expect((await buildImages(content(['/photos/b.jpg']))).pruned).toBeUndefined();
  const ofA = entriesOf('a-');
  expect(ofA.length).toBeGreaterThan(1);
  expect(hashed().some((memo) => memo.startsWith(`${original('a.jpg')}:`))).toBe(true);

  const bytesOfA = ofA.reduce((sum, path) => sum + statSync(path).size, 0);
  const kept = entriesOf('b-');
  const { pruned, processed } = await buildImages(content(['/photos/b.jpg']), { pruneCache: true });
  expect(processed).toBe(0);
  expect(pruned).toEqual({ entries: 1, bytes: bytesOfA });
  expect(entriesOf('a-')).toEqual([]);
  expect(entriesOf('b-')).toEqual(kept);
  expect(hashed().some((memo) => memo.startsWith(`${original('a.jpg')}:`))).toBe(false);
  expect(hashed().some((memo) => memo.startsWith(`${original('b.jpg')}:`))).toBe(true);

  // What is kept still answers; what was dropped is made again when the content names it again.
  expect(await buildImages(content(['/photos/a.jpg', '/photos/b.jpg']))).toMatchObject({ processed: 1, cached: 2 });
});

test('a camera photo gives its card more files than a small photo, an SVG or a picture on another host none', async () => {
  await photo('photos/me.jpg', 500, 500);
  await photo('photos/camera.jpg', 1600, 1000, 2);
  await photo('photos/small.jpg', 400, 250, 3);
  writeFileSync(join(root, 'public', 'photos', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  const { cardWidths } = await buildImages(content(['/photos/camera.jpg', '/photos/logo.svg', 'https://example.com/a.png', '/photos/small.jpg']));
  const [camera, , , small] = cardWidths.projects;
  expect(cardWidths.projects).toEqual([camera, 0, 0, small]);
  expect(camera).toBe(variantWidths(imageUses.project, cropBox(1600, 1000, imageUses.project.aspect).width).length);
  expect(small).toBeGreaterThan(0);
  expect(small).toBeLessThan(camera!);
});

test('after the export, processed originals are left out of out/ and every variant is in it', async () => {
  await photo('photos/me.jpg', 500, 500);
  writeFileSync(join(root, 'public', 'photos', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  await buildImages(content(['/photos/logo.svg']));
  const out = join(root, 'out');
  mkdirSync(join(out, 'photos'), { recursive: true });
  writeFileSync(join(out, 'photos', 'me.jpg'), '');
  writeFileSync(join(out, 'photos', 'logo.svg'), '');
  expect(finishImages(content(['/photos/logo.svg']), out)).toBe(1);
  expect(existsSync(join(out, 'photos', 'me.jpg'))).toBe(false);
  expect(existsSync(join(out, 'photos', 'logo.svg'))).toBe(true);
  expect(readdirSync(join(out, '_img')).sort()).toEqual(readdirSync(join(root, 'public', '_img')).sort());
});

test('after the export, an original whose name is %-escaped in content is left out of out/ too', async () => {
  await photo('photos/me.jpg', 500, 500);
  await photo('photos/C#-app.jpg', 500, 500, 2);
  await photo('photos/100%.jpg', 500, 500, 3);
  const written = ['/photos/C%23-app.jpg', '/photos/100%25.jpg'];
  await buildImages(content(written));
  const out = join(root, 'out');
  mkdirSync(join(out, 'photos'), { recursive: true });
  for (const name of ['me.jpg', 'C#-app.jpg', '100%.jpg']) writeFileSync(join(out, 'photos', name), '');
  expect(finishImages(content(written), out)).toBe(3);
  expect(readdirSync(join(out, 'photos'))).toEqual([]);
});
