// The site in the owner's language: the content the suite runs on, in English as the suite's own
// build has it (site.json's lang en-GB), and built three times more with site.json's lang set to
// French, to Arabic and to Pashto, which has no content/ui file (scripts/site/build-site.ts, one
// after another in one workspace, each export copied to a folder of its own), served side by side
// on ports the system picks.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { roleList } from '@/components/home/roles';
import { typedLetters } from '@/components/home/typewriter-text';
import { socialNetworks } from '@/components/social/networks';
import { uiDir } from '@/content';
import { stringFields } from '@/lib/string-fields';
import { uiSchema, type UiStrings } from '@/content/ui/schema';
import { initials } from '@/lib/initials';
import { isolatedName, textDirection } from '@/lib/i18n/direction';
import { layoutShifts, recordLayoutShifts } from '@/scripts/layout-shift';
import { buildSite } from '../scripts/site/build-site';
import { startServer } from '../scripts/serve.mjs';
import { expectNoAxeViolations } from './axe';
import { holdFonts } from './held-fonts';
import { misalignedHeaders } from './layout-checks';
import { basePath, content, expect, fillIn, furtherPages, openedDialog, openInTheme, stubGitHubSponsors, test, themes } from './fixtures';
import { asRead, elementsOf, pdfStructure } from './pdf-text';

const languages = ['en', 'fr', 'ar'] as const;
type Language = (typeof languages)[number];
const translated = ['fr', 'ar'] as const;

const strings = Object.fromEntries(
  languages.map((lang) => [lang, uiSchema.parse(JSON.parse(readFileSync(join(uiDir(), `${lang}.json`), 'utf8')))]),
) as Record<Language, UiStrings>;

// With each list's further pages: their links between pages are words of the site too.
const paths = ['./', 'portfolio/', 'about/', 'contact/', 'sponsors/', ...furtherPages, 'no/such/page/'];

/** The `lang` each site is built with: English is the suite's own build, as the content set has it. */
const builtLang: Record<Language, string> = { en: content.site.lang, fr: 'fr', ar: 'ar' };

/** Every item of these lists is marked as written in English (content/schemas.ts, `lang` of an item). */
const markedEnglish: Record<string, (json: Record<string, unknown>) => void> = Object.fromEntries(
  (
    [
      ['portfolio.json', 'projects'],
      ['sponsors.json', 'sponsors'],
      ['about.json', 'timeline'],
    ] as const
  ).map(([file, list]) => [file, (json: Record<string, unknown>) => (json[list] as Record<string, unknown>[]).forEach((item) => (item.lang = 'en'))]),
);

const sites = {} as Record<Language, string>;

/** A skill of the Arabic site's: Arabic, with an English name first (`writtenDirection`). */
const mixedSkill = 'Swift مطوّرة تطبيقات';
/** The Arabic site's second tagline, in its place of the fixture's: Arabic, with an English word inside. */
const mixedTagline = 'مطوّر React ومصمم';
/**
 * A language the site has no words of its own in (no content/ui/ps.json): they are English. One
 * written right to left, the harder case: the English words' own direction is tested too.
 */
const untranslated = 'ps' as const;
let untranslatedSite = '';
const servers: Server[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  sites.en = baseURL!;
  // Three builds: on a busy machine each can take minutes.
  test.setTimeout(20 * 60_000);
  for (const lang of [...translated, untranslated]) {
    const out = buildSite(`fixture-${lang}`, {
      from: 'fixture',
      // One after another in one workspace, each compiling only what the last one's JSON changed.
      buildIn: 'fixture-languages',
      // One build each, with the estimate's split: these tests read the words, and bench:size
      // weighs the fixture's pages (a second build to bring a list page under the line: 10–20 s).
      passes: 1,
      edit: {
        'site.json': (site) => {
          site.lang = lang;
          delete site.dir;
        },
        // The fixture's projects, sponsors and jobs are written in English: the owner says so. On
        // the Pashto site they are not marked, as an owner writing in Pashto would leave them.
        ...(lang === untranslated ? {} : markedEnglish),
        // The Arabic owner's skills include one in Arabic with an English name first, and their
        // second tagline is in Arabic with an English word inside.
        ...(lang === 'ar'
          ? {
              'about.json': (about: Record<string, unknown>) => {
                markedEnglish['about.json']!(about);
                (about.skills as { name: string }[]).push({ name: mixedSkill });
              },
              'home.json': (home: Record<string, unknown>) => {
                (home.roles as Record<string, string>).second = mixedTagline;
              },
            }
          : {}),
      },
    }).out;
    const server = await startServer({ root: out, port: 0, basePath });
    servers.push(server);
    const url = `http://localhost:${(server.address() as AddressInfo).port}${basePath}/`;
    if (lang === untranslated) untranslatedSite = url;
    else sites[lang] = url;
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});


/**
 * The owner's own words, which stay as the owner wrote them in any language: every text of the
 * content (but the site's words), the monogram, and the names of the social networks and of
 * GitHub Sponsors, which are names.
 */
const ownerTexts = [
  // White space as the page's texts are read (`textsAndLanguages`): a line break is one space.
  ...stringFields({ ...content, ui: undefined }).map(([, text]) => asRead(text)),
  initials(content.site.name, content.site.lang),
  ...socialNetworks.map(({ label }) => label),
  'GitHub Sponsors',
  'GitHub',
  'LinkedIn',
]
  .filter((text) => text.trim().length > 1)
  .sort((a, b) => b.length - a.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English words a translation must not leave behind: each English string the translation
 * changes, cut at its placeholders, without the punctuation around the pieces. A piece the
 * translation of the same string says too is a word both languages share ("page" in French's
 * "(page {page} sur {count})"), not one left behind.
 */
function englishLeftovers(lang: Language) {
  const translation = new Map(stringFields(strings[lang]));
  return stringFields(strings.en)
    .filter(([key, english]) => translation.get(key) !== english)
    .flatMap(([key, english]) =>
      english
        .split(/\{[^{}]*\}/)
        .map((piece) => piece.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, ''))
        .filter((piece) => /\p{L}{2}/u.test(piece))
        .map((piece) => ({ key, piece, pattern: new RegExp(`(^|[^\\p{L}])${escape(piece)}($|[^\\p{L}])`, 'u') }))
        .filter(({ pattern }) => !pattern.test(translation.get(key) ?? '')),
    );
}

/**
 * What the page's elements say, shown or announced, each with the language it is read in (the
 * nearest `lang`): their text, also inside <noscript> (read as the markup it holds would be
 * without scripts), and the labels, titles and alternative texts of its elements; only inside
 * `scope` when given.
 */
function textsAndLanguages(page: Page, scope?: string): Promise<{ text: string; lang: string }[]> {
  return page.evaluate((scope) => {
    const found: { text: string; lang: string }[] = [];
    const languageOf = (element: Element, outside: string) => element.closest('[lang]')?.getAttribute('lang') ?? outside;
    // An owner's paragraph with an address in it (components/ui/Prose.tsx) is one text, read whole;
    // a link's "(opens in a new tab)" in it (the site's words, for screen readers), and any part in
    // a language of its own, is read on its own.
    const wholes = new Set<Element>();
    const apart = '[lang], .sr-only';
    const read = (root: Element, outside: string) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, template, title')) continue;
        const whole = parent.closest('p:has(> .hyphens-manual)');
        if (whole) {
          if (!wholes.has(whole)) {
            const own = whole.cloneNode(true) as Element;
            for (const part of own.querySelectorAll(apart)) part.remove();
            found.push({ text: own.textContent ?? '', lang: languageOf(whole, outside) });
            for (const part of whole.querySelectorAll(apart)) {
              const around = part.parentElement?.closest(apart);
              if (!around || !whole.contains(around) || around === whole) found.push({ text: part.textContent ?? '', lang: languageOf(part, outside) });
            }
          }
          wholes.add(whole);
          continue;
        }
        // Scripting is on, so <noscript> holds its markup as text.
        const noscript = parent.closest('noscript');
        if (noscript) read(new DOMParser().parseFromString(node.textContent ?? '', 'text/html').body, languageOf(noscript, outside));
        else found.push({ text: node.textContent ?? '', lang: languageOf(parent, outside) });
      }
      for (const element of root.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
        for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
          if (element.hasAttribute(name)) found.push({ text: element.getAttribute(name)!, lang: languageOf(element, outside) });
    };
    read(scope ? document.querySelector(scope)! : document.documentElement, '');
    return found.map(({ text, lang }) => ({ text: text.replace(/\s+/g, ' ').trim(), lang })).filter(({ text }) => text);
  }, scope);
}

/** A text that ends a sentence, as drawn: where its closing mark and the letter before it start. */
interface SentenceEnd {
  /** The text, and its element's whole text (what the owner wrote, for a block of theirs). */
  text: string;
  block: string;
  /** Whether its element is in English (`:lang(en)`). */
  english: boolean;
  mark: number;
  letter: number;
}

/**
 * Every text on the page (in `scope`) that ends with a letter and one mark of punctuation, and is
 * drawn (not the printed CV's copy, not a visually hidden label). On a right-to-left page, an
 * English one laid out in the page's direction has its mark on the left of its last letter.
 */
function sentenceEnds(page: Page, scope = 'body'): Promise<SentenceEnd[]> {
  return page.evaluate((scope) => {
    const found: SentenceEnd[] = [];
    const walker = document.createTreeWalker(document.querySelector(scope)!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data.trimEnd();
      if (!/\p{L}[.!?)]$/u.test(text)) continue;
      const box = (from: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, from + 1);
        return range.getBoundingClientRect();
      };
      const [letter, mark] = [box(text.length - 2), box(text.length - 1)];
      if (mark.width === 0 || letter.width === 0) continue;
      const element = node.parentElement!;
      found.push({ text: text.trim(), block: element.textContent!.trim(), english: element.matches(':lang(en)'), mark: mark.left, letter: letter.left });
    }
    return found;
  }, scope);
}

/** Expects each of `ends` to end on the right of its last letter; returns their texts. */
function expectEndsOnTheRight(where: string, ends: SentenceEnd[]): string[] {
  for (const { text, mark, letter } of ends) expect(mark, `${where}: "${text.slice(-40)}" ends on the right of its last letter`).toBeGreaterThan(letter);
  return ends.map(({ text }) => text);
}

/**
 * What the page says, shown or announced: what its elements say (textsAndLanguages) and, for the
 * whole page, its title and link-preview metadata.
 */
async function renderedTexts(page: Page, scope?: string): Promise<string[]> {
  const texts = (await textsAndLanguages(page, scope)).map(({ text }) => text);
  if (scope) return texts;
  const head = await page.evaluate(() => [
    document.title,
    ...[...document.querySelectorAll('meta[content]')]
      .filter((meta) => /title|description|alt|site_name/.test(`${meta.getAttribute('property')} ${meta.getAttribute('name')}`))
      .map((meta) => meta.getAttribute('content')!),
  ]);
  return [...head.map(asRead).filter(Boolean), ...texts];
}

/** The English site words left in what the page says, once the owner's own words are taken out. */
async function englishLeft(page: Page, lang: Language, scope?: string) {
  const leftovers = englishLeftovers(lang);
  const found: string[] = [];
  for (const text of await renderedTexts(page, scope)) {
    let rest = text;
    for (const owner of ownerTexts) rest = rest.split(owner).join(' ');
    for (const { key, piece, pattern } of leftovers) if (pattern.test(rest)) found.push(`"${piece}" (en.json ${key}) in "${text}"`);
  }
  return [...new Set(found)];
}

const year = (lang: Language) => new Intl.NumberFormat(lang, { useGrouping: false }).format(new Date().getFullYear());

test('every language builds with its own <html lang dir>, titles and copyright year', async ({ page }) => {
  for (const lang of languages) {
    const ui = strings[lang];
    await page.goto(`${sites[lang]}portfolio/`);
    await expect(page.locator('html')).toHaveAttribute('lang', builtLang[lang]);
    await expect(page.locator('html')).toHaveAttribute('dir', textDirection({ lang }));
    await expect(page).toHaveTitle(fillIn(ui.meta.portfolioTitle, { name: content.site.name }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.portfolio.heading);
    // The name isolated where it reads the other way than the words (a Latin name in Arabic words).
    await expect(page.getByRole('contentinfo')).toContainText(fillIn(ui.footer.copyright, { year: year(lang), name: isolatedName(content.site.name, lang) }));
  }
  // The check of the translated pages below finds the English words where they are.
  await page.goto(`${sites.en}contact/`);
  expect(await englishLeft(page, 'fr')).toContainEqual(expect.stringContaining('(en.json header.darkTheme)'));
});

test.describe('at 320 CSS pixels wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const lang of translated) {
    test(`${lang}: no English site word left, axe clean in both themes, nothing scrolls sideways`, async ({ page, problems }) => {
      test.setTimeout(180_000);
      const ui = strings[lang];
      problems.allowFailedRequest(`${sites[lang]}no/such/page/`);
      await stubGitHubSponsors(page);
      for (const [index, path] of paths.entries()) {
        // Both themes in every language, each page in one of them (the other language takes the other).
        const theme = themes[(index + translated.indexOf(lang)) % themes.length]!;
        await openInTheme(page, `${sites[lang]}${path}`, theme);
        await expect(page.locator('html')).toHaveAttribute('dir', textDirection({ lang }));

        if (path === 'contact/') {
          // The counter near the limit: a number in the page's language.
          await page.getByRole('textbox', { name: ui.contact.message, exact: true }).fill('a'.repeat(4600));
          await expect(page.locator('#contact-message-left')).toHaveText(
            fillIn(ui.contact.charactersLeft, { count: new Intl.NumberFormat(lang).format(400) }),
          );
        }
        expect(await englishLeft(page, lang), `${lang} ${path}`).toEqual([]);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${lang} ${path} scrolls sideways`).toBe(0);
        // The timeline's headers over their columns' start: the right edge in Arabic.
        expect(await misalignedHeaders(page), `${lang} ${path}`).toEqual([]);

        if (path === './') {
          await page.getByRole('button', { name: ui.header.menu, exact: true }).click();
          await openedDialog(page, ui.header.menu);
          expect(await englishLeft(page, lang, '[role="dialog"]'), `${lang} menu`).toEqual([]);
          await expectNoAxeViolations(page);
          await page.keyboard.press('Escape');
        }
        if (path === 'sponsors/' && content.sponsors.sponsors.length > 0) {
          await page.getByRole('button', { name: ui.sponsors.become }).first().click();
          await openedDialog(page, ui.sponsors.become);
          expect(await englishLeft(page, lang, '[role="dialog"]'), `${lang} sponsor dialog`).toEqual([]);
          await page.keyboard.press('Escape');
        }
      }
    });
  }
});

/**
 * How far a drawn icon's ink in its top half lies towards the end of the line (right in LTR, left
 * in RTL) from its ink in the bottom half, in pixels, read from a screenshot: ink is what differs
 * from the corner, which is background. An arrow pointing up and forward gives a positive figure.
 */
async function topInkTowardsEnd(locator: Locator, dir: 'ltr' | 'rtl') {
  const { data, info } = await sharp(await locator.screenshot()).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
  const background = pixel(0, 0);
  const middle = (rows: number[]) => {
    let ink = 0;
    let sum = 0;
    for (const y of rows) {
      for (let x = 0; x < info.width; x++) {
        const amount = [...pixel(x, y)].reduce((total, value, channel) => total + Math.abs(value - background[channel]!), 0);
        ink += amount;
        sum += amount * x;
      }
    }
    expect(ink, 'the icon paints something in each half').toBeGreaterThan(0);
    return sum / ink;
  };
  const rows = [...Array(info.height).keys()];
  const towardsEnd = middle(rows.slice(0, info.height / 2)) - middle(rows.slice(info.height / 2));
  return dir === 'ltr' ? towardsEnd : -towardsEnd;
}

test('a project link’s arrow points up and forward: to the right in English, to the left in Arabic, in both themes and in forced colours', async ({ page }) => {
  const project = content.portfolio.projects.find(({ link }) => link !== '#');
  expect(project, 'the fixture has a project with a link').toBeDefined();
  /** The arrow of the project's link, on the Portfolio page of `lang` now open. */
  const arrow = (lang: Language) =>
    page
      .getByRole('link', { name: fillIn(strings[lang].portfolio.viewProjectNamed, { project: project!.title }) })
      .locator('[aria-hidden="true"]')
      .last();
  for (const lang of ['en', 'ar'] as const) {
    for (const theme of themes) {
      await openInTheme(page, `${sites[lang]}portfolio/`, theme);
      // Its head (top) is towards the end of the line and its tail (bottom) towards the start: at
      // this size the two halves' ink lies about 1 px apart; an arrow turned the wrong way, -1 px.
      expect(await topInkTowardsEnd(arrow(lang), textDirection({ lang })), `${lang}, ${theme}`).toBeGreaterThan(0.5);
    }
  }
  // In forced colours (Windows contrast themes) backgrounds are the page's, but the arrow's paint
  // stays the link's colour.
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(`${sites.en}portfolio/`);
  expect(await topInkTowardsEnd(arrow('en'), 'ltr'), 'forced colours').toBeGreaterThan(0.5);
});

test('on the Arabic site, Home types its English taglines at the start of the line, and every letter stays where it was typed, an Arabic tagline\'s too', async ({ browser }) => {
  // Written the other way from the page: laid out from the page's start edge, an English tagline
  // grew from there, and each letter typed pushed the ones before it along (a layout shift each).
  const roles = roleList(content.home.roles);
  expect(roles[0], 'the fixture\'s first tagline is in Latin letters').toMatch(/^\p{Script=Latin}/u);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  // The heading font comes after the first paint, as on a slow connection: the standing tagline
  // changes width then, before typing starts, and must not move either.
  const fonts = await holdFonts(page);
  await page.goto(sites.ar, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await fonts.asked();
  await fonts.release();
  const typed = page.getByTestId('role-typewriter');
  // Through the first tagline, its deletion and the start of the second, in a box of another width
  // and direction.
  const second = mixedTagline;
  await expect(typed.locator('.Typewriter__wrapper'), 'it types the second tagline').toHaveText(new RegExp(`^${escape(second.slice(0, 3))}`), { timeout: 20_000 });
  const { total, report } = await layoutShifts(page);
  expect(total, report).toBe(0);
  // Its box starts where the Arabic page's lines start: at the right, as the heading does.
  const [line, heading] = await Promise.all([typed.boundingBox(), page.locator('h1').boundingBox()]);
  expect(Math.abs(line!.x + line!.width - (heading!.x + heading!.width)), 'the tagline ends at the heading\'s right edge').toBeLessThan(1);
  await context.close();
});

test('on the Arabic site, the typewriter\'s caret stands after the last letter typed: at its left in Arabic, at its right in an English word', async ({ page }) => {
  // It was the end border of all the typed text, which is the line's left end on an Arabic page:
  // after "مطوّر Rea" it stood left of "Rea" (docs/i18n.md, "Right to left").
  await page.clock.install();
  await page.goto(sites.ar);
  const line = page.getByTestId('role-typewriter');
  const typed = line.locator('.Typewriter__wrapper');
  // The first tagline typed whole, held 1.5 s before the Arabic one: from here the page's time moves
  // only as the test moves it, a letter at a time, and none of the Arabic tagline is missed.
  await expect(typed, 'it types the first tagline').toHaveText(roleList(content.home.roles)[0]!, { timeout: 20_000 });
  // A second on: a time already past when the call arrives cannot be paused at (on a busy machine,
  // 10 ms was). The jump runs the page's timers once: a keystroke at most, of the first tagline's deletion.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // Only the caret is drawn: the letters are clear (the caret has a colour of its own).
  await page.addStyleTag({ content: '[data-testid="role-typewriter"] { color: transparent !important }' });
  const checked: string[] = [];
  let last = '';
  for (let step = 0; step < 200 && last !== mixedTagline; step++) {
    await page.clock.runFor(40);
    const text = (await typed.textContent()) ?? '';
    if (text === last || !mixedTagline.startsWith(text)) continue;
    last = text;
    const letter = typedLetters(text).at(-1)!;
    if (!/\p{L}/u.test(letter)) continue;
    // Where the last letter typed is drawn: the box of the typed text's last letter.
    const box = await typed.evaluate((wrapper, letter) => {
      const walker = document.createTreeWalker(wrapper, NodeFilter.SHOW_TEXT);
      let node: Text | null = null;
      for (let next = walker.nextNode(); next; next = walker.nextNode()) node = next as Text;
      const range = document.createRange();
      range.setStart(node!, node!.length - letter.length);
      range.setEnd(node!, node!.length);
      const { left, right, top, bottom } = range.getBoundingClientRect();
      return { left, right, top, bottom };
    }, letter);
    const clip = { x: Math.floor(box.left) - 40, y: Math.floor(box.top), width: Math.ceil(box.right - box.left) + 80, height: Math.ceil(box.bottom - box.top) };
    // The screenshot stops the caret's blink where it shows.
    const { data, info } = await sharp(await page.screenshot({ clip, animations: 'disabled', scale: 'css' })).raw().toBuffer({ resolveWithObject: true });
    const background = data.subarray(0, 3);
    const inked: number[] = [];
    for (let x = 0; x < info.width; x++)
      for (let y = 0; y < info.height; y++) {
        const at = (y * info.width + x) * info.channels;
        if ([0, 1, 2].some((channel) => Math.abs(data[at + channel]! - background[channel]!) > 40)) {
          inked.push(clip.x + x);
          break;
        }
      }
    expect(inked.length, `after "${text}" the caret is drawn`).toBeGreaterThan(0);
    const [caretLeft, caretRight] = [Math.min(...inked), Math.max(...inked) + 1];
    // At the letter's end, 2 px from it as at the end of the line: its right for an English
    // letter, its left for an Arabic one.
    const gap = /\p{Script=Latin}/u.test(letter) ? caretLeft - box.right : box.left - caretRight;
    expect(gap, `after "${text}" the caret stands at the end of "${letter}" (caret ${caretLeft}–${caretRight}, letter ${Math.round(box.left)}–${Math.round(box.right)})`).toBeGreaterThanOrEqual(0);
    expect(gap, `after "${text}" the caret stands at the end of "${letter}" (caret ${caretLeft}–${caretRight}, letter ${Math.round(box.left)}–${Math.round(box.right)})`).toBeLessThan(4);
    checked.push(letter);
  }
  expect(checked.join(''), 'every letter of the tagline was seen typed').toBe(mixedTagline.replace(/ /g, ''));
});

test('letter-spacing is off on text in Arabic and Pashto, whose letters join, and as designed on text in English and French, on those sites too', async ({ page }) => {
  /** The letter-spacing each matched element is set with, in CSS pixels: 0 for none. */
  const spacings = (selector: string) =>
    page.locator(selector).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).letterSpacing).map((value) => (value === 'normal' ? 0 : parseFloat(value))));
  const sign = (values: number[]) => [...new Set(values.map(Math.sign))];
  for (const [name, site] of [
    ['en', sites.en],
    ['fr', sites.fr],
    ['ar', sites.ar],
    [untranslated, untranslatedSite],
  ] as const) {
    await page.goto(`${site}portfolio/`);
    // The page's heading, set slightly tight, in the site's words: English ones on the Pashto site.
    expect(sign(await spacings('main h1')), `${name}: the page's heading`).toEqual([name === 'ar' ? 0 : -1]);
    // The projects' titles: in English on the French and Arabic sites (marked so), in Pashto on the
    // Pashto one (not marked).
    expect(sign(await spacings('main article h2')), `${name}: the projects' titles`).toEqual([name === untranslated ? 0 : -1]);
    expect(sign(await spacings('#follow-me')), `${name}: the Follow Me heading`).toEqual([name === 'ar' ? 0 : 1]);
  }
});

test('the owner\'s items marked English are read in English on the French and Arabic sites, on the pages and in the CV, and the site\'s words around them in the site\'s language', async ({ page }) => {
  for (const lang of translated) {
    /** The language each matched element is read in: its own lang or its nearest ancestor's. */
    const languages = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.map((element) => element.closest('[lang]')!.getAttribute('lang')));
    const only = (read: (string | null)[], expected: string, what: string) => {
      expect(read.length, `${lang}: ${what} on the page`).toBeGreaterThan(0);
      expect(new Set(read), `${lang}: ${what}`).toEqual(new Set([expected]));
    };

    await page.goto(`${sites[lang]}portfolio/`);
    only(await languages('main article h2'), 'en', 'the projects\' titles');
    only(await languages('main article p'), 'en', 'their stories');
    // Rendered through the image pipeline's <picture>: the description of each photo too.
    only(await languages('main article img'), 'en', 'their pictures\' descriptions');
    only(await languages('main article a [aria-hidden="true"]'), lang, '"view project", the site\'s words');

    await page.goto(`${sites[lang]}sponsors/`);
    only(await languages('main article p'), 'en', 'the sponsors\' stories');
    only(await languages('main article img'), 'en', 'their logos\' descriptions');
    only(await languages('main article button'), lang, 'the button to become one');

    await page.goto(`${sites[lang]}about/`);
    only(await languages('main tbody td'), 'en', 'the timeline\'s entries');
    only(await languages('main thead th'), lang, 'its headers');
    // And laid out as English reads, on the right-to-left page too: "2022 – now" and "2019 – 2022"
    // from left to right, not "now – 2022" (one line each at this width).
    const dates = await page.locator('main tbody td:last-child').evaluateAll((cells) =>
      cells.map((cell) => {
        const text = cell.textContent!.trim();
        const words = [...text.matchAll(/\S+/g)];
        const node = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode()!;
        const offset = node.textContent!.indexOf(text);
        const left = (match: RegExpExecArray) => {
          const range = document.createRange();
          range.setStart(node, offset + match.index);
          range.setEnd(node, offset + match.index + match[0].length);
          return range.getBoundingClientRect().left;
        };
        return { text, inOrder: left(words[0]!) < left(words.at(-1)!) };
      }),
    );
    expect(dates.length, `${lang}: the timeline's dates`).toBe(content.about.timeline.length);
    for (const { text, inOrder } of dates) expect(inOrder, `${lang}: "${text}" from left to right`).toBe(true);
    await expectNoAxeViolations(page);

    // The CV says so too: each job and project is an element of its own, in English.
    const cv = pdfStructure(await (await page.request.get(`${sites[lang]}cv.pdf`)).body());
    only(elementsOf(cv, 'Div').map((element) => element.lang ?? null), 'en', 'the CV\'s jobs and projects');
  }
});

test('on a site in a language the site has no words in, its English words are marked English and the owner\'s words stay in the page\'s language (WCAG 3.1.2)', async ({ page, problems }) => {
  // Without the marks a screen reader says "Skip to content" or "Download CV" with a Pashto voice.
  test.setTimeout(180_000);
  problems.allowFailedRequest(`${untranslatedSite}no/such/page/`);
  await stubGitHubSponsors(page);
  // The Arabic file translates every English word, so this finds each of them.
  const siteWords = englishLeftovers('ar');
  const ownerWords = new Set(stringFields({ ...content, ui: undefined }).map(([, text]) => asRead(text)));
  const misread = async (where: string, scope?: string) => {
    const found: string[] = [];
    for (const { text, lang } of await textsAndLanguages(page, scope)) {
      let rest = text;
      for (const owner of ownerTexts) rest = rest.split(owner).join(' ');
      const word = siteWords.find(({ pattern }) => pattern.test(rest));
      if (word && lang !== 'en') found.push(`${where}: "${text}" (en.json ${word.key}) read as "${lang}"`);
      if (!word && ownerWords.has(text) && lang !== untranslated) found.push(`${where}: the owner's "${text}" read as "${lang}"`);
    }
    return found;
  };
  const found: string[] = [];
  let marked = 0;
  for (const path of paths) {
    await page.goto(`${untranslatedSite}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', untranslated);
    found.push(...(await misread(path)));
    marked += await page.locator('body [lang="en"]').count();
    await expectNoAxeViolations(page);
    if (path === './') {
      await page.getByRole('button', { name: strings.en.header.menu, exact: true }).click();
      await openedDialog(page, strings.en.header.menu);
      found.push(...(await misread('the menu', '[role="dialog"]')));
      await page.keyboard.press('Escape');
    }
    if (path === 'sponsors/' && content.sponsors.sponsors.length > 0) {
      await page.getByRole('button', { name: strings.en.sponsors.become }).first().click();
      await openedDialog(page, strings.en.sponsors.become);
      found.push(...(await misread('the sponsor dialog', '[role="dialog"]')));
      await page.keyboard.press('Escape');
    }
    if (path === 'contact/') {
      // What the visitor writes is taken for the page's language (a spelling checker follows it).
      for (const field of [strings.en.contact.name, strings.en.contact.email, strings.en.contact.message])
        await expect(page.getByRole('textbox', { name: field, exact: true })).toHaveAttribute('lang', untranslated);
    }
  }
  expect(found).toEqual([]);
  expect(marked, 'elements marked English').toBeGreaterThan(paths.length * 3);
  // The CV's section titles too (lib/cv/pdf/render.test.ts checks the rest of it).
  const cv = pdfStructure(await (await page.request.get(`${untranslatedSite}cv.pdf`)).body());
  const titles = elementsOf(cv, 'H2').filter(({ text }) => text !== content.about.intro.heading);
  expect(titles.map(({ text, lang }) => [text, lang])).toEqual(titles.map(({ text }) => [text, 'en']));
  expect(titles.length, 'the CV\'s English section titles').toBeGreaterThan(2);
});

test('on a right-to-left site with no words of its own, each English phrase of the site ends on the right, and the layout stays mirrored', async ({ page }) => {
  // In the page's direction, "© 2026 Jordan Lee. All rights reserved." would show its full stop
  // at its left end, and "Nothing showing?" its question mark (app/globals.css, .words-own-direction).
  expect(textDirection({ lang: untranslated })).toBe('rtl');
  await stubGitHubSponsors(page);
  const english = async (scope?: string) => (await sentenceEnds(page, scope)).filter((end) => end.english);
  const seen = new Set<string>();
  for (const path of paths.slice(0, -1)) {
    await page.goto(`${untranslatedSite}${path}`);
    for (const text of expectEndsOnTheRight(path, await english())) seen.add(text);
  }
  await page.goto(`${untranslatedSite}sponsors/`);
  await page.getByRole('button', { name: strings.en.sponsors.become }).first().click();
  await openedDialog(page, strings.en.sponsors.become);
  for (const text of expectEndsOnTheRight('the sponsor dialog', await english('[role="dialog"]'))) seen.add(text);
  // Its year in the English words' digits, not the page's ("© ۲۰۲۶ Jordan Lee." in Pashto's).
  const copyright = fillIn(strings.en.footer.copyright, { year: String(new Date().getFullYear()), name: content.site.name });
  expect([...seen], 'the copyright line and the sponsor dialog\'s question').toEqual(expect.arrayContaining([copyright, strings.en.sponsors.nothingShowing]));
  await page.keyboard.press('Escape');

  // The layout keeps the page's direction: the brand at the right, the menu button at the left,
  // the footer's links reading from the right.
  await page.setViewportSize({ width: 1280, height: 800 });
  const centre = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.x + box.width / 2;
  };
  expect(await centre(page.getByRole('banner').getByRole('link').first())).toBeGreaterThan(640);
  expect(await centre(page.getByRole('button', { name: strings.en.header.menu, exact: true }))).toBeLessThan(640);
  const footerLinks = await Promise.all((await page.getByRole('contentinfo').getByRole('link').all()).map(centre));
  expect(footerLinks.length).toBeGreaterThan(2);
  expect(footerLinks, 'the footer\'s links, from the start (right)').toEqual([...footerLinks].sort((a, b) => b - a));
  // The English headings line up as the page does: the timeline's headers over their columns'
  // words, the page's title at the right like the text under it.
  await page.goto(`${untranslatedSite}about/`);
  expect(await misalignedHeaders(page)).toEqual([]);
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const titleText = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return range.getBoundingClientRect().right;
  });
  expect(Math.abs(title.x + title.width - titleText), 'the title\'s words end at its right edge').toBeLessThan(1);

  // An owner's name written from the right, in the copyright line: isolated (lib/i18n/direction.ts),
  // it leaves the line reading from the left, its full stop on the right; as it is, the name's
  // first letter turned the line around.
  const stopAndStart = (name: string) =>
    page.evaluate((text) => {
      const line = Object.assign(document.createElement('p'), { lang: 'en', textContent: text });
      document.querySelector('footer')!.append(line);
      const range = document.createRange();
      const left = (at: number) => {
        range.setStart(line.firstChild!, at);
        range.setEnd(line.firstChild!, at + 1);
        return range.getBoundingClientRect().left;
      };
      const edges = { stop: left(text.lastIndexOf('.')), start: left(0) };
      line.remove();
      return edges;
    }, fillIn(strings.en.footer.copyright, { year: '2026', name }));
  const isolated = await stopAndStart(isolatedName('عائشہ خان', 'en'));
  expect(isolated.stop, 'the full stop right of the ©').toBeGreaterThan(isolated.start);
  const bare = await stopAndStart('عائشہ خان');
  expect(bare.stop, 'without the isolation, the full stop left of the ©').toBeLessThan(bare.start);
});

test('on the Arabic site, the owner\'s English sentences end with their full stop on the right, on every page', async ({ page }) => {
  // Laid out in the page's direction, an English sentence on a right-to-left page puts its closing
  // punctuation at the left end of its last line ("Pre-order your bread." read ".Pre-order …").
  const sentences = stringFields({ ...content, site: undefined, ui: undefined })
    .map(([, text]) => text.trim())
    .filter((text) => /^\p{Script=Latin}/u.test(text) && /\p{L}[.!?)]$/u.test(text));
  expect(sentences.length, 'the fixture has English sentences').toBeGreaterThan(5);
  const wanted = new Set(sentences);
  const seen: string[] = [];
  for (const path of paths.slice(0, -1)) {
    await page.goto(`${sites.ar}${path}`);
    // Each sentence's block: its element holds the whole of it.
    seen.push(...expectEndsOnTheRight(path, (await sentenceEnds(page)).filter(({ block }) => wanted.has(block))));
  }
  // Cards' stories, the page descriptions, the introductions and Contact's closing line.
  expect(new Set(seen).size, `sentences found on the pages: ${[...new Set(seen)].join(' | ')}`).toBeGreaterThan(5);
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The horizontal middle of each element focus lands on, pressing Tab from the top of the page. */
  async function focusPath(page: Page, stops: number) {
    const path: { name: string; x: number; inHeader: boolean }[] = [];
    for (let step = 0; step < stops; step++) {
      await page.keyboard.press('Tab');
      path.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const box = element.getBoundingClientRect();
          return { name: element.getAttribute('aria-label') ?? element.innerText.trim(), x: box.left + box.width / 2, inHeader: !!element.closest('body > header') };
        }),
      );
    }
    return path;
  }

  test('the Arabic layout is the English one mirrored: Follow Me, the menu button, reading and focus order', async ({ page }) => {
    const middle = 640;
    const placed: Record<string, Record<string, 'start' | 'end'>> = {};
    for (const lang of ['en', 'ar'] as const) {
      const ui = strings[lang];
      await openInTheme(page, sites[lang], 'light');
      const side = async (box: { x: number; width: number } | null) => {
        const centre = box!.x + box!.width / 2;
        // 'start' is where reading starts: left in English, right in Arabic.
        return (centre < middle) === (lang === 'en') ? 'start' : 'end';
      };
      placed[lang] = {
        brand: await side(await page.getByRole('banner').getByRole('link').first().boundingBox()),
        menu: await side(await page.getByRole('button', { name: ui.header.menu, exact: true }).boundingBox()),
      };
      if (Object.values(content.socials).some((url) => url && url.startsWith('http')))
        placed[lang].followMe = await side(await page.getByRole('complementary', { name: ui.footer.followMe }).boundingBox());

      // Focus order follows reading order: the skip link, then the header from its start to its
      // end, then the content's buttons in a row, from the start side.
      const path = await focusPath(page, 8);
      expect(path[0]!.name, lang).toBe(ui.header.skipLink);
      const header = path.filter((stop) => stop.inHeader).map((stop) => stop.x);
      expect(header.length, lang).toBeGreaterThanOrEqual(2);
      const forward = (xs: number[]) => xs.every((x, i) => i === 0 || (lang === 'ar' ? x < xs[i - 1]! : x > xs[i - 1]!));
      expect(forward(header), `${lang}: header focus order ${JSON.stringify(path)}`).toBe(true);
      const explore = page.getByRole('navigation', { name: ui.home.explore }).getByRole('link');
      const row = await Promise.all((await explore.all()).map(async (link) => (await link.boundingBox())!));
      const firstRow = row.filter((box) => Math.abs(box.y - row[0]!.y) < 2).map((box) => box.x + box.width / 2);
      expect(forward(firstRow), `${lang}: the home page's buttons read from the start side`).toBe(true);
    }
    // The same places, seen from each language's start: the brand at the start, the menu button
    // at the end, Follow Me in the start margin.
    expect(placed.ar).toEqual(placed.en);
    expect(placed.en!.brand).toBe('start');
    expect(placed.en!.menu).toBe('end');
    if (placed.en!.followMe) expect(placed.en!.followMe).toBe('start');
  });
});

test('on the Arabic site, a skill in Arabic with an English name first is laid out from the right, and an English one from the left', async ({ page }) => {
  await page.goto(`${sites.ar}about/`);
  const direction = (name: string) =>
    page.locator('main ul.name-grid > li bdi', { hasText: name }).first().evaluate((element) => getComputedStyle(element).direction);
  expect(await direction(mixedSkill)).toBe('rtl');
  expect(await direction(content.about.skills[0]!.name)).toBe('ltr');
});
