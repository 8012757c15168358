import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSite, type SiteUnderTest } from '../support/browser.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

interface TextBox {
  text: string;
  box: { x: number; y: number; width: number; height: number };
  colours: number[][];
  large: boolean;
}

/**
 * Every line of text in the hero: the box of the glyphs themselves (a Range over the text,
 * so borders and padding of buttons and badges are not measured), its colour(s), and whether
 * it counts as large text. Gradient-filled text is marked so its fill can be removed.
 */
function heroText(page: Page): Promise<TextBox[]> {
  return page.evaluate(() => {
    const hero = document.querySelector('main section');
    if (!hero) return [];
    const parse = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const heroBox = hero.getBoundingClientRect();
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    const boxes: TextBox[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || element.offsetWidth <= 1) continue;
      const gradientText = style.backgroundClip === 'text' || style.webkitBackgroundClip === 'text';
      if (gradientText) element.dataset.gradientText = '';
      const colours = gradientText
        ? (style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map(parse)
        : [parse(style.color)];
      const size = Number.parseFloat(style.fontSize);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        boxes.push({
          text: node.textContent.trim().slice(0, 30),
          box: { x: rect.x - heroBox.x, y: rect.y - heroBox.y, width: rect.width, height: rect.height },
          colours,
          large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
        });
      }
    }
    return boxes;
  });
}

/**
 * The lowest contrast between each text's colour and any pixel behind it, on a page whose text
 * `hideHeroText` made invisible, so the decorations, clouds and gradient are what is measured.
 */
async function hideHeroText(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      'main section:first-of-type * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; } [data-gradient-text] { background: none !important; }',
  });
}

async function lowestContrasts(page: Page, texts: TextBox[]): Promise<number[]> {
  // Only the pixels behind the text are measured, so the picture is of the box around all of the
  // text, not of the whole hero: its PNG is what costs, in the browser and across the connection.
  const hero = await page.locator('main section').first().boundingBox();
  const left = Math.min(...texts.map(({ box }) => box.x));
  const top = Math.min(...texts.map(({ box }) => box.y));
  const clip = {
    x: (hero?.x ?? 0) + left,
    y: (hero?.y ?? 0) + top,
    width: Math.max(...texts.map(({ box }) => box.x + box.width)) - left,
    height: Math.max(...texts.map(({ box }) => box.y + box.height)) - top,
  };
  const shot = (await page.screenshot({ clip, animations: 'allow' })).toString('base64');
  const boxes = texts.map((text) => ({ ...text, box: { ...text.box, x: text.box.x - left, y: text.box.y - top } }));
  const contrasts = await page.evaluate(
    async ({ png, boxes, clipWidth }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return [];
      context.drawImage(image, 0, 0);
      const scale = image.width / clipWidth;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return boxes.map(({ box, colours }) => {
        const x = Math.max(0, Math.floor(box.x * scale));
        const y = Math.max(0, Math.floor(box.y * scale));
        const width = Math.max(1, Math.min(image.width - x, Math.ceil(box.width * scale)));
        const height = Math.max(1, Math.min(image.height - y, Math.ceil(box.height * scale)));
        const { data } = context.getImageData(x, y, width, height);
        let darkest = 1;
        let lightest = 0;
        for (let index = 0; index < data.length; index += 4) {
          const value = luminance(data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0);
          darkest = Math.min(darkest, value);
          lightest = Math.max(lightest, value);
        }
        const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        return Math.min(
          ...colours.flatMap(([r = 0, g = 0, b = 0]) => [
            ratio(luminance(r, g, b), darkest),
            ratio(luminance(r, g, b), lightest),
          ]),
        );
      });
    },
    { png: shot, boxes, clipWidth: clip.width },
  );
  return contrasts;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`hero text keeps AA contrast over the decorations at every point of their cycles in the ${scheme} scheme`, async () => {
    const problems: string[] = [];
    for (const width of [375, 1280]) {
      // The measurement injects a style to hide the text; the page's own CSP would refuse it.
      const page = await site.browser.newPage({
        viewport: { width, height: 900 },
        bypassCSP: true,
        colorScheme: scheme,
      });
      await page.goto(`${site.url}/`);
      await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
      // The text stands still while the decorations move: its boxes and colours are read once, before it is hidden.
      const texts = await heroText(page);
      expect(texts.length).toBeGreaterThanOrEqual(5);
      await hideHeroText(page);
      for (const fraction of [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875]) {
        // Stop every animation at the same fraction of its own cycle.
        await page.evaluate((at) => {
          for (const animation of document.getAnimations()) {
            animation.pause();
            const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
            animation.currentTime = duration * at;
          }
        }, fraction);
        const contrasts = await lowestContrasts(page, texts);
        texts.forEach((text, index) => {
          const needed = text.large ? 3 : 4.5;
          const contrast = contrasts[index] ?? 0;
          if (contrast < needed)
            problems.push(
              `${width}px at ${fraction * 100}% of the cycle: "${text.text}" ${contrast.toFixed(2)}:1 (needs ${needed})`,
            );
        });
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  }, 180_000);
}
