// Checks that an image path in content/ names a picture the site can ship: a file (not a
// folder) of an image type, under the public/ folder that goes with the content being loaded.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { withHttps } from '@/lib/site-url.mjs';
import { caseless, listedAs } from './file-names';
import { nearest } from './typos';

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
/** The site's own addresses (site.json's url, SITE_URL): an image URL on one of them is a file of public/. */
let siteAddresses: readonly URL[] = [];

/**
 * Runs `check` with image paths resolved in `publicDir`, and image URLs compared with `ownSite`,
 * the addresses the site is published at (the loader sets both around each parse).
 */
export function checkingImagesIn<T>(publicDir: string, check: () => T, ownSite: readonly string[] = []): T {
  const previous = [publicRoot, siteAddresses] as const;
  publicRoot = publicDir;
  siteAddresses = ownSite.flatMap((address) => (URL.canParse(address) ? [new URL(address)] : []));
  try {
    return check();
  } finally {
    [publicRoot, siteAddresses] = previous;
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

/** Why an image path can name no file the site ships: worded for the owner, as the loader reports it. */
export class ImagePathError extends Error {
  override name = 'ImagePathError';
}

const isImageName = (path: string) => (imageExtensions as readonly string[]).includes(extname(path).toLowerCase());

/**
 * The file an image path in content/ ('/images/my%20photo.webp') names, relative to public/
 * ('images/my photo.webp'): the one rule the loader checks paths by (`imageFileProblem`) and the
 * image pipeline finds originals by (lib/images/), so that what one accepts the other finds.
 * It is the file a browser gets for that address: each %-escape decoded as a static host
 * decodes it (%20 a space, %25 a "%", %23 a "#"). Throws an ImagePathError for a path no
 * browser would ask for as written: a "#" or "?" (the address ends there), a "/" at the end
 * (a folder's address), a "%" that starts no escape, an escaped "/".
 */
export function imageFilePath(src: string): string {
  const cut = src.search(/[#?]/);
  if (cut >= 0) {
    const mark = src[cut]!;
    const before = src.slice(0, cut);
    const why = `"${src}" has a "${mark}", where a web address ends the file's path (${mark === '#' ? 'a "#" starts a place in the page' : 'a "?" starts a query'}), so browsers would ask for "${before}"`;
    // "/images/me.webp?v=2": the path is whole before it; "/images/C#-app.png": the file's name has it.
    const named = src.includes('/', cut) ? 'folder' : 'file';
    throw new ImagePathError(
      isImageName(before) ? `${why}: write "${before}"` : `${why}: rename the ${named} without the "${mark}" and write its new name, e.g. "${src.replace(/[#?]/g, '')}"`,
    );
  }
  if (/%(2f|5c)/i.test(src)) {
    throw new ImagePathError(`"${src}" has an escaped "/" or "\\" (%2F, %5C), which web hosts do not all take as a folder: write "/" itself between folders`);
  }
  let path: string;
  try {
    path = src.slice(1).split('/').map(decodeURIComponent).join('/');
  } catch {
    const loose = src.replace(/%(?![\dA-Fa-f]{2})/g, '%25');
    throw new ImagePathError(
      loose !== src
        ? `"${src}" has a "%" that starts no escape such as %20 (a space): write a "%" of the file's name as %25, "${loose}", or rename the file without it`
        : `"${src}" has a %-escape that is no character (a letter beyond ASCII takes several, such as %C3%A9 for é): write the file's name as it is, e.g. "/images/café.webp", and a "%" in it as %25`,
    );
  }
  if (src.length > 1 && src.endsWith('/')) {
    throw new ImagePathError(`"${src}" ends with a "/", as a folder's path does: write the file's path without it, "${src.replace(/\/+$/, '')}"`);
  }
  return path;
}

/**
 * The path from public/'s top ("/images/me.webp") of an image path written through a folder named
 * public: from the project's folder ("public/images/me.webp", "/public/images/me.webp"), or copied
 * from the owner's computer, its backslashes already read as "/".
 */
const fromPublicTop = (path: string) => path.match(/(?:^|\/)public(\/.+)$/i)?.[1];
const FROM_PUBLIC_TOP = "(paths start at public/'s top, without its name)";

/**
 * What to tell an owner whose image is neither a path from public/'s top ("/images/me.webp") nor
 * an https:// address, with the value to write where one can be told from what they wrote: the
 * path from the project's folder ("public/images/me.webp"; through a folder named public, a
 * path copied from the owner's computer most likely leads to the project's), from the JSON's folder
 * ("../public/images/me.webp", "./images/me.webp"), one without its first "/" ("images/me.webp",
 * "me.webp"), with Windows' backslashes, an http://, "//" or bare address
 * ("cdn.example.com/logo.png"), or a file elsewhere on the owner's computer (a drive letter,
 * "file:///…", a network share, "~/Pictures/me.jpg").
 */
export function imageSourceHint(src: string): string {
  const expected = 'expected a path in public/ starting with "/", such as "/images/photo.webp", or an https:// URL';
  if (/^http:\/\//i.test(src)) return `${expected}: write "https://${src.slice('http://'.length)}" (a page served over https:// may not show an http:// image)`;
  if (src.startsWith('//')) return `${expected}: write "https:${src}"`;
  const path = src.replace(/\\/g, '/');
  const inPublic = fromPublicTop(path);
  if (inPublic) return `${expected}: write "${inPublic}" ${FROM_PUBLIC_TOP}`;
  if (/^(file:|[a-z]:\/|\/\/|~\/)/i.test(path)) {
    const name = path.split('/').pop()!;
    return `${expected}: "${src}" is a file on your computer, which visitors cannot load: copy it into public/images/ and write "/images/${name}"`;
  }
  // A file's name alone ("me.webp") has a dot too, but is no host.
  const address = path.includes('/') || !isImageName(path) ? withHttps(path) : undefined;
  if (address) return `${expected}: write "${address}"`;
  const relative = path.replace(/^(\.{1,2}\/)+/, '').replace(/^\/+/, '');
  if (relative && !/^[a-z][a-z\d+.-]*:/i.test(relative)) return `${expected}: write "/${relative}"`;
  return expected;
}

/**
 * What an owner with a HEIC photo does: the content check says it of a .heic or .heif name, and
 * the image step (lib/images/process.ts) of one whose name says JPEG or PNG but whose bytes are
 * HEIC (renamed by the owner or by the app that copied it off the phone).
 */
export const heicToJpeg =
  'save it as a JPEG and name that file (on a Mac: open it in Preview, File › Export, JPEG; on an iPhone, Settings › Camera › Formats › Most Compatible takes JPEG photos from then on)';

/** What is wrong with the image path `src` ('/images/me.webp'), or undefined when it is fine. */
export function imageFileProblem(src: string): string | undefined {
  if (!src.startsWith('/')) return undefined; // an https:// URL: another host's business
  const root = publicRoot ?? join(process.cwd(), 'public');
  const problemOf = (path: string) => {
    try {
      imageFilePath(path);
      return undefined;
    } catch (error) {
      if (error instanceof ImagePathError) return error.message;
      throw error;
    }
  };
  // "/images/projects/" most likely means the folder: when the "/" at the end is all that is
  // wrong, the folder's message below says more; a file's path with a "/" after it gets the "/"'s.
  const trimmed = src.length > 1 ? src.replace(/\/+$/, '') : src;
  const problem = problemOf(src);
  if (problem && (trimmed === src || problemOf(trimmed))) return problem;
  const file = resolve(root, imageFilePath(trimmed));
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
  if (problem) return problem;
  const extension = extname(file).toLowerCase();
  if (extension === '.heic' || extension === '.heif') {
    // An iPhone's camera saves HEIC unless told otherwise: the photo an owner is most likely to
    // drop in. Browsers other than Safari cannot show it, and the image pipeline (sharp) cannot
    // read its HEVC pictures, so it has to become a JPEG first.
    return `"${src}" is a HEIC photo (an iPhone's format), which most browsers cannot show: ${heicToJpeg}`;
  }
  if (extension === '.gif') {
    // A GIF is mostly an animation or a screen recording: the site shows still pictures, and
    // an animated WebP's first frame (lib/images/process.ts).
    return `"${src}" is a GIF, which the site does not take: save the frame to show as a PNG or WebP and name that file (the site shows still pictures)`;
  }
  if (!isImageName(file)) {
    return `"${src}" is not an image type the site takes: use a ${typeList} file`;
  }
  // "/public/images/me.webp": the path from the project's folder, where public/'s top is meant.
  const fromTop = /^\/public\//i.test(src) ? fromPublicTop(src) : undefined;
  if (!stat && fromTop && !imageFileProblem(fromTop)) return `no file ${shownPath(file)}: write "${fromTop}" ${FROM_PUBLIC_TOP}`;
  // "/portfolio/images/me.webp": the base path written in, which every address the site makes starts with already.
  const base = stat ? undefined : siteAddresses.map(({ pathname }) => pathname.replace(/\/+$/, '')).find((path) => path && src.startsWith(`${path}/`));
  const afterBase = base === undefined ? undefined : src.slice(base.length);
  if (afterBase && !imageFileProblem(afterBase)) {
    return `no file ${shownPath(file)}: "${src}" starts with the site's base path, ${base}, which the site adds itself: write "${afterBase}"`;
  }
  return nameProblem(root, file, stat?.isFile() ?? false);
}

/**
 * What to tell an owner whose image is an https:// address of a file in their own public/: on the
 * site's address (site.json's url, SITE_URL) or on any GitHub Pages site, a path that, after the
 * base path (or a project site's first folder, or none), names a file there. Such an address is
 * loaded as it is, the whole original on every screen (a phone's 12-megapixel photo), and answers
 * only once the site is published with the file: the deploy's check, which loads every picture
 * before anything is published, failed on it, so a new site was never published (found by a
 * newcomer's walkthrough, 2026-11-28). And public/'s copy, named by no path, was reported as a
 * photo to delete. Undefined for any other address.
 */
export function ownSiteImageProblem(src: string): string | undefined {
  if (!URL.canParse(src)) return undefined;
  const url = new URL(src);
  const own = siteAddresses.find((address) => address.host === url.host);
  if (!own && !url.hostname.endsWith('.github.io')) return undefined;
  const segments = url.pathname.split('/').slice(1);
  const base = own?.pathname.split('/').filter(Boolean) ?? [];
  const underBase = base.every((segment, index) => segments[index] === segment);
  for (const skipped of new Set([...(underBase ? [base.length] : []), 1, 0])) {
    const rest = segments.slice(skipped);
    if (rest.length === 0 || rest.at(-1) === '') continue;
    const path = `/${rest.join('/')}`;
    if (imageFileProblem(path) !== undefined) continue;
    const root = publicRoot ?? join(process.cwd(), 'public');
    const file = join(root, imageFilePath(path));
    const written = webPath(root, file);
    return (
      `"${src}" is the address of ${shownPath(file)} on your own site: write "${written}", its path in public/ (the site adds its base path). ` +
      'An address is loaded as it is, the whole original on every screen, and only once the site is published, so the deploy\'s check, which loads every picture first, fails on it'
    );
  }
  return undefined;
}

/**
 * Whether each folder of the path and the file's name are in their parent's listing as written:
 * web hosts tell 'Photo.webp' from 'photo.webp', and an 'Images/' folder from 'images/', even
 * where the owner's computer does not (macOS and Windows open the path whatever its capitals, so
 * `opens` cannot tell). Names are compared as Unicode's composed form (NFC) too: macOS may store
 * "é" as an e and an accent where the JSON has the one character, and opens either; such a name
 * is taken when the path opens (the image step reads it by the same path, lib/images/process.ts
 * `originalPath`) and explained when it does not (Linux opens only the bytes written).
 */
function nameProblem(root: string, file: string, opens: boolean): string | undefined {
  const missing = `no file ${shownPath(file)}: add the image to ${shownPath(root)}/ or fix the path`;
  const names = relative(root, file).split(sep);
  let dir = root;
  for (const [index, name] of names.entries()) {
    const path = join(dir, name);
    dir = path;
    const listed = entries(dirname(path));
    if (listed.includes(name)) continue;
    const what = index === names.length - 1 ? 'file' : 'folder';
    const composed = name.normalize('NFC');
    const sameLetters = listed.find((entry) => entry.normalize('NFC') === composed);
    if (sameLetters !== undefined) {
      if (opens) continue;
      return `no ${what} ${shownPath(path)}, but there is ${sameLetters}, which looks the same: its accented letters are written in another form (é as one character, or as e and an accent): retype the name in the JSON, or rename the ${what}, typing its name again`;
    }
    // A space the eye cannot tell from the one typed: macOS (13 and later) names screenshots
    // "Screenshot … at 10.00.00\u202fAM.png", and a name copied from a web page may have a
    // no-break space. Each is read as a space here; the one found is named, with its code.
    const spaced = (text: string) => text.normalize('NFC').replace(/\s/g, ' ');
    const sameSpaces = listed.find((entry) => entry !== name && spaced(entry) === spaced(name));
    if (sameSpaces !== undefined) {
      const odd = [...new Set([...sameSpaces].filter((char) => char !== ' ' && spaced(char) === ' '))];
      if (odd.length === 0) {
        return `no ${what} ${shownPath(path)}, but there is ${sameSpaces}, which looks the same: the JSON has a space of another kind where its name has a plain space: retype the spaces in the JSON`;
      }
      const codes = odd.map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
      const kind = odd.length > 1 ? 'spaces of other kinds' : odd[0] === '\u202f' ? 'a narrow no-break space' : odd[0] === '\u00a0' ? 'a no-break space' : 'a space of another kind';
      const escapes = odd.map((char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`).join(' or ');
      const mac = odd.includes('\u202f') ? " (macOS puts one before AM and PM in a screenshot's name)" : '';
      return `no ${what} ${shownPath(path)}, but there is ${sameSpaces}, which looks the same: its name has ${kind} (${codes}) where the JSON has a space${mac}: rename the ${what}, typing its name again with plain spaces, or write that space as ${escapes} in the JSON`;
    }
    const otherCase = listedAs(listed, name);
    if (otherCase === undefined) {
      const meant = meantFile(root, names, index);
      return meant ? `no file ${shownPath(file)}: did you mean "${meant}"? (Or add the image to ${shownPath(root)}/.)` : missing;
    }
    // The path with this name's capitals as on disk, when that is all that was wrong: the value to write.
    const corrected = webPath(root, join(root, ...names.slice(0, index), otherCase, ...names.slice(index + 1)));
    const write = imageFileProblem(corrected) === undefined ? `write "${corrected}", ` : 'write ';
    return what === 'file'
      ? `no file ${shownPath(path)}, but there is ${otherCase}: ${write}the name with the same capitals (web servers tell them apart)`
      : `no folder ${shownPath(path)}, but there is ${otherCase}: ${write}the folder's name with the same capitals (web servers tell them apart)`;
  }
  return opens ? undefined : missing;
}

/** How content/ writes the file at `path` in `root`: from public/'s top, with what would end or escape the path escaped. */
const webPath = (root: string, path: string) => `/${relative(root, path).split(sep).join('/')}`.replace(/[%#?]/g, (char) => encodeURIComponent(char));

/** The most files `meantFile` looks through for one of the same name: a public/ folder holds far fewer. */
const MOST_FILES_SEARCHED = 20_000;

/**
 * The image a path with no file most likely means, as content/ would write it: the path with the
 * missing folder's or file's name a typo or two away from one that is there, the only one so near
 * ("/images/velo-cargo-lyom.jpg": "velo-cargo-lyon.jpg"), or the one file of the same name below
 * the deepest folder of the path that is there ("/images/me.jpg" for "/images/profile/me.jpg",
 * its folder left out). Not a name that differs in its digits alone: "project-13.png", not there
 * yet, is not "project-1.png".
 */
function meantFile(root: string, names: readonly string[], missingAt: number): string | undefined {
  const dir = join(root, ...names.slice(0, missingAt));
  const written = names[missingAt]!;
  const last = missingAt === names.length - 1;
  const digitsAlone = (name: string) => caseless(name).replace(/\d/g, '') === caseless(written).replace(/\d/g, '');
  const candidates = (last ? entries(dir).filter(isImageName) : entries(dir)).filter((name) => !digitsAlone(name));
  const near = nearest(written, candidates, 2, caseless);
  if (near !== undefined) {
    const path = join(dir, near, ...names.slice(missingAt + 1));
    if (statSync(path, { throwIfNoEntry: false })?.isFile()) return webPath(root, path);
  }
  const name = caseless(names.at(-1)!);
  const found: string[] = [];
  const folders = [dir];
  let seen = 0;
  while (folders.length > 0 && seen < MOST_FILES_SEARCHED && found.length < 2) {
    const folder = folders.shift()!;
    let children: Dirent[];
    try {
      children = readdirSync(folder, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const child of children) {
      seen++;
      if (child.name.startsWith('.')) continue;
      if (child.isDirectory()) folders.push(join(folder, child.name));
      else if (child.isFile() && caseless(child.name) === name) found.push(join(folder, child.name));
    }
  }
  return found.length === 1 ? webPath(root, found[0]!) : undefined;
}
