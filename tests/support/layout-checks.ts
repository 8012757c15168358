import type { Page } from 'playwright-core';

/**
 * What is wrong with the grids of the page as laid out now: every grid or wrapping flex box in
 * `main` and the footer whose visible children are equal-width cards. For each: a shorter last row
 * that is neither centred nor more than half as full as the first (an orphan), cards that overlap,
 * cards that stick out of the grid. Each problem names the nearest heading above the grid.
 */
export function gridProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const near = (element: Element) => {
      const section = element.closest('section, footer');
      return `"${section?.querySelector('h1, h2, h3')?.textContent?.trim().slice(0, 40) ?? element.tagName}" ${element.tagName.toLowerCase()}`;
    };
    for (const grid of document.querySelectorAll('main *, footer *')) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid' && !(style.display === 'flex' && style.flexWrap === 'wrap')) continue;
      const cards = [...grid.children]
        .filter((child) => getComputedStyle(child).position !== 'absolute')
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      if (cards.length < 2) continue;
      const widths = cards.map((box) => box.width);
      if (Math.max(...widths) - Math.min(...widths) > 1) continue;
      const rows: DOMRect[][] = [];
      for (const box of cards) {
        const row = rows.find((candidate) => Math.abs((candidate[0]?.top ?? 0) - box.top) < 2);
        if (row) row.push(box);
        else rows.push([box]);
      }
      const outer = grid.getBoundingClientRect();
      const left = outer.left + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.borderLeftWidth);
      const right = outer.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth);
      const first = rows[0] ?? [];
      const last = rows.at(-1) ?? [];
      if (rows.length > 1 && last.length < first.length && last.length <= first.length / 2) {
        const startGap = Math.min(...last.map((box) => box.left)) - left;
        const endGap = right - Math.max(...last.map((box) => box.right));
        if (Math.abs(startGap - endGap) > 2)
          problems.push(
            `${near(grid)}: ${cards.length} cards as rows of ${rows.map((row) => row.length).join(' + ')}, the last not centred`,
          );
      }
      cards.forEach((box, index) => {
        if (box.left < left - 1 || box.right > right + 1)
          problems.push(`${near(grid)}: card ${index + 1} sticks out of its grid`);
        for (const other of cards.slice(index + 1)) {
          const overlapX = Math.min(box.right, other.right) - Math.max(box.left, other.left);
          const overlapY = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
          if (overlapX > 1 && overlapY > 1) problems.push(`${near(grid)}: card ${index + 1} overlaps another`);
        }
      });
    }
    return problems;
  });
}

/**
 * Paragraphs of three lines or more in `main` whose lines hold more than `maxCharacters` on average:
 * body copy wider than a comfortable reading measure.
 */
export function longLines(page: Page, maxCharacters = 85): Promise<string[]> {
  return page.evaluate((limit) => {
    const problems: string[] = [];
    for (const paragraph of document.querySelectorAll('main p, main li')) {
      if (paragraph.querySelector('p, ul, ol')) continue;
      const text = paragraph.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
      ).size;
      if (lines >= 3 && text.length / lines > limit)
        problems.push(`"${text.slice(0, 40)}…": ${Math.round(text.length / lines)} characters a line`);
    }
    return problems;
  }, maxCharacters);
}

/**
 * The elements of a kind whose words run onto more than one line, with how many: the header
 * bar's links and buttons, or boxes drawn as pills (a background or border, and a corner radius
 * of half their height or more).
 */
function wrappedElements(page: Page, kind: 'header items' | 'pills'): Promise<{ text: string; lines: number }[]> {
  return page.evaluate((which) => {
    const isPill = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const drawn =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        Number.parseFloat(style.borderTopWidth) > 0;
      // A radius in % is of the box's own size: its vertical part, of its height.
      const [radius = '0px'] = style.borderTopLeftRadius.split(' ').slice(-1);
      const radiusPx = radius.endsWith('%')
        ? (Number.parseFloat(radius) / 100) * box.height
        : Number.parseFloat(radius);
      return drawn && box.height > 0 && radiusPx >= box.height / 2 - 1;
    };
    const candidates =
      which === 'pills'
        ? [...document.querySelectorAll('body *')].filter(isPill)
        : [...document.querySelectorAll('header a, header button')].filter(
            (item) => item.getClientRects().length > 0 && !item.closest('[hidden]'),
          );
    return candidates.flatMap((element) => {
      const spans: { top: number; bottom: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only sits in a 1 px box, where every word is a line of its own.
        if ((node.parentElement?.offsetWidth ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 1 && rect.height > 1) spans.push({ top: rect.top, bottom: rect.bottom });
      }
      // Pieces of text whose heights overlap share a line (a raised "st" too); a new line starts below the last.
      let lines = 0;
      let lineBottom = Number.NEGATIVE_INFINITY;
      for (const { top, bottom } of spans.sort((a, b) => a.top - b.top)) {
        if (top >= lineBottom - 1) lines += 1;
        lineBottom = top >= lineBottom - 1 ? bottom : Math.max(lineBottom, bottom);
      }
      return lines > 1 ? [{ text: element.textContent?.trim() ?? '', lines }] : [];
    });
  }, kind);
}

/** Links and buttons of the header bar whose words wrap onto a second line (a brand name broken mid-word, say). */
export async function wrappedHeaderItems(page: Page): Promise<string[]> {
  return (await wrappedElements(page, 'header items')).map(
    ({ text, lines }) => `header item "${text}" wraps onto ${lines} lines`,
  );
}

/**
 * Badges and buttons drawn as pills whose words wrap onto a second line: a lozenge with a line
 * break in it. A box that may wrap has smaller corners.
 */
export async function wrappedPills(page: Page): Promise<string[]> {
  return (await wrappedElements(page, 'pills')).map(
    ({ text, lines }) => `the pill "${text}" wraps onto ${lines} lines`,
  );
}

/**
 * Links and buttons in the elements `within` selects smaller than 24 × 24 CSS pixels (WCAG 2.5.8's
 * minimum), but for links in a run of text (other words on their line, not in a link or button),
 * which the criterion leaves to the line they sit in, and elements scrolled above the page's top
 * or for screen readers only.
 */
export function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    (scope) =>
      [...document.querySelectorAll(scope)]
        .flatMap((root) => [...root.querySelectorAll('a[href], button')])
        .flatMap((target) => {
          const box = target.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1 || box.bottom < 0 || target.closest('[hidden], [aria-hidden="true"]'))
            return [];
          if (box.width >= 24 && box.height >= 24) return [];
          let block = target.parentElement;
          while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
          // An item of a flex or grid row is laid out alone, whatever its neighbours say.
          const inRow = block !== null && /flex|grid/.test(getComputedStyle(block).display);
          const walker = document.createTreeWalker(inRow ? target : (block ?? document.body), NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // Only words that are not themselves links or buttons make a run of text.
            if (target.contains(node) || node.parentElement?.closest('a[href], button') || !node.textContent?.trim())
              continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const besideIt = [...range.getClientRects()].some(
              (rect) => rect.width > 0 && rect.top < box.bottom && rect.bottom > box.top,
            );
            if (besideIt) return [];
          }
          const name = target.textContent?.replace(/\s+/g, ' ').trim() || target.getAttribute('aria-label');
          return [`"${name}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`];
        }),
    within,
  );
}
