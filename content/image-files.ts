// Checks that an image path in content/ names a picture the site can ship: a file (not a
// folder) of an image type, under the public/ folder that goes with the content being loaded.
import { readdirSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** The types the build's image pipeline takes (and every browser shows). */
export const imageExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'] as const;

const typeList = `${imageExtensions.slice(0, -1).join(', ')} or ${imageExtensions.at(-1)}`;

/**
 * The public/ folder images of `contentDir` are looked up in: PUBLIC_DIR when set, otherwise the
 * `public/` beside the content folder (content/ → public/, test/sites/x/content → test/sites/x/public).
 */
export function publicDirFor(contentDir: string): string {
  if (process.env.PUBLIC_DIR) return resolve(process.env.PUBLIC_DIR);
  return join(dirname(resolve(contentDir)), 'public');
}

let publicRoot: string | undefined;

/** Runs `check` with image paths resolved in `publicDir` (the loader sets it around each parse). */
export function checkingImagesIn<T>(publicDir: string, check: () => T): T {
  const previous = publicRoot;
  publicRoot = publicDir;
  try {
    return check();
  } finally {
    publicRoot = previous;
  }
}

function shownPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

const entriesOf = new Map<string, string[]>();
function entries(dir: string): string[] {
  let names = entriesOf.get(dir);
  if (!names) {
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    // Only for the length of one validation: an owner running `next dev` adds files meanwhile.
    entriesOf.set(dir, names);
    queueMicrotask(() => entriesOf.delete(dir));
  }
  return names;
}

/** What is wrong with the image path `src` ('/images/me.webp'), or undefined when it is fine. */
export function imageFileProblem(src: string): string | undefined {
  if (!src.startsWith('/')) return undefined; // an https:// URL: another host's business
  const root = publicRoot ?? join(process.cwd(), 'public');
  let decoded: string;
  try {
    decoded = decodeURI(src);
  } catch {
    return `"${src}" has a malformed %-escape: write the file name as it is, e.g. "/images/my photo.webp"`;
  }
  const file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return `"${src}" points outside ${shownPath(root)}/: images must be inside it`;
  let stat;
  try {
    stat = statSync(file);
  } catch {
    stat = undefined;
  }
  if (stat?.isDirectory()) {
    return `${shownPath(file)} is a folder, not an image: name a file in it, such as "${src.replace(/\/*$/, '')}/photo.webp"`;
  }
  const extension = extname(file).toLowerCase();
  if (extension === '.heic' || extension === '.heif') {
    // An iPhone's camera saves HEIC unless told otherwise: the photo an owner is most likely to
    // drop in. Browsers other than Safari cannot show it, and the image pipeline (sharp) cannot
    // read its HEVC pictures, so it has to become a JPEG first.
    return `"${src}" is a HEIC photo (an iPhone's format), which most browsers cannot show: save it as a JPEG and name that file (on a Mac: open it in Preview, File › Export, JPEG; on an iPhone, Settings › Camera › Formats › Most Compatible takes JPEG photos from then on)`;
  }
  if (!(imageExtensions as readonly string[]).includes(extension)) {
    return `"${src}" is not an image type the site takes: use a ${typeList} file`;
  }
  // Web hosts tell 'Photo.webp' from 'photo.webp' even where the owner's computer does not.
  const name = file.slice(file.lastIndexOf(sep) + 1);
  const siblings = entries(dirname(file));
  if (stat?.isFile() && siblings.includes(name)) return undefined;
  const otherCase = siblings.find((sibling) => sibling.toLowerCase() === name.toLowerCase());
  if (otherCase) {
    return `no file ${shownPath(file)}, but there is ${otherCase}: write the name with the same capitals (web servers tell them apart)`;
  }
  return `no file ${shownPath(file)}: add the image to ${shownPath(root)}/ or fix the path`;
}
