import type { Page } from '@playwright/test';
import { timelineColumnStyle } from '@/components/about/timeline-columns';
import { shippedWords } from '@/test/shipped-words';
import { content, expect, pages, splitAt, test, ui, waitForWholePage } from './fixtures';

// Any text the owner writes must fit a 320 px phone: a word or URL longer than the screen, a
// 2,000-character description, a name of any length. The test writes such text into the page as
// built, whatever content it was built from, so it holds for every owner's content.

const longWord = 'Donaudampfschifffahrtsgesellschaftskapitänswitwe'.repeat(4);
const longUrl = `https://example.com/${'a-very-long-path-segment/'.repeat(12)}?q=${'x'.repeat(80)}`;
const longText = `${longWord} ${longUrl} ${'lorem ipsum dolor '.repeat(110)}`; // ~2,300 characters

/** Changing the text before React has hydrated all of it would only make it complain. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForWholePage(page);
  await page.waitForLoadState('networkidle');
}

/** Replaces every visible text of the page (headings, cards, tables, buttons, links, the header's name) with `text`. */
async function fillEveryText(page: Page, text: string) {
  await page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript, [aria-hidden="true"]') || !node.textContent?.trim() ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    for (const node of nodes) node.textContent = text;
  }, text);
}

/** The header's brand name, replaced by `name`. */
async function renameOwner(page: Page, name: string) {
  await page.locator('header a[href] span:not([aria-hidden]):not(.sr-only)').first().evaluate((span, name) => (span.textContent = name), name);
}

async function expectNothingWiderThanTheScreen(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

async function expectHeaderControlsOnScreen(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  const header = (await page.locator('header').first().boundingBox())!;
  const controls = page.locator('header').first().getByRole('button');
  await expect(controls).not.toHaveCount(0);
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    const name = await control.evaluate((element) => element.textContent?.trim() || element.getAttribute('aria-label'));
    expect(box.x, `${where}: ${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: ${name} ends on screen`).toBeLessThanOrEqual(width);
    expect(box.y + box.height, `${where}: ${name} stays inside the header`).toBeLessThanOrEqual(header.y + header.height);
    expect(box.width, `${where}: ${name} keeps its size`).toBeGreaterThanOrEqual(44);
  }
  // The brand link stays in the header too, however long the name.
  const brand = (await page.locator('header a[href]').first().boundingBox())!;
  expect(brand.y + brand.height, `${where}: the name stays inside the header`).toBeLessThanOrEqual(header.y + header.height);
  expect(brand.x + brand.width, `${where}: the name ends before the controls`).toBeLessThanOrEqual((await controls.first().boundingBox())!.x);
}

test.describe('at 320 px, any text fits', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { path, name } of pages) {
    test(`${name}: a long word, a long URL and a 2,000-character text everywhere do not widen the page`, async ({ page }) => {
      await openHydrated(page, path);
      await fillEveryText(page, longText);
      await expectNothingWiderThanTheScreen(page, name);
      await expectHeaderControlsOnScreen(page, name);
    });
  }

  for (const [kind, ownerName] of [
    ['an unbroken name', 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3)],
    ['a long name with spaces', 'María Fernanda de los Ángeles Castellanos Villavicencio'],
    ['an emoji and Arabic name', 'أمارا أوكافور 🚀🚀🚀 محمد عبد الرحمن'],
  ] as const) {
    test(`the header holds ${kind}: the controls stay on screen and the whole name stays the link's name`, async ({ page }) => {
      await openHydrated(page, './');
      await renameOwner(page, ownerName);
      await expectNothingWiderThanTheScreen(page, kind);
      await expectHeaderControlsOnScreen(page, kind);
      // The words around the name are read but not shown (their own elements: a space may join them).
      const escape = (text: string) => text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const [before, after] = splitAt(ui.header.homePage, 'name');
      const name = new RegExp(`^${escape(before)}\\s*${escape(ownerName)}\\s*${escape(after)}$`);
      await expect(page.locator('header a[href]').first()).toHaveAccessibleName(name);
    });
  }

  // A monogram of two syllables can be wider than the badge: a Malayalam "ശ്രീനാ" (Sreenath Nair),
  // 41 px in the badge's type, stood in two lines, cut by its rounded corner. Three wide letters
  // stand for it here, whatever fonts the browser has.
  test('a monogram wider than its badge stays on one line inside it, and the controls stay on screen', async ({ page }) => {
    await openHydrated(page, './');
    const badge = page.locator('header a[href] span[aria-hidden="true"]').first();
    await badge.evaluate((span) => (span.textContent = 'WWW'));
    const { lines, text, box } = await badge.evaluate((span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      const rects = [...range.getClientRects()];
      const { left, right, top, bottom } = span.getBoundingClientRect();
      return { lines: new Set(rects.map(({ top }) => Math.round(top))).size, text: range.getBoundingClientRect().toJSON(), box: { left, right, top, bottom } };
    });
    expect(lines, 'the monogram is one line').toBe(1);
    expect(text.left, 'the monogram starts inside its badge').toBeGreaterThanOrEqual(box.left);
    expect(text.right, 'the monogram ends inside its badge').toBeLessThanOrEqual(box.right);
    await expectNothingWiderThanTheScreen(page, 'a wide monogram');
    await expectHeaderControlsOnScreen(page, 'a wide monogram');
  });
});

test.describe('the work timeline on a phone', () => {
  // Jobs as owners write them: long titles and places beside short dates, each word short enough
  // for its column. Laid out by content, the long columns squeezed the others until their words
  // broke inside ("Institu / tion", "Manches / ter", "20 / 23").
  const jobs = [
    ['Saturday mechanic and webmaster', 'Self-employed, Leeds', '2022 – now'],
    ['Freelance iOS & Web Developer', 'Kitebox Apps, Manchester', '2019 – 2022'],
    ['Senior Software Engineer', 'Northern Pixel Studios, Birmingham', 'Sep 2016 – 2019'],
  ];
  // Longer words, which a 390 px phone has room for.
  const polish = ['Główna inżynierka oprogramowania', 'Zakład Łączności Świętokrzyskiej sp. z o.o. (zdalnie)', '2023 – obecnie'];

  for (const [width, written] of [
    [320, jobs],
    [390, [...jobs, polish]],
  ] as const) {
    test(`at ${width} px no header, title, place or date breaks inside a word`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page, 'about/');
      // The tests' content set has jobs; their words are replaced below.
      await expect(page.locator('main tbody tr')).not.toHaveCount(0);
      const broken = await page.locator('main table').evaluate((table, jobs) => {
        const body = table.querySelector('tbody')!;
        const row = body.querySelector('tr')!;
        body.replaceChildren(
          ...jobs.map((job) => {
            const copy = row.cloneNode(true) as HTMLTableRowElement;
            copy.querySelectorAll('td').forEach((cell, column) => ((cell.querySelector('bdi') ?? cell).textContent = job[column]!));
            return copy;
          }),
        );
        const found: string[] = [];
        for (const cell of table.querySelectorAll('th, td')) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            // A word, or the part of one up to a hyphen, where a line may break.
            for (const word of node.textContent!.matchAll(/[^\s-]+-?/g)) {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              if (new Set([...range.getClientRects()].map(({ top }) => Math.round(top))).size > 1) found.push(word[0]);
            }
        }
        return found;
      }, written);
      expect(broken, 'words broken across lines').toEqual([]);
      await expectNothingWiderThanTheScreen(page, 'About');
    });
  }
});

test.describe("the work timeline's headers in every language the site has words in", () => {
  // A phone's columns were 38%, 38% and the rest whatever their headers: German's "Zeitraum"
  // broke inside at 320, 360 and 390 px ("Zeitrau / m"), Dutch's "Periode" and Bengali's at 320.
  // Each language's headers are put in the table with the column widths the build gives them.
  const headers = shippedWords().map(({ lang, words: { about } }) => ({ lang, words: [about.role, about.institution, about.year], about }));
  const dates = ['2022 – 2024', '2019 – 2022'];

  for (const width of [320, 360]) {
    test(`at ${width} px no header breaks inside a word of fewer than ten letters, nor the dates' header in any`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page, 'about/');
      const table = page.locator('main table');
      await expect(table.locator('tbody tr')).not.toHaveCount(0);
      const broken: string[] = [];
      for (const { lang, words, about } of headers) {
        const found = await table.evaluate(
          (table, { lang, words, dates, columnWords }) => {
            table.setAttribute('lang', lang);
            for (const [name, value] of Object.entries(columnWords)) table.style.setProperty(name, value);
            table.querySelectorAll('tbody tr').forEach((row) => ((row.lastElementChild as HTMLElement).textContent = dates[0]!));
            const cells = [...table.querySelectorAll('th')];
            cells.forEach((cell, column) => (cell.textContent = words[column]!));
            // Words of ten letters or more are hyphenated where the browser has the language's
            // rules (\`hyphenate-long-words\`); this Chromium has none for most, and breaks them anyhow.
            return cells.flatMap((cell, column) => {
              const text = cell.firstChild as Text;
              return [...text.data.matchAll(/\S+/g)]
                .filter((word) => {
                  const range = document.createRange();
                  range.setStart(text, word.index);
                  range.setEnd(text, word.index + word[0].length);
                  return new Set([...range.getClientRects()].map(({ top }) => Math.round(top))).size > 1;
                })
                .filter((word) => column === 2 || [...word[0]].length < 10)
                .map((word) => `${lang}: ${word[0]}`);
            });
          },
          { lang, words, dates, columnWords: timelineColumnStyle(about, dates) as Record<string, string> },
        );
        broken.push(...found);
      }
      expect(broken, 'header words broken across lines').toEqual([]);
      await expectNothingWiderThanTheScreen(page, 'About');
    });
  }
});

test('a line break written in a text starts a new line, and a blank line is left between two paragraphs, in every text of every page', async ({ page }) => {
  for (const { path, name } of pages) {
    await openHydrated(page, path);
    // Each paragraph of plain text on screen in <main> (the owner's texts: introductions, card
    // descriptions, page descriptions) given three lines, as "\n" and "\n\n" in the JSON write them.
    const paragraphs = await page.locator('main p').evaluateAll((elements) =>
      elements
        // (an address in one is in a span of its own: components/ui/Prose.tsx)
        .filter((p) => [...p.children].every((child) => child.matches('.hyphens-manual')) && p.textContent!.trim() && p.getClientRects().length > 0 && !p.closest('[aria-hidden="true"], .sr-only'))
        .map((p) => {
          p.textContent = 'First\n\nSecond\nThird';
          const node = p.firstChild!;
          const top = (word: string) => {
            const range = document.createRange();
            range.setStart(node, node.textContent!.indexOf(word));
            range.setEnd(node, node.textContent!.indexOf(word) + word.length);
            return range.getBoundingClientRect().top;
          };
          const [first, second, third] = ['First', 'Second', 'Third'].map(top) as [number, number, number];
          return { linesBetween: Math.round((second - first) / (third - second)), newLine: third > second };
        }),
    );
    expect(paragraphs.length, `${name} has texts`).toBeGreaterThan(0);
    for (const paragraph of paragraphs) expect(paragraph, name).toEqual({ linesBetween: 2, newLine: true });
  }
});

test('About\'s introduction, written in the tests\' content with a blank line, shows as two paragraphs', async ({ page }) => {
  const [first, second] = content.about.intro.paragraph.split('\n\n') as [string, string];
  expect(second, 'the tests\' content has a blank line in the introduction').toBeDefined();
  await page.goto('about/');
  const tops = await page.getByText(first.slice(0, 20)).evaluate((p, words) => {
    const node = p.firstChild!;
    return words.map((word) => {
      const range = document.createRange();
      range.setStart(node, node.textContent!.indexOf(word));
      range.setEnd(node, node.textContent!.indexOf(word) + word.length);
      return { top: range.getBoundingClientRect().top, line: parseFloat(getComputedStyle(p).lineHeight) };
    });
  }, [first.split(' ').at(-1)!, second.split(' ')[0]!]);
  // The second paragraph's first word stands two lines below the first one's last: a blank line between.
  expect(Math.round((tops[1]!.top - tops[0]!.top) / tops[0]!.line)).toBe(2);
});

test.describe('the skill and tool cards on a phone', () => {
  for (const width of [320, 390]) {
    test(`at ${width} px no name breaks inside a word that fits the list, and cards stay two to a row where every word fits half of it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page, 'about/');
      const grids = await page.locator('main ul.name-grid').evaluateAll((lists) =>
        lists.map((list) => {
          const cards = [...list.querySelectorAll(':scope > li')];
          const card = getComputedStyle(cards[0]!);
          // What a card's padding and borders take from its width.
          const inset = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'].reduce((sum, side) => sum + parseFloat(card[side as 'paddingLeft']), 0);
          const halfCard = (list.clientWidth - parseFloat(getComputedStyle(list).columnGap)) / 2 - inset;
          const broken: string[] = [];
          let widest = 0;
          for (const item of cards) {
            const text = item.querySelector('bdi')!.firstChild as Text;
            // A word, or the part of one up to a hyphen or slash, where a line may break.
            for (const word of text.data.matchAll(/[^\s\-/]+[-/]?/g)) {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              // Its width on one line, in the card's font.
              const alone = document.createElement('span');
              alone.style.whiteSpace = 'nowrap';
              alone.textContent = word[0];
              item.append(alone);
              const wordWidth = alone.getBoundingClientRect().width;
              alone.remove();
              widest = Math.max(widest, wordWidth);
              const lines = new Set([...range.getClientRects()].map(({ top }) => Math.round(top))).size;
              if (lines > 1 && wordWidth <= list.clientWidth - inset) broken.push(word[0]);
            }
          }
          return { names: cards.map((item) => item.textContent), broken, widest, halfCard, columns: getComputedStyle(list).gridTemplateColumns.split(' ').length };
        }),
      );
      // The tests' content set has skills and tools, and a skill with a word too long for half a
      // 320 px list ("Internationalisation"), which must not break there.
      expect(grids).toHaveLength(2);
      if (width === 320) expect(grids.some(({ widest, halfCard }) => widest > halfCard), 'a name with a word wider than half the list').toBe(true);
      for (const { names, broken, widest, halfCard, columns } of grids) {
        expect(broken, `words broken across lines in ${names.join(', ')}`).toEqual([]);
        if (widest <= halfCard) expect(columns, `cards a row for ${names.join(', ')}`).toBe(2);
      }
      await expectNothingWiderThanTheScreen(page, 'About');
    });
  }
});

test('at 320 px the CV button keeps its format in one piece beside a long label', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openHydrated(page, 'about/');
  const link = page.locator('main a[type="application/pdf"]');
  // The label as a German site has it; the format, "(PDF)", as built: the lines it takes.
  const lines = await link.evaluate((link) => {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent!.trim()) texts.push(node as Text);
    const [label, format] = texts;
    label!.textContent = 'Lebenslauf herunterladen ';
    const range = document.createRange();
    range.selectNodeContents(format!);
    return new Set([...range.getClientRects()].map(({ top }) => Math.round(top))).size;
  });
  expect(lines, 'lines the format takes').toBe(1);
  await expectNothingWiderThanTheScreen(page, 'About');
});
