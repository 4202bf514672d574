// Layout shifts with what moved: the browser tests (e2e/font-swap, e2e/motion) and `npm run
// bench:font-swap` read them the same way.
import type { Page } from '@playwright/test';

/** One layout-shift entry, its sources described when it happened (a node may be gone later). */
export interface Shift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

interface Recorded {
  __layoutShifts: Shift[];
}

/**
 * Records every layout shift of the pages `page` opens from now on, with what moved. Call before
 * `goto`; read with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page) {
  // No named functions inside: a script run by tsx (scripts/fonts/swap-cls.ts) would have them
  // wrapped in a helper the page does not have.
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const shifts: Shift[] = [];
    (window as unknown as Recorded).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        shifts.push({
          startTime: entry.startTime,
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
            const element = node instanceof Element ? node : (node?.parentElement ?? null);
            const text = (node?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
            const what = !node
              ? '(a node no longer in the page)'
              : !element
                ? node.nodeName
                : `${node instanceof Element ? '' : 'text in '}${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
                    .slice(0, 4)
                    .map((name) => `.${name}`)
                    .join('')}${text ? ` "${text}"` : ''}`;
            const [before, after] = [previousRect, currentRect].map(({ x, y, width, height }) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`);
            return `${what}: ${before} → ${after}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts recorded since `since` (a `performance.now()` of the page) that no input
 * caused: their sum, and a report of what moved, for a failing expectation's message.
 */
export async function layoutShifts(page: Page, since = 0) {
  // Entries are delivered after the frame they happened in: let two more frames pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = (await page.evaluate(() => (window as unknown as Recorded).__layoutShifts)).filter(
    (shift) => !shift.hadRecentInput && shift.startTime >= since,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts.map((shift) => `shift ${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms:\n  ${shift.sources.join('\n  ')}`).join('\n');
  return { total, report: `layout shifts (sum ${total.toFixed(5)}):\n${report}` };
}
