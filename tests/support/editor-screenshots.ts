/**
 * The screenshots of CONTENT.md's editor guide, taken in headless Chromium from `npm run edit` on
 * a copy of the fixture site: `npx tsx tests/support/editor-screenshots.ts`, then
 * `pngquant --force --quality 60-85 --output F F` on each file to keep them small.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.ts';
import { openEntry, publish, startEditor } from './editor.ts';
import { copyProject } from './project-copy.ts';

const folder = fileURLToPath(new URL('../../docs/editor', import.meta.url));
const project = copyProject();
const editor = await startEditor(project);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 760 } });
  // Leaving an entry with a refused change asks first; the next screenshot leaves it.
  page.on('dialog', (dialog) => void dialog.accept());
  const shot = async (name: string, preview = true) => {
    // The preview pane is Decap's frame, where the site's components draw the entry or say what it waits for.
    if (preview)
      await page
        .frameLocator('#preview-pane')
        .locator('main, [data-preview-notice]')
        .first()
        .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(folder, name) });
  };
  const open = async (route: string) => {
    await page.goto('about:blank');
    await page.goto(`${editor.editorUrl}#/collections/${route}`);
  };
  await page.goto(editor.editorUrl);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await shot('1-login.png', false);
  await openEntry(page, editor.editorUrl, 'case-studies');
  await page.getByText('How Brightpath').first().waitFor();
  await shot('2-collections.png', false);
  await open('case-studies/entries/1-brightpath-product-summit');
  await page.getByLabel('Title', { exact: true }).first().waitFor();
  await shot('3-case-study.png');
  await open('pages/entries/faq');
  await page.getByText('Questions and answers', { exact: true }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 250);
  await shot('4-sections.png');
  await open('faq/entries/pricing');
  await page.getByLabel('Order', { exact: true }).fill('1');
  await publish(page);
  await page
    .getByText(/Failed to persist/)
    .first()
    .waitFor();
  await shot('5-check-on-save.png');
  await open('faq/entries/pricing');
  await page.getByLabel('Question', { exact: true }).fill('');
  await publish(page);
  await page.getByText('Question is required.').first().waitFor();
  await shot('6-required.png');
} finally {
  await browser.close();
  await editor.stop();
  rmSync(project, { recursive: true, force: true });
}
