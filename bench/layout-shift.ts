import type { BrowserContext, Page } from 'playwright-core';

/**
 * Cumulative layout shift as Chromium reports it (PerformanceObserver 'layout-shift' entries, the
 * ones not caused by input), summed the way Core Web Vitals does: the largest session window
 * (shifts less than 1 s apart, a window at most 5 s long). The in-page code is a string: this file
 * is also compiled for Node, without the DOM's types.
 */
const OBSERVE = `
  window.__layoutShifts = [];
  const describe = (node) =>
    node instanceof Element ? node.tagName.toLowerCase() + '.' + [...node.classList].join('.') : String(node);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        window.__layoutShifts.push({
          value: entry.value,
          startTime: entry.startTime,
          moved: entry.sources.map((source) => describe(source.node)),
        });
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  startTime: number;
  moved: string[];
}

export async function watchLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: OBSERVE });
}

const shiftsOf = (page: Page) => page.evaluate<Shift[]>('window.__layoutShifts ?? []');

/** What moved in each shift, largest first (for a failure message). */
export async function layoutShiftSources(page: Page): Promise<string[]> {
  return (await shiftsOf(page))
    .sort((a, b) => b.value - a.value)
    .map((shift) => `${shift.value.toFixed(3)}: ${shift.moved.join(', ')}`);
}

/** The page's CLS so far (largest session window), after `watchLayoutShift` on its context. */
export async function layoutShift(page: Page): Promise<number> {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const { value, startTime } of await shiftsOf(page)) {
    if (startTime - previous > 1000 || startTime - windowStart > 5000) {
      current = 0;
      windowStart = startTime;
    }
    current += value;
    previous = startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/**
 * Opens `url` and measures its layout shift as it loads: until `ready` shows, the network is quiet
 * and a second more has passed (late images and badges).
 */
export async function loadShift(page: Page, url: string, ready: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  return layoutShift(page);
}
