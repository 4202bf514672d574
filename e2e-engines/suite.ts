// The checks every engine runs (Firefox and WebKit; Chromium has the full Playwright suite in
// e2e/). Expectations come from the content the site was built from (site.ts), never from the demo.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { roleList } from '@/components/home/roles';
import { chooseLink, type DeviceLinks } from '@/lib/device-links';
import { EMAILJS_SEND_URL, resolveEmailJsConfig } from '@/lib/emailjs-config';
import { contentImages } from '@/lib/images/content-images';
import { isProcessed } from '@/lib/images/process';
import { isHydrated } from '@/test/in-page';
import { waitFor, type Engine, type EnginePage } from './engine';
import { serveSite, type ServedSite } from './server';
import { content, firstPage, pages } from './site';

const MENU_BUTTON = 'header button[aria-haspopup="dialog"]';
const SPONSOR_BUTTON = 'main button[aria-haspopup="dialog"]';
/** Safari on an iPhone, as the device-aware links see it. */
const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface Probe {
  problems: string[];
  themeAtHeader: string | null | undefined;
}

async function expectNoProblems(page: EnginePage) {
  assert.deepEqual(await page.takeProblems(), [], 'problems seen while the test ran');
}

/** Waits until React has hydrated the first element matching `selector` (React marks the elements it owns). */
function waitForHydration(page: EnginePage, selector: string) {
  return waitFor(page, `React to hydrate ${selector}`, isHydrated, selector);
}

const focusInside = (page: EnginePage, container: string) =>
  page.evaluate((container: string) => Boolean(document.activeElement?.closest(container)), container);

/**
 * Presses Tab round the open dialog: focus never leaves it and comes back to the control it
 * started on (a trap that only held focus in place would not come back round); Shift+Tab from
 * there stays inside too.
 */
async function expectTabCycles(page: EnginePage, dialog: string) {
  await waitFor(page, 'focus inside the dialog', (dialog: string) => Boolean(document.activeElement?.closest(dialog)), dialog);
  // Marks the focused element and says whether focus is inside and back on the first one. A
  // framed page keeps its <iframe> focused for as many presses as it has controls, hence "first",
  // not "any seen". One round trip per press: WebDriver calls are slow on a busy machine.
  const markAndCheck = (step: number) =>
    page.evaluate(
      (step: number, dialog: string) => {
        const active = document.activeElement as HTMLElement;
        const back = step > 0 && active.dataset.engineTab === 'first' && document.querySelectorAll('[data-engine-tab]').length > 1;
        active.dataset.engineTab ??= step === 0 ? 'first' : 'seen';
        return { inside: Boolean(active.closest(dialog)), back };
      },
      step,
      dialog,
    );
  const stops = await page.evaluate(
    (dialog: string) =>
      document.querySelector(dialog)!.querySelectorAll('a[href], button:not([disabled]), input, textarea, select, iframe, [tabindex]:not([tabindex="-1"])').length,
    dialog,
  );
  assert.ok(stops >= 2, `the dialog has at least two controls to go round (found ${stops})`);
  // Where the dialog puts focus on opening may be outside the Tab order (the panel itself): the
  // round starts at the first Tab stop.
  await page.press('Tab');
  const limit = 2 * stops + 4;
  let cameBack = false;
  for (let press = 0; press <= limit && !cameBack; press++) {
    const { inside, back } = await markAndCheck(press);
    assert.equal(inside, true, `focus is still inside the dialog after ${press + 1} Tab presses`);
    cameBack = back;
    if (!cameBack) await page.press('Tab');
  }
  assert.ok(cameBack, `Tab came back round to the first control within ${limit} presses`);
  await page.evaluate(() => document.querySelectorAll('[data-engine-tab]').forEach((element) => element.removeAttribute('data-engine-tab')));
  await page.press('Shift+Tab');
  assert.equal(await focusInside(page, dialog), true, 'focus is still inside the dialog after Shift+Tab');
  // Keys pressed inside a framed page go to that page, not to the dialog: end on a control of the
  // dialog's own, where Escape is the dialog's to handle.
  for (let press = 0; press < 3 && (await page.evaluate(() => document.activeElement?.localName === 'iframe')); press++) {
    await page.press('Tab');
    assert.equal(await focusInside(page, dialog), true, 'focus is still inside the dialog after leaving the frame');
  }
}

/** Closes the open dialog with Escape and checks focus went back to the element matching `opener`. */
async function expectEscapeReturnsFocus(page: EnginePage, opener: string) {
  await page.press('Escape');
  await waitFor(page, 'the dialog to close', () => document.querySelector('[role="dialog"]') === null);
  await waitFor(page, `focus back on ${opener}`, (opener: string) => document.activeElement === document.querySelector(opener), opener);
}

/** Waits until every card's links go where `items` says for the device (hydration switches Apple devices). */
async function expectCardLinks(page: EnginePage, path: string, items: readonly DeviceLinks[], apple: boolean) {
  await page.goto(path);
  await waitForHydration(page, MENU_BUTTON);
  // The app's own rule (unit-tested in lib/device-links.test.ts): this checks the pages apply it.
  const expected = items.map((item) => chooseLink(item, apple));
  const actual = () =>
    page.evaluate(() => [...document.querySelectorAll('main article')].map((card) => [...card.querySelectorAll('a')].map((a) => a.getAttribute('href'))));
  const matches = (cards: (string | null)[][]) =>
    cards.length === expected.length && cards.every((hrefs, index) => (expected[index] === null ? hrefs.length === 0 : hrefs.length > 0 && hrefs.every((href) => href === expected[index])));
  const started = Date.now();
  let cards = await actual();
  while (!matches(cards) && Date.now() - started < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    cards = await actual();
  }
  assert.deepEqual(
    cards.map((hrefs, index) => (expected[index] === null ? hrefs : [...new Set(hrefs)])),
    expected.map((href) => (href === null ? [] : [href])),
    `the card links on ${path}`,
  );
}

/**
 * Runs in the page: the letters the typewriter has typed so far, and how far (in CSS pixels) the
 * one furthest off stands from the same letter of the whole tagline, laid out unseen in the same
 * place (RoleTypewriter's copy before the typed line, as a pause shows it); null before anything of
 * the tagline shown is typed. A letter's place is where it starts: its left edge, its right in a
 * line written from the right.
 */
function typedAgainstWhole(): { typed: string; offset: number } | null {
  const line = document.querySelector('[data-testid="role-typewriter"]');
  const wrapper = line?.querySelector('.Typewriter__wrapper');
  const whole = line?.previousElementSibling;
  const typed = wrapper?.textContent ?? '';
  if (!line || !whole || !typed || !whole.textContent?.startsWith(typed)) return null;
  const rightToLeft = getComputedStyle(line).direction === 'rtl';
  const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const starts = (root: Node) => {
    const found: { x: number; y: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      let offset = 0;
      for (const { segment } of letters.segment(node.data)) {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, (offset += segment.length));
        const box = range.getClientRects()[0];
        if (box) found.push({ x: rightToLeft ? box.right : box.left, y: box.top });
      }
    }
    return found;
  };
  const [typedStarts, wholeStarts] = [starts(wrapper!), starts(whole)];
  const offsets = typedStarts.map(({ x, y }, index) => Math.max(Math.abs(x - wholeStarts[index]!.x), Math.abs(y - wholeStarts[index]!.y)));
  return { typed, offset: Math.max(...offsets) };
}

/**
 * The engine suite. `launch` starts the browser against the served site; `withProbe` serves the
 * pages with the probe script for drivers that cannot inject it; `phone` adds the Apple-device
 * checks where the engine is Safari's.
 */
export function engineSuite(options: {
  name: string;
  port: number;
  withProbe: boolean;
  phone: boolean;
  /** Finds the engine's programs, throwing a message that says how to install them. */
  find: () => unknown;
  launch: (site: ServedSite) => Promise<Engine>;
}) {
  try {
    options.find();
  } catch (error) {
    // A missing engine fails the run with one clear test rather than a dozen cancelled ones.
    it(`${options.name} is installed`, () => {
      throw error;
    });
    return;
  }
  describe(options.name, () => {
    let site: ServedSite;
    let engine: Engine;
    let page: EnginePage;
    let storedTheme: 'light' | 'dark';

    before(async () => {
      site = await serveSite({ port: options.port, withProbe: options.withProbe });
      engine = await options.launch(site);
      page = await engine.newPage();
      await page.goto('/');
      // The stored theme is the one the system does not ask for, so that a page which ignored it
      // until its scripts ran would be caught.
      storedTheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) ? 'light' : 'dark';
      await page.evaluate((theme: string) => localStorage.setItem('theme', theme), storedTheme);
      await page.takeProblems();
    });

    after(async () => {
      await engine?.close();
      await site?.close();
    });

    for (const { name, path, status } of pages) {
      it(`${name} (${path}) loads and hydrates with no console error or policy violation, in the stored theme before paint`, async () => {
        await page.goto(path);
        assert.equal(page.documentStatus(), status, 'the HTTP status of the page');
        await waitForHydration(page, MENU_BUTTON);
        const probe = await page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe);
        assert.equal(probe.themeAtHeader, storedTheme, 'data-theme on <html> when <header> was parsed');
        assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), storedTheme);
        assert.ok(await page.evaluate(() => document.querySelector('main h1')?.textContent?.trim()), 'the page has a heading');
        await expectNoProblems(page);
      });
    }

    it('every content photo shows, from its AVIF or, where the engine has none, its WebP', async () => {
      const shown: string[] = [];
      const perPage: string[] = [];
      for (const { path, status } of pages) {
        if (status !== 200) continue;
        await page.goto(path);
        // Lazy pictures load when scrolled near, as a visitor scrolls to them: one at a time.
        const count = await page.evaluate(() => document.querySelectorAll('picture img').length);
        for (let index = 0; index < count; index++) {
          await page.evaluate((index: number) => document.querySelectorAll('picture img')[index]!.scrollIntoView({ block: 'center' }), index);
          // Decoded, not only `complete`: on a busy CI run WebKit reported a sponsor's logo as
          // complete with no pixels yet, right after its scroll (not seen again in 5 runs here).
          // A picture that cannot be decoded times out here, naming it.
          await waitFor(
            page,
            `picture ${index + 1} of ${path} to load and decode`,
            (index: number) => {
              const img = document.querySelectorAll('picture img')[index] as HTMLImageElement;
              return img.complete && img.naturalWidth > 0;
            },
            index,
          );
        }
        const pictures = await page.evaluate(() =>
          [...document.querySelectorAll('picture img')].map((img) => ({ file: (img as HTMLImageElement).currentSrc, width: (img as HTMLImageElement).naturalWidth })),
        );
        for (const { file, width } of pictures) {
          assert.ok(width > 0, `${file} on ${path} did not decode`);
          assert.match(new URL(file).pathname, /\/_img\/.+\.(avif|webp)$/, `the file shown on ${path}`);
          shown.push(file);
        }
        perPage.push(`${path}: ${pictures.length}`);
      }
      const photos = new Set(contentImages(content).filter(({ src }) => isProcessed(src)).map(({ src, use, focus }) => `${use} ${src} ${focus}`));
      assert.equal(new Set(shown).size, photos.size, `content photos shown (pictures per page: ${perPage.join(', ')})`);
      await expectNoProblems(page);
    });

    it('the menu opens, keeps Tab inside, and Escape closes it with focus back on its button', async () => {
      await page.goto('/portfolio/');
      await waitForHydration(page, MENU_BUTTON);
      assert.equal(await page.evaluate((button: string) => document.querySelector(button)!.getAttribute('aria-expanded'), MENU_BUTTON), 'false');
      await page.click(MENU_BUTTON);
      await waitFor(page, 'the menu to open', () => document.querySelector('[role="dialog"] nav a') !== null);
      assert.equal(await page.evaluate((button: string) => document.querySelector(button)!.getAttribute('aria-expanded'), MENU_BUTTON), 'true');
      await expectTabCycles(page, '[role="dialog"]');
      await expectEscapeReturnsFocus(page, MENU_BUTTON);
      await expectNoProblems(page);
    });

    it('the sponsor dialog opens, keeps Tab inside, and Escape closes it with focus back on its button', async () => {
      await page.goto('/sponsors/');
      await waitForHydration(page, SPONSOR_BUTTON);
      await page.click(SPONSOR_BUTTON);
      await waitFor(page, 'the sponsor dialog to open', () => document.querySelector('[role="dialog"] iframe') !== null);
      const frame = await page.evaluate(() => document.querySelector('[role="dialog"] iframe')!.getAttribute('src'));
      assert.equal(frame, content.sponsors.sponsorPage);
      await expectTabCycles(page, '[role="dialog"]');
      await expectEscapeReturnsFocus(page, SPONSOR_BUTTON);
      await expectNoProblems(page);
    });

    it('on a phone’s About page, a long word breaks between its syllables, with a hyphen, in a paragraph and a timeline cell; a skill’s name is not hyphenated', async () => {
      await page.resize(390);
      try {
        await page.goto('/about/');
        // The texts below are replaced: before React has hydrated them, it would find other markup
        // than it rendered and throw (seen once in WebKit on a busy CI run). The skill cards come
        // after the paragraph and the timeline.
        await waitForHydration(page, 'main ul.name-grid > li');
        assert.ok((await page.evaluate(() => innerWidth)) < 640, 'the page is as narrow as a phone (below `sm`)');
        // In boxes narrower than the word: where the first line of the word ends, laid out as the
        // page sets it and with hyphenation turned off. A hyphenated line ends at a syllable and
        // keeps room for the hyphen, so at or before the place where the letters simply run out
        // of room (overflow-wrap: anywhere), and before it in some of the widths (in one, a
        // syllable may end just where the room does).
        const results = await page.evaluate(() => {
          const firstLineEnd = (box: HTMLElement) => {
            const text = box.firstChild as Text;
            const top = (index: number) => {
              const range = document.createRange();
              range.setStart(text, index);
              range.setEnd(text, index + 1);
              return range.getClientRects()[0]!.top;
            };
            let end = 1;
            while (end < text.length && top(end) === top(0)) end++;
            return end;
          };
          // The first one shown: About also has text only printed (its contact line).
          const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.getClientRects().length > 0);
          const boxIn = (parent: HTMLElement, text: string, width: string) => {
            const box = document.createElement('span');
            box.style.cssText = `display: inline-block; width: ${width}`;
            box.textContent = text;
            parent.replaceChildren(box);
            return box;
          };
          // Boxes from 30 % to 75 % of the word's own width in `parent`: narrower than the word in
          // whatever font the page's list finds (Arial's stand-in, Nimbus Sans, fits it in 8 em
          // where DejaVu Sans does not), wide enough for a syllable and its hyphen.
          const widthsIn = (parent: HTMLElement) => {
            const word = boxIn(parent, 'internationalisation', 'max-content').getBoundingClientRect().width;
            return [0.3, 0.4, 0.5, 0.6, 0.75].map((part) => `${(word * part).toFixed(1)}px`);
          };
          // An address in a paragraph (the fixture's About has one) is not hyphenated: in boxes
          // narrower than a long word of it, its line ends where it does with hyphenation off, and
          // hyphenation would have ended it elsewhere in some width.
          const address = shown('main p .hyphens-manual');
          const addressEnds = address
            ? widthsIn(address).map((width) => {
                const box = boxIn(address, 'internationalisation', width);
                const asShown = firstLineEnd(box);
                box.style.hyphens = 'manual';
                const unhyphenated = firstLineEnd(box);
                box.style.hyphens = 'auto';
                return { asShown, unhyphenated, hyphenated: firstLineEnd(box) };
              })
            : [];
          const words = ['main p', 'main tbody td'].map((selector) => {
            const cell = shown(selector);
            if (!cell) return { selector, found: false, ends: [] };
            const ends = widthsIn(cell).map((width) => {
              const box = boxIn(cell, 'internationalisation', width);
              const hyphenated = firstLineEnd(box);
              box.style.hyphens = 'manual';
              return { hyphenated, unhyphenated: firstLineEnd(box) };
            });
            return { selector, found: true, ends };
          });
          // A name whose last word fits its card alone: it goes whole to the next line.
          const card = shown('main ul.name-grid > li bdi');
          let skillLineEnd = -1;
          if (card) {
            const measure = boxIn(card, 'visualisation', 'auto');
            const fits = `${measure.getBoundingClientRect().width + 2}px`;
            skillLineEnd = firstLineEnd(boxIn(card, 'Data visualisation', fits));
          }
          return { words, skillLineEnd, addressEnds };
        });
        assert.ok(results.addressEnds.length > 0, 'About’s paragraph has an address, kept from hyphenation (components/ui/Prose.tsx)');
        assert.ok(
          results.addressEnds.every(({ asShown, unhyphenated }) => asShown === unhyphenated) &&
            results.addressEnds.some(({ asShown, hyphenated }) => asShown !== hyphenated),
          `an address's long word breaks where the room runs out, as with hyphenation off, not at a syllable: ${JSON.stringify(results.addressEnds)}`,
        );
        for (const { selector, found, ends } of results.words) {
          assert.ok(found, `the About page has a ${selector}`);
          const where = `in ${selector}, "internationalisation" in boxes 30 to 75 % of its width: ${JSON.stringify(ends)}`;
          assert.ok(
            ends.every(({ hyphenated, unhyphenated }) => hyphenated <= unhyphenated && unhyphenated < 20),
            `${where}: the word is wider than each box, and never breaks later hyphenated`,
          );
          assert.ok(
            ends.some(({ hyphenated, unhyphenated }) => hyphenated < unhyphenated),
            // The test content is in British English (site.json): WebKitGTK hyphenates with the
            // system's dictionaries (libhyphen), Firefox with its own.
            `${where}: it breaks at a syllable, not where it runs out of room (WebKitGTK needs the system's hyphenation dictionary for the page's language: apt-get install hyphen-en-gb)`,
          );
        }
        assert.equal(results.skillLineEnd, 'Data '.length, 'in a skill card as wide as "visualisation", "Data visualisation" breaks after "Data ", not inside "visualisation"');
        await expectNoProblems(page);
      } finally {
        await page.resize(1280);
      }
    });

    it('the typewriter types each letter where the still tagline has it', async () => {
      // A letter typed stands where it stays, and the tagline typed whole is drawn as it stands still
      // when paused. WebKit shapes each element's text apart: while each letter was an element of
      // its own, Arabic letters did not join, and the typed line came out wider than the still one.
      const [first] = roleList(content.home.roles);
      assert.ok(first, 'the content has a tagline to type');
      await page.goto('/');
      await waitForHydration(page, MENU_BUTTON);
      const samples: { typed: string; offset: number }[] = [];
      const started = Date.now();
      while (Date.now() - started < 10_000 && !samples.some(({ typed }) => typed === first)) {
        const sample = await page.evaluate(typedAgainstWhole);
        if (sample) samples.push(sample);
      }
      assert.ok(
        samples.some(({ typed }) => typed === first),
        `the first tagline, ${JSON.stringify(first)}, was seen typed whole (seen: ${JSON.stringify([...new Set(samples.map(({ typed }) => typed))])})`,
      );
      const worst = samples.reduce((a, b) => (b.offset > a.offset ? b : a));
      assert.ok(worst.offset <= 0.5, `every letter typed stands within half a pixel of its place in the whole tagline; after ${JSON.stringify(worst.typed)} one was ${worst.offset} px off`);
      await expectNoProblems(page);
    });

    it('the typewriter’s pause button stops it on one whole tagline', async () => {
      const taglines = roleList(content.home.roles);
      await page.goto('/');
      assert.equal(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), false, 'the browser does not ask for reduced motion');
      await waitForHydration(page, MENU_BUTTON);
      const pause = 'button[data-testid="typewriter-pause"]';
      await waitFor(page, `the pause button (${pause})`, (pause: string) => document.querySelector(pause) !== null, pause);
      assert.equal(await page.evaluate((pause: string) => document.querySelector(pause)!.getAttribute('aria-pressed'), pause), 'false');
      await page.click(pause);
      await waitFor(page, 'aria-pressed="true"', (pause: string) => document.querySelector(pause)!.getAttribute('aria-pressed') === 'true', pause);
      const typed = () => page.evaluate(() => document.querySelector('[data-testid="role-typewriter"]')!.textContent!.trim());
      // Paused mid-word, the line may first complete itself: it must then be one whole tagline.
      await waitFor(
        page,
        `one whole tagline of ${JSON.stringify(taglines)} while paused`,
        (taglines: string[]) => taglines.includes(document.querySelector('[data-testid="role-typewriter"]')!.textContent!.trim()),
        taglines,
      );
      const still = await typed();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      assert.equal(await typed(), still, 'the text stands still while paused');
      assert.equal(await page.evaluate((pause: string) => document.querySelector(pause)!.getAttribute('aria-pressed'), pause), 'true');
      await expectNoProblems(page);
    });

    it('the contact form names what is wrong under each field, then sends the exact EmailJS request', async () => {
      const { version } = JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as { version: string };
      const ids = resolveEmailJsConfig(content.contact.emailjs);
      const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Shall we build an engine together?' };
      await page.goto('/contact/');
      await waitForHydration(page, 'form');
      const sent = await page.answerEmailJs();
      // This engine's own check of the address, and the form's words for it, not its bubble.
      await page.type('#contact-email', 'ada-at-example');
      await page.click('form button[type="submit"]');
      const said = () =>
        page.evaluate(() => ({
          focused: document.activeElement?.id,
          errors: ['name', 'email', 'message'].map((field) => {
            const input = document.getElementById(`contact-${field}`)!;
            const description = input.getAttribute('aria-describedby')?.split(' ')[0];
            return input.getAttribute('aria-invalid') === 'true' && description ? document.getElementById(description)?.textContent : null;
          }),
        }));
      await waitFor(page, "the fields' errors", () => document.querySelectorAll('[aria-invalid="true"]').length === 3);
      const { errorPrefix, nameMissing, emailMalformed, messageMissing } = content.ui.contact;
      const errors = [nameMissing, emailMalformed, messageMissing].map((message) => `${errorPrefix} ${message}`);
      assert.deepEqual(await said(), { focused: 'contact-name', errors });
      await page.evaluate(() => ((document.getElementById('contact-email') as HTMLInputElement).value = ''));
      await page.type('#contact-name', visitor.name);
      await page.type('#contact-email', visitor.email);
      await page.type('#contact-message', visitor.message);
      await page.click('form button[type="submit"]');
      // Sent: the form empties and says so.
      await waitFor(page, 'the form to empty after sending', () => (document.querySelector('#contact-message') as HTMLTextAreaElement).value === '');
      await waitFor(page, 'an alert after sending', () => document.querySelector('[role="alert"]') !== null);
      const requests = await sent();
      assert.equal(requests.length, 1, 'one request to EmailJS');
      const [request] = requests;
      assert.equal(request!.method, 'POST');
      assert.equal(request!.url, EMAILJS_SEND_URL);
      assert.match(request!.contentType ?? '', /^application\/json/);
      assert.deepEqual(JSON.parse(request!.body), {
        lib_version: version,
        user_id: ids.publicKey,
        service_id: ids.serviceId,
        template_id: ids.templateId,
        template_params: { from_name: visitor.email, user_name: visitor.name, to_name: content.contact.email, message: visitor.message },
      });
      await expectNoProblems(page);
    });

    it('on a desktop, project and sponsor links go to their general link', async () => {
      await expectCardLinks(page, '/portfolio/', firstPage.projects, false);
      await expectCardLinks(page, '/sponsors/', firstPage.sponsors, false);
      await expectNoProblems(page);
    });

    if (options.phone) {
      it('on an iPhone, project and sponsor links go to their App Store page (or the general link without one)', async () => {
        // The last test: WebKitWebDriver runs one session at a time, and the phone needs its own.
        await page.close();
        const phone = await engine.newPage({ userAgent: IPHONE_USER_AGENT });
        try {
          await phone.goto('/');
          assert.match(await phone.evaluate(() => navigator.userAgent), /iPhone/);
          await expectCardLinks(phone, '/portfolio/', firstPage.projects, true);
          await expectCardLinks(phone, '/sponsors/', firstPage.sponsors, true);
          await expectNoProblems(phone);
        } finally {
          await phone.close();
        }
      });
    }
  });
}
