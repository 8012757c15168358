/**
 * What the invariant checks read from a page in Chromium: axe's violations, whether it scrolls
 * sideways, and its visible text and FAQ; and a helper to visit pages a few at a time.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What a visitor sees on a hydrated page at 1280 px. */
export interface VisiblePage {
  text: string;
  faq: { question: string; answer: string }[];
}

/** Runs `work` on every item, at most `limit` at a time, in order of the list. */
export async function inTurns<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * axe's violations on the page as it is, one line per element (`rule on target: what to fix`):
 * of the WCAG A/AA and best-practice rules, or of `rules` alone when given; in the whole document,
 * or in the elements `within` selects.
 */
export async function axeViolations(
  page: Page,
  { rules, within }: { rules?: string[]; within?: string } = {},
): Promise<string[]> {
  // axe's 580 KB script stays on a page until it navigates, so it is evaluated once per document
  // (@axe-core/playwright evaluates it twice for every run). The site's pages hold no frames.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: axeTags };
  const results = await page.evaluate(
    ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context ?? document, options),
    { context: within, options: { runOnly, resultTypes: ['violations' as const] } },
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} on ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`,
    ),
  );
}

/** Nothing if the page fits its width; else how wide it is, and the elements that stick out past the edge. */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return [];
    // An element inside a box that clips it (a marquee, a decoration) cannot widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    // A box may fit while its content does not (a long line in <pre>): its scroll width tells.
    const rightEdge = (element: Element) => {
      const box = element.getBoundingClientRect();
      return getComputedStyle(element).overflowX === 'visible'
        ? Math.max(box.right, box.left + element.scrollWidth)
        : box.right;
    };
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => rightEdge(element) > width + 0.5 && !clipped(element),
    );
    const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()}>${text ? ` ${JSON.stringify(text)}` : ''} reaching ${Math.round(rightEdge(element))} px`;
    };
    const widestFirst = innermost.sort((a, b) => rightEdge(b) - rightEdge(a)).slice(0, 3);
    return [
      `the page is ${scrollWidth} px wide in a ${width} px window${widestFirst.length > 0 ? `; widest: ${widestFirst.map(describe).join(', ')}` : ''}`,
    ];
  });
}

/**
 * The page's visible text, and its FAQ as a visitor reads it: each question of the accordion (a
 * button controlling a region) opened in turn, and its answer read once it shows.
 */
export function readVisible(page: Page): Promise<VisiblePage> {
  return page.evaluate(async () => {
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
    const text = document.body.innerText;
    const faq: { question: string; answer: string }[] = [];
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (panel?.getAttribute('role') !== 'region') continue;
      if (button.getAttribute('aria-expanded') !== 'true') button.click();
      for (let frame = 0; frame < 60 && panel.checkVisibility() === false; frame += 1)
        await new Promise(requestAnimationFrame);
      faq.push({ question: normalise(button.innerText), answer: normalise(panel.innerText) });
    }
    return { text, faq };
  });
}
