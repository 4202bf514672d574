import type { Page } from '@playwright/test';

/**
 * In-page checks for the WCAG criteria about text that grows or reflows (1.4.4, 1.4.10, 1.4.12),
 * which axe does not test: the page does not scroll sideways, no box has more content than room
 * (clipped, or spilling over what follows), no text runs out of the viewport, and no two boxes
 * side by side overlap.
 * Returns one line per problem; an empty list when the layout holds.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} "${text}"`;
    };
    // Screen-reader-only text is clipped to a pixel on purpose; unseen boxes lay nothing out.
    const seen = (element: Element) =>
      !element.closest('.sr-only') &&
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getClientRects().length > 0;

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);

    const elements = [...document.body.querySelectorAll('*')].filter(seen);
    // A box that clips loses whatever does not fit (a vertical scroller excepted).
    for (const element of elements) {
      const style = getComputedStyle(element);
      if (style.display === 'inline' || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const overX = element.scrollWidth - element.clientWidth;
      const overY = element.scrollHeight - element.clientHeight;
      // Large type set solid (line-height 1) reaches past its line box by part of a descender.
      const ink = Math.max(2, 0.3 * parseFloat(style.fontSize));
      const scrollsY = style.overflowY === 'auto' || style.overflowY === 'scroll';
      // Text ended on purpose with an ellipsis after a few lines (the brand name) is whole for
      // assistive technology and shown in full elsewhere.
      const clamped = style.getPropertyValue('-webkit-line-clamp') !== 'none';
      if (style.overflowX !== 'visible' && overX > 1) problems.push(`${describe(element)} cuts off ${overX} px of its content sideways`);
      if (style.overflowY !== 'visible' && !scrollsY && !clamped && overY > ink)
        problems.push(`${describe(element)} cuts off ${overY} px of its content at the bottom`);
    }

    // A box that does not clip lets what does not fit spill over what lies beside or below it:
    // every text and picture must lie inside each box around it (decorations drawn outside a box
    // on purpose, such as the glow behind the portrait, hold neither).
    const spilled = (node: Node, rects: Iterable<DOMRect>, ink: number) => {
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        // Past a box that clips, what does not fit is cut off (checked above), not spilled.
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return null;
        if (style.display === 'inline' || style.display === 'contents') continue;
        const outer = box.getBoundingClientRect();
        for (const rect of rects) {
          if (rect.width === 0 || rect.height === 0) continue;
          const how =
            rect.bottom - ink > outer.bottom + 1 ? `${Math.round(rect.bottom - outer.bottom)} px below` :
            rect.right > outer.right + 1 ? `${Math.round(rect.right - outer.right)} px past the end` :
            rect.left < outer.left - 1 ? `${Math.round(outer.left - rect.left)} px before the start` : null;
          if (how) return `${describe(box)} spills its content ${how}`;
        }
      }
      return null;
    };
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !seen(parent) || parent.closest('script, style, noscript')) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()];
      // Text out of the window sideways cannot be reached (the page must not scroll that way).
      const out = rects.find((rect) => rect.width > 0 && (rect.left < -1 || rect.right > root.clientWidth + 1));
      if (out) problems.push(`text "${node.textContent.trim().slice(0, 40)}" runs out of the window (${Math.round(out.left)}–${Math.round(out.right)} px)`);
      const spill = spilled(node, rects, 0.3 * parseFloat(getComputedStyle(parent).fontSize));
      if (spill) problems.push(spill);
    }
    for (const picture of elements.filter((element) => element.matches('img, svg, input, textarea, select, iframe, video'))) {
      const spill = spilled(picture, [picture.getBoundingClientRect()], 0);
      if (spill) problems.push(spill);
    }

    // Boxes that share a parent and are laid out in its flow must not lie over one another; an
    // inline box is compared line by line.
    const inFlow = (element: Element) => {
      const style = getComputedStyle(element);
      return seen(element) && style.position !== 'absolute' && style.position !== 'fixed' && style.float === 'none' && style.display !== 'contents';
    };
    const boxes = (element: Element) => [...element.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    for (const parent of elements) {
      const children = [...parent.children].filter(inFlow);
      for (let i = 0; i < children.length; i++) {
        for (let j = i + 1; j < children.length; j++) {
          const [a, b] = [children[i]!, children[j]!];
          if (boxes(a).some((boxA) => boxes(b).some((boxB) => overlap(boxA, boxB))))
            problems.push(`${describe(a)} overlaps ${describe(b)}`);
        }
      }
    }
    return [...new Set(problems)];
  });
}

/** The WCAG 1.4.12 text-spacing bookmarklet's styles. */
export const textSpacingCss = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Adds a style sheet to the page. Through the CSS object model rather than a <style> element, so
 * it holds whatever the page's Content-Security-Policy says about inline styles.
 */
export async function addStyles(page: Page, css: string) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/**
 * Makes every text on the page as hard to lay out as an owner's can be: a long unbroken word and a
 * long URL after each text, so the checks hold for any content, not only the demo's.
 */
export async function lengthenTexts(page: Page) {
  await page.evaluate(() => {
    const word = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen';
    const url = 'https://example.com/a-very-long-path/without-any-space/where-a-line-could-break/index.html';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // One or two characters are a symbol or the owner's initials, never a long text.
      if ((node.textContent?.trim().length ?? 0) > 2 && !node.parentElement?.closest('script, style, noscript')) texts.push(node as Text);
    }
    for (const text of texts) text.textContent = `${text.textContent} ${word} ${url}`;
  });
}

/**
 * Every table header cell whose words do not start where its column's words start (a browser
 * centres a header cell unless told otherwise): one line each, an empty list when they all do.
 * Start is the left edge in a left-to-right page, the right edge in a right-to-left one.
 */
export function misalignedHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const textStart = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const firstLine = range.getClientRects()[0]!;
      return getComputedStyle(cell).direction === 'rtl' ? firstLine.right : firstLine.left;
    };
    return [...document.querySelectorAll('table')].flatMap((table) => {
      const cells = [...table.querySelectorAll('tbody tr:first-child td')];
      return [...table.querySelectorAll('thead th')].flatMap((header, column) => {
        const off = Math.abs(textStart(header) - textStart(cells[column]!));
        return off < 1 ? [] : [`"${header.textContent}" starts ${off.toFixed(1)} px from its column's words`];
      });
    });
  });
}
