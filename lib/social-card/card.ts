// The social card (og.png): the owner's name, job title and taglines in whatever script they are
// written in. Text is drawn by Pango in a child process (draw-text.mjs) with fonts from npm
// packages only; this module picks the fonts, lays the blocks out and composites the picture.
// next/og (satori) was the first choice, but it downloads fonts and emoji at build time and does
// not shape Arabic or reorder right-to-left text.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { drawnWith, fontsFor, inDeclaredOrder, isRightToLeft, type FontFile, type Weight } from '@/lib/fonts/script-fonts';
import { woffToTtf } from '@/lib/fonts/woff-to-ttf';
import { textDirection, writtenDirection } from '@/lib/i18n/direction';
import { hasJoinedLetters } from '@/lib/i18n/letter-spacing';
import { unspacedLetter } from '@/lib/i18n/unspaced-letter';
import { endsNoLine, startsNoLine } from '@/lib/i18n/kinsoku';
import { ogImage } from '@/lib/og-image';
import { palettes } from '@/tailwind.config';

export interface CardText {
  name: string;
  jobTitle: string;
  /**
   * The taglines under the job title, in order. The card shows as many whole ones as fit on two
   * lines, joined with " · ".
   */
  taglines: string[];
  /** The site's address, shown beside the monogram. */
  address: string;
  /** The monogram's letters. */
  initials: string;
  /**
   * The site's language: which shapes Han characters take (Japanese in "ja"), and the card's
   * direction (an Urdu card reads from the right, whatever letter its name starts with).
   */
  lang?: string;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface DrawnCard {
  png: Buffer;
  /** The font files the card was drawn with. */
  fonts: FontFile[];
  /** Where the name was drawn (for tests and for anyone placing things over the card). */
  nameBox: Box;
  /** Where the monogram was drawn, inside its badge. */
  initialsBox: Box;
  /** The taglines as drawn: the whole ones that fit, or the first cut short (`shortenedTagline`). */
  tagline: string;
}

const W: number = ogImage.width;
const H: number = ogImage.height;
const padX = 80;
const padY = 72;
const monogram = 88;
const textWidth = W - 2 * padX;

interface Block {
  text: string;
  weight: Weight;
  size: number;
  color: string;
  /** The width it wraps at; without one, a line per paragraph. */
  width?: number;
  letterSpacing?: number;
  /**
   * Its language: the shapes of Han characters (`fontsFor`), and the forms its letters take in it,
   * which Pango asks the fonts for (Urdu's ۴ ۶ ۷, which Persian writes otherwise:
   * lib/fonts/opentype-language.ts).
   */
  lang?: string | undefined;
}

const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/**
 * A Pango font description listing the block's font files in fallback order, each by the family
 * name the card's fontconfig gives it (`renameRule`): the subset files of one typeface share its
 * family name, and Pango would try them in an order of its own.
 */
const fontDescription = (fonts: FontFile[], weight: Weight, size: number, alias: (font: FontFile) => string) =>
  `${inDeclaredOrder(fonts).map(alias).join(', ')}, ${weight === 700 ? 'Bold' : 'Regular'} ${size}px`;

/** A fontconfig rule naming one font file's family after the file, so a description can name that file. */
const renameRule = (file: string, family: string) =>
  `<match target="scan"><test name="file"><string>${escapeMarkup(file)}</string></test><edit name="family" mode="assign" binding="strong"><string>${family}</string></edit></match>`;

/**
 * Text Pango would break inside a word: Chinese and Japanese between any two characters
 * ("スペシャリスト · フ" | "ロントエンド"), Korean between any two syllables, where it is broken at
 * spaces only (as the pages set it: lib/i18n/line-breaking.ts), and Thai, Lao, Khmer and Burmese
 * wherever the line is full (this Pango has no dictionary of their words). A run of it between
 * spaces (a tagline, a name, a job title) is kept on one line where it fits (`Piece`).
 */
const keptTogether = new RegExp(`${unspacedLetter.source}|\\p{Script=Hangul}`, 'u');

/**
 * Pango markup for draw-text.mjs: a string is drawn as it is; `{ keep }` is kept on one line where
 * it fits the block's width, and where it does not, its pieces are laid out one by one, with
 * `between` between them.
 */
type Piece = string | { keep: Piece[]; between?: string };

/**
 * A run too long for its line, in words (as Intl.Segmenter finds them, with dictionaries for
 * Chinese, Japanese, Thai, Lao, Khmer and Burmese), each kept whole where it fits, with a zero-width
 * space between them where Pango would find no break of its own (Thai). A word starts no line with
 * what Japanese typesetting starts none with (a small kana, "ー", a closing bracket or a full stop:
 * the dictionary has no "ウェブ" and makes "ウ", "ェ", "ブ" of it), nor leaves an opening bracket at
 * the end of one. A word longer than the line is broken between two characters, never inside one.
 */
function wordsOf(run: string, lang: string | undefined): Piece {
  const words: string[] = [];
  for (const { segment } of new Intl.Segmenter(lang, { granularity: 'word' }).segment(run)) {
    const last = words.at(-1);
    if (last === undefined || (!startsNoLine.test(segment[0]!) && !endsNoLine.test(last.at(-1)!))) words.push(segment);
    else words.push(words.pop()! + segment);
  }
  return { keep: words.map((word) => ({ keep: [escapeMarkup(word)] })), between: '\u200b' };
}

/**
 * Letters joined by a hyphen ("Lefèvre-Dubois", "front-end"), which Pango breaks after the hyphen
 * where a line is full: "Margaux Lefèvre-" | "Dubois" on a French owner's card.
 */
const hyphenated = /[\p{L}\p{M}][-\u2010][\p{L}\p{M}]/u;

/**
 * The text's pieces: each run between spaces that Pango would break inside a word is kept
 * together (`keptTogether`), and broken between its words only if it is longer than a line; a
 * hyphenated run is kept together too, and broken at its hyphen only if it is longer than a line.
 */
function pieces(text: string, lang: string | undefined): Piece[] {
  return text
    .split(/(\s+)/u)
    .filter((run) => run !== '')
    .map((run) => (keptTogether.test(run) ? wordsOf(run, lang) : hyphenated.test(run) ? { keep: [escapeMarkup(run)] } : escapeMarkup(run)));
}

function markup({ text, color, letterSpacing, lang }: Block): { open: string; pieces: Piece[]; close: string } {
  // Spacing letters apart would break the joins of cursive scripts: Arabic, Syriac, NKo…
  const spacing = letterSpacing && !hasJoinedLetters(text) ? ` letter_spacing="${letterSpacing * 1024}"` : '';
  const language = lang ? ` lang="${escapeMarkup(lang)}"` : '';
  return { open: `<span foreground="${color}"${spacing}${language}>`, pieces: pieces(text, lang), close: '</span>' };
}

interface DrawnBlock {
  png: Buffer;
  width: number;
  height: number;
}

/** Draws the blocks in a child process whose fontconfig knows only `fonts`. */
async function drawBlocks(blocks: Block[], fonts: FontFile[]): Promise<Array<DrawnBlock | null>> {
  const dir = await mkdtemp(join(tmpdir(), 'social-card-'));
  try {
    const ttf = ({ path }: FontFile) => join(dir, basename(path, '.woff') + '.ttf');
    const alias = (font: FontFile) => `CardFont${fonts.findIndex(({ path }) => path === font.path)}`;
    await Promise.all(fonts.map(async (font) => writeFile(ttf(font), woffToTtf(await readFile(font.path)))));
    await writeFile(
      join(dir, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${escapeMarkup(dir)}</dir><cachedir>${escapeMarkup(join(dir, 'cache'))}</cachedir>\n` +
        `${fonts.map((font) => renameRule(ttf(font), alias(font))).join('\n')}\n</fontconfig>\n`,
    );
    const visible = blocks.filter((block) => /\S/.test(block.text));
    const jobs = visible.map((block) => ({
      ...markup(block),
      font: fontDescription(fontsFor(block.text, block.weight, { ...drawnWith['og.png'], lang: block.lang }), block.weight, block.size, alias),
      width: block.width,
    }));
    const output = await run(join(process.cwd(), 'lib', 'social-card', 'draw-text.mjs'), JSON.stringify({ blocks: jobs }), {
      ...process.env,
      FONTCONFIG_FILE: join(dir, 'fonts.conf'),
    });
    const drawn = (JSON.parse(output) as Array<{ png: string; width: number; height: number }>).map((block) => ({
      ...block,
      png: Buffer.from(block.png, 'base64'),
    }));
    return blocks.map((block) => (/\S/.test(block.text) ? drawn.shift()! : null));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(script: string, input: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`the social card's text could not be drawn: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    child.stdin.end(input);
  });
}

/**
 * The tagline texts to draw, shortest first: the first tagline, the first two joined, and so on.
 * Each is drawn and the longest that fits on two lines is kept, so no tagline is ever cut off
 * half-drawn or left behind its separator.
 */
const wholeTaglines = (taglines: string[]) =>
  taglines.filter((tagline) => /\S/.test(tagline)).map((_, i, written) => written.slice(0, i + 1).join(' · '));

/**
 * A first tagline too long for two lines on its own, cut after each of its words in turn, with an
 * ellipsis: the card would rather say most of it than nothing. Words are as Intl.Segmenter finds
 * them, which knows Thai, Lao, Khmer, Burmese, Chinese and Japanese words without spaces; a cut
 * never leaves a space or punctuation before the ellipsis. A single word longer than two lines
 * gives no cut that fits, and the card has no tagline.
 */
function shortenedTagline(tagline: string, lang: string | undefined): string[] {
  return Array.from(new Intl.Segmenter(lang, { granularity: 'word' }).segment(tagline))
    .filter(({ segment, index }) => !/[\s\p{P}]$/u.test(segment) && index + segment.length < tagline.length)
    .map(({ segment, index }) => `${tagline.slice(0, index + segment.length)}…`);
}

/**
 * Each text as a tagline block, then as two lines of itself that never wrap. The second is as tall
 * as two lines of that text can be, whatever its script's line height (an Arabic, Burmese or Tibetan
 * line is half as tall again as a Latin one, or more), so a tagline drawn no taller fits on two lines.
 */
const withTwoLineRulers = (texts: string[], block: (text: string) => Block) =>
  texts.flatMap((text) => [block(text), { ...block(`${text}\n${text}`), width: undefined }]);

/** The longest text whose block is no taller than its ruler (`withTwoLineRulers`), with the text. */
function longestOnTwoLines(texts: string[], drawn: Array<DrawnBlock | null>): { text: string; block: DrawnBlock } | null {
  const fits = texts.map((text, i) => ({ text, block: drawn[2 * i], ruler: drawn[2 * i + 1] }));
  const longest = fits.findLast(({ block, ruler }) => block && ruler && block.height <= ruler.height);
  return longest ? { text: longest.text, block: longest.block! } : null;
}

/**
 * Sizes tried for the monogram, largest first, until it fits its badge on one line: two Tamil
 * letters ("காசு") are twice as wide as two Latin ones, and wrapped at the badge's width they
 * stood one above the other.
 */
const initialsSizes = [40, 32, 26];
/** Sizes tried for the name, largest first, until it fits the room left by the other lines. */
const nameSizes = [96, 84, 72, 60, 48, 40];
const jobTitleSizes = [52, 44, 36];

export async function drawSocialCard(text: CardText, palette: Record<keyof (typeof palettes)['dark'], string> = palettes.dark): Promise<DrawnCard> {
  const { lang } = text;
  const rtl = (lang !== undefined && textDirection({ lang }) === 'rtl') || isRightToLeft(text.name);
  /**
   * `words` laid out in the direction the pages give them (`writtenDirection`): Pango lays a
   * paragraph out by its first strong character, and an Urdu job title starting with an English
   * name ("iOS اور ویب ڈویلپر") read from the left, "iOS" at its far left. A direction mark before
   * the words says the one meant.
   */
  const directed = (words: string) => {
    const dir = writtenDirection(words, { page: rtl ? 'rtl' : 'ltr' });
    return dir === 'rtl' ? `\u200f${words}` : dir === 'ltr' ? `\u200e${words}` : words;
  };
  const addressWidth = textWidth - monogram - 24;
  // A separator stays with the tagline before it (a no-break space): a line ends with " ·", and no line starts with "· ".
  const taglineBlock = (tagline: string): Block => ({ text: directed(tagline.replaceAll(' · ', '\u00a0· ')), weight: 400, size: 30, color: palette.muted, width: textWidth, lang });
  const fontsOf = (blocks: Block[]) => uniqueFonts(blocks.flatMap((block) => fontsFor(block.text, block.weight, { ...drawnWith['og.png'], lang: block.lang })));
  const taglines = wholeTaglines(text.taglines);
  const blocks: Block[] = [
    { text: text.address, weight: 400, size: 30, color: palette.muted, width: addressWidth },
    ...initialsSizes.map((size): Block => ({ text: text.initials, weight: 700, size, color: palette['accent-fg'], lang })),
    ...jobTitleSizes.map((size): Block => ({ text: directed(text.jobTitle), weight: 700, size, color: palette.accent, width: textWidth, lang })),
    ...nameSizes.map((size): Block => ({ text: directed(text.name), weight: 700, size, color: palette.fg, width: textWidth, letterSpacing: -2, lang })),
    ...withTwoLineRulers(taglines, taglineBlock),
  ];
  let fonts = fontsOf(blocks);
  const [address, ...drawn] = await drawBlocks(blocks, fonts);
  const monograms = drawn.slice(0, initialsSizes.length);
  const initials = monograms.find((block) => block && block.width <= monogram - 16) ?? monograms.at(-1) ?? null;
  const rest = drawn.slice(initialsSizes.length);
  const jobTitles = rest.slice(0, jobTitleSizes.length);
  const names = rest.slice(jobTitleSizes.length, jobTitleSizes.length + nameSizes.length);
  let tagline = longestOnTwoLines(taglines, rest.slice(jobTitleSizes.length + nameSizes.length));
  if (!tagline && taglines.length > 0) {
    // Only a first tagline of some 140 Latin letters or more comes here: the usual card is drawn in one round.
    const cuts = shortenedTagline(taglines[0]!, lang);
    const cutBlocks = withTwoLineRulers(cuts, taglineBlock);
    const cutFonts = fontsOf(cutBlocks);
    tagline = longestOnTwoLines(cuts, await drawBlocks(cutBlocks, cutFonts));
    fonts = uniqueFonts([...fonts, ...cutFonts]);
  }
  // The job title on one line if a smaller size allows, else on two at the smallest.
  const jobTitle = jobTitles.find((block, i) => block && block.height <= jobTitleSizes[i]! * 1.6) ?? jobTitles.at(-1) ?? null;

  // The body stands on the bottom margin; the name takes the room the header leaves.
  const bodyTop = padY + monogram + 40;
  const bottom = H - padY;
  const taglineH = tagline?.block.height ?? 0;
  const jobH = Math.min(jobTitle?.height ?? 0, 140);
  const nameRoom = bottom - bodyTop - taglineH - jobH - (tagline ? 28 : 0) - (jobTitle ? 20 : 0);
  const name = names.find((block) => block && block.height <= nameRoom) ?? names.at(-1) ?? null;
  const nameH = Math.min(name?.height ?? 0, nameRoom);

  const x = (left: number, width: number) => (rtl ? W - left - width : left);
  const layers: Array<{ block: DrawnBlock; box: Box }> = [];
  /** Places a block (mirrored for a right-to-left name), cut to `maxHeight` and to the card. */
  const place = (block: DrawnBlock | null | undefined, left: number, top: number, maxHeight = H): Box | null => {
    if (!block) return null;
    const width = Math.min(block.width, W - left);
    const box = { left: Math.round(x(left, width)), top: Math.max(0, Math.round(top)), width, height: 0 };
    box.height = Math.min(block.height, maxHeight, H - box.top);
    layers.push({ block, box });
    return box;
  };

  const initialsBox = place(initials, padX + (monogram - Math.min(initials?.width ?? 0, monogram)) / 2, padY + (monogram - (initials?.height ?? 0)) / 2) ?? { left: x(padX, 0), top: padY, width: 0, height: 0 };
  place(address, padX + monogram + 24, padY + (monogram - Math.min(address?.height ?? 0, monogram)) / 2, monogram);
  const taglineTop = bottom - taglineH;
  const jobTop = taglineTop - (tagline ? 28 : 0) - jobH;
  const nameTop = jobTop - (jobTitle ? 20 : 0) - nameH;
  const nameBox = place(name, padX, nameTop, nameH) ?? { left: x(padX, 0), top: nameTop, width: 0, height: 0 };
  place(jobTitle, padX, jobTop, jobH);
  place(tagline?.block, padX, taglineTop);

  const overlays = await Promise.all(
    layers.map(async ({ block, box }) => ({
      input:
        box.width < block.width || box.height < block.height
          ? await sharp(block.png).extract({ left: 0, top: 0, width: box.width, height: box.height }).toBuffer()
          : block.png,
      left: box.left,
      top: box.top,
    })),
  );

  const monogramLeft = x(padX, monogram);
  const [cx, cy] = [W * 0.85, H * 0.2];
  const radius = Math.hypot(cx, H - cy) * 0.55;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><radialGradient id="g" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${radius}">
    <stop offset="0" stop-color="${palette['accent-soft']}"/><stop offset="1" stop-color="${palette.bg}"/>
  </radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <rect x="${monogramLeft}" y="${padY}" width="${monogram}" height="${monogram}" rx="24" fill="${palette.accent}"/>
</svg>`;
  const png = await sharp(Buffer.from(background)).composite(overlays).png().toBuffer();
  return { png, fonts, nameBox, initialsBox, tagline: tagline?.text ?? '' };
}

function uniqueFonts(fonts: FontFile[]): FontFile[] {
  return [...new Map(fonts.map((font) => [font.path, font])).values()];
}
