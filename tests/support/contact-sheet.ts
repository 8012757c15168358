import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { launchChromium } from './browser.ts';
import { buildSiteOrThrow } from './build-site.ts';
import { settle } from './visual.ts';

// npm run docs:contact-sheet: builds the fixture site and draws docs/contact-sheet/{home,pricing}.png,
// each the top of the page at every designed width (columns) in the light and dark schemes (rows).

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const siteDir = path.join(repoRoot, '.build/contact-sheet-site');
const outDir = path.join(repoRoot, 'docs/contact-sheet');
const widths = [320, 375, 768, 1024, 1280, 1440, 1920];
const cellWidth = 240;
/** How much of each page, in CSS pixels from the top, a cell shows. */
const pageHeight = 1500;
const gap = 16;

await buildSiteOrThrow({
  content: path.join(repoRoot, 'tests/fixtures/site'),
  out: siteDir,
  cacheDir: path.join(repoRoot, '.cache/test-sites/site'),
});
const server = await startStaticServer({ root: siteDir, headersFor: readHeadersFile(siteDir) });
const browser = await launchChromium();
mkdirSync(outDir, { recursive: true });
try {
  for (const [name, route] of [
    ['home', '/'],
    ['pricing', '/pricing'],
  ] as const) {
    const rows: PNG[][] = [];
    for (const scheme of ['light', 'dark'] as const) {
      const row: PNG[] = [];
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: pageHeight },
          deviceScaleFactor: cellWidth / width,
          colorScheme: scheme,
          reducedMotion: 'reduce',
          bypassCSP: true,
        });
        const page = await context.newPage();
        await page.goto(`${server.url}${route}`);
        await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
        await settle(page);
        row.push(PNG.sync.read(await page.screenshot({ animations: 'disabled' })));
        await context.close();
      }
      rows.push(row);
    }
    const cellHeight = Math.max(...rows.flat().map((cell) => cell.height));
    const sheet = new PNG({
      width: widths.length * (cellWidth + gap) + gap,
      height: rows.length * (cellHeight + gap) + gap,
    });
    sheet.data.fill(0x94);
    rows.forEach((row, rowIndex) => {
      row.forEach((cell, column) => {
        PNG.bitblt(
          cell,
          sheet,
          0,
          0,
          Math.min(cell.width, cellWidth),
          cell.height,
          gap + column * (cellWidth + gap),
          gap + rowIndex * (cellHeight + gap),
        );
      });
    });
    writeFileSync(path.join(outDir, `${name}.png`), PNG.sync.write(sheet));
    console.log(`Wrote docs/contact-sheet/${name}.png`);
  }
} finally {
  await browser.close();
  await server.close();
}
