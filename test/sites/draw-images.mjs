// `node test/sites/draw-images.mjs test/sites/fixture/public`: redraws the fixture set's images
// (same names and formats) as flat shapes at the sizes a real owner uploads, so the image pipeline
// makes every variant from them, yet each file stays a few KB in the repository.
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
const root = process.argv[2];
const sizes = { work: [1600, 1000], sponsors: [1600, 900] };
function svg(name, w, h) {
  const hash = createHash('sha256').update(name).digest();
  const hue = (i) => `hsl(${hash[i] * 1.4},${40 + (hash[i + 1] % 40)}%,${35 + (hash[i + 2] % 30)}%)`;
  const shapes = [0, 3, 6, 9].map((i) => `<circle cx="${(hash[i] / 255) * w}" cy="${(hash[i + 1] / 255) * h}" r="${(0.12 + (hash[i + 2] / 255) * 0.25) * h}" fill="${hue(i + 12)}"/>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${hue(20)}"/>${shapes.join('')}<rect x="${w * 0.1}" y="${h * 0.7}" width="${w * 0.5}" height="${h * 0.08}" rx="${h * 0.04}" fill="#fff" fill-opacity="0.85"/></svg>`);
}
for (const dir of ['work', 'sponsors', '']) {
  const folder = join(root, 'images', dir);
  for (const file of readdirSync(folder)) {
    const path = join(folder, file);
    if (!statSync(path).isFile()) continue;
    const [w, h] = sizes[dir] ?? [1000, 1000];
    let image = sharp(svg(file, w, h));
    const ext = extname(file);
    image = ext === '.png' ? image.png({ palette: true, colours: 16, compressionLevel: 9 }) : ext === '.jpg' ? image.jpeg({ quality: 60, mozjpeg: true }) : image.webp({ quality: 60 });
    writeFileSync(path, await image.toBuffer());
  }
}
