import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The committed pictures the visual tests compare with. */
export const baselineDir = path.join(repoRoot, 'tests/e2e/visual-baselines');

/** Where a failed comparison writes the actual, expected and diff pictures. */
export const failureDir = path.join(repoRoot, '.build/visual-failures');

/** Whether this run writes the baselines instead of comparing (`npm run test:visual -- --update`). */
export const updatingBaselines = process.env.VISUAL_UPDATE === '1';

/**
 * The share of pixels that may differ before a comparison fails, and how different a pixel must be
 * to count (pixelmatch's threshold, 0 to 1): room for anti-aliasing, not for a moved box.
 */
const tolerance = { pixels: 0.0005, threshold: 0.1 };

const require = createRequire(import.meta.url);
const interFiles = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');

/**
 * Inter from @fontsource (an npm package, so no network and the same on every machine) in place of
 * the site's system font stack, whose fonts differ from one machine to the next, for every element.
 * Latin and Latin Extended, in the four weights the site uses.
 */
export const pinnedFontStyle = [400, 500, 700, 800]
  .flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => {
      const data = readFileSync(path.join(interFiles, `inter-${subset}-${weight}-normal.woff2`)).toString('base64');
      const range =
        subset === 'latin'
          ? 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'
          : 'U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';
      return `@font-face { font-family: 'Pinned Inter'; font-weight: ${weight}; font-display: block; src: url(data:font/woff2;base64,${data}) format('woff2'); unicode-range: ${range}; }`;
    }),
  )
  .concat("*, *::before, *::after { font-family: 'Pinned Inter' !important; caret-color: transparent !important; }")
  .join('\n');

/**
 * Makes the page render the same on every run: the pinned font, every lazy picture loaded, fonts
 * ready, and two frames for the layout to settle. The page's context needs `bypassCSP`.
 */
export async function settle(page: Page): Promise<void> {
  await page.addStyleTag({ content: pinnedFontStyle });
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
    );
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The result of comparing one picture with its baseline: nothing when it matches or was written. */
export function compareWithBaseline(name: string, actual: Buffer): string | undefined {
  const baselineFile = path.join(baselineDir, `${name}.png`);
  if (updatingBaselines) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselineFile, actual);
    return undefined;
  }
  if (!existsSync(baselineFile))
    return `${name}: no baseline; run npm run test:visual -- --update and commit tests/e2e/visual-baselines/`;
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const got = PNG.sync.read(actual);
  const failed = (why: string, diff?: PNG) => {
    mkdirSync(failureDir, { recursive: true });
    writeFileSync(path.join(failureDir, `${name}.actual.png`), actual);
    writeFileSync(path.join(failureDir, `${name}.expected.png`), readFileSync(baselineFile));
    if (diff) writeFileSync(path.join(failureDir, `${name}.diff.png`), PNG.sync.write(diff));
    return `${name}: ${why} (see ${path.relative(repoRoot, failureDir)}/${name}.{actual,expected,diff}.png)`;
  };
  if (got.width !== expected.width || got.height !== expected.height)
    return failed(`${got.width}×${got.height} px, the baseline is ${expected.width}×${expected.height}`);
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(got.data, expected.data, diff.data, got.width, got.height, {
    threshold: tolerance.threshold,
  });
  const share = differing / (got.width * got.height);
  if (share <= tolerance.pixels) {
    for (const kind of ['actual', 'expected', 'diff'])
      rmSync(path.join(failureDir, `${name}.${kind}.png`), { force: true });
    return undefined;
  }
  return failed(`${(share * 100).toFixed(2)}% of pixels differ (at most ${tolerance.pixels * 100}% may)`, diff);
}
