// An address in a right-to-left paragraph, drawn by the browser: the markup a card (Prose with
// plainAddress) and a paragraph of the owner's (LinkedProse) write for it, on a page of its own.
// The bidirectional algorithm is the browser's; the markup decides what it does.
import type { Page } from '@playwright/test';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LinkedProse } from '@/components/ui/LinkedProse';
import { plainAddress } from '@/components/ui/plain-address';
import { Prose } from '@/components/ui/Prose';
import { expect, test } from './fixtures';

const sentence = 'مدونتي https://layla.example/مدونة، وفيها المزيد';

/** Where each of `pieces` of the paragraph's text is drawn: its left and right edges. */
const drawn = (page: Page, pieces: string[]) =>
  page.locator('p').evaluate((p, pieces) => {
    const text = p.textContent!;
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    const nodes: { node: Text; from: number }[] = [];
    let from = 0;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      nodes.push({ node, from });
      from += node.data.length;
    }
    return pieces.map((piece) => {
      const at = text.indexOf(piece);
      const { node, from } = nodes.findLast((candidate) => candidate.from <= at)!;
      const range = document.createRange();
      range.setStart(node, at - from);
      range.setEnd(node, at - from + piece.length);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
  }, pieces);

/** Tailwind's sr-only, which hides a link's note as the site does. */
const srOnly = '.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap }';

const show = (page: Page, paragraph: ReactNode) =>
  page.setContent(`<html lang="ar" dir="rtl"><head><style>${srOnly}</style></head><body style="font: 16px sans-serif">${renderToStaticMarkup(createElement('p', null, paragraph))}</body></html>`);

test('in an Arabic paragraph, an address with Arabic letters in it reads left to right, the comma after it at its left, in a card and as a link', async ({ page }) => {
  for (const [where, paragraph] of [
    ['a card (plainAddress)', createElement(Prose, { text: sentence, address: plainAddress })],
    ['a paragraph (LinkedProse)', createElement(LinkedProse, { text: sentence, links: { newTab: '(opens in a new tab)', uiLang: 'en' } })],
  ] as const) {
    await show(page, paragraph);
    const [scheme, path, comma] = await drawn(page, ['https', 'مدونة', '،']);
    expect(scheme!.right, `${where}: the address's scheme left of its Arabic path`).toBeLessThanOrEqual(path!.left);
    expect(comma!.right, `${where}: the comma left of the address, where the sentence goes on`).toBeLessThanOrEqual(scheme!.left);
  }
  // The same text laid out by the paragraph's direction alone draws the path first: what the markup mends.
  await show(page, sentence);
  const [scheme, path] = await drawn(page, ['https', 'مدونة']);
  expect(path!.right).toBeLessThanOrEqual(scheme!.left);
});
