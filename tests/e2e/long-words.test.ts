import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, runBuild } from '../support/project-copy.ts';
import { openSite, type SiteUnderTest } from '../support/browser.ts';
import { sidewaysScroll } from '../support/page-reading.ts';

// One unbroken word of 70 letters, as a product name or an address pasted into copy can be.
const longWord = 'Hyperautomatedoutboundprospectingplatform'.padEnd(70, 'x');

let project: string;
let outDir: string;
let site: SiteUnderTest;

/**
 * Puts the long word in front of the value of the first `field:` line (list items included), or
 * of the first list item when `field` is empty, after the text `after`; or in place of that value.
 */
function putLongWord(file: string, field: string, options: { after?: string; replace?: true } = {}): void {
  const target = path.join(project, file);
  const source = readFileSync(target, 'utf8');
  const from = options.after === undefined ? 0 : source.indexOf(options.after);
  const line = new RegExp(field === '' ? '^\\s*- ' : `^[\\s-]*${field}: `, 'gm');
  line.lastIndex = from;
  const match = from === -1 ? null : line.exec(source);
  if (!match) throw new Error(`${file} has no ${field || 'list item'} after ${JSON.stringify(options.after)}.`);
  const at = match.index + match[0].length;
  const rest = options.replace ? source.slice(source.indexOf('\n', at)) : ` ${source.slice(at)}`;
  writeFileSync(target, `${source.slice(0, at)}${longWord}${rest}`);
}

/** Replaces every `from` in a file of the copy by what `to` makes of it. */
function edit(file: string, from: RegExp, to: (matched: string) => string): void {
  const target = path.join(project, file);
  const source = readFileSync(target, 'utf8');
  if (!from.test(source)) throw new Error(`${file} has nothing matching ${from}.`);
  writeFileSync(target, source.replace(from, to));
}

beforeAll(() => {
  project = copyProject();
  outDir = mkdtempSync(path.join(tmpdir(), 'long-words-site-'));
  const caseStudy = `content/case-studies/${readdirSync(path.join(project, 'content/case-studies')).find((name) => name.startsWith('1-'))}`;
  // A case study title has at most 110 characters.
  putLongWord(caseStudy, 'title', { replace: true });
  for (const field of ['author', 'company', 'position']) putLongWord(caseStudy, field);
  putLongWord(caseStudy, '', { after: 'keyResults:' });
  putLongWord(caseStudy, 'text', { after: 'testimonial:' });
  putLongWord(caseStudy, 'title', { after: 'challenge:' });
  putLongWord(caseStudy, '', { after: 'points:' });
  putLongWord(caseStudy, 'label', { after: 'results:' });
  // In the body: a paragraph, and a code block, which keeps its spaces and line breaks.
  edit(caseStudy, /\n*$/, () => `\n\n${longWord} in a paragraph.\n\n\`\`\`\n${longWord} in code\n\`\`\`\n`);
  const home = 'content/pages/home.mdx';
  for (const field of ['headline', 'badge', 'label', 'number', 'value']) putLongWord(home, field);
  putLongWord(home, 'label', { after: 'type: StatsBand' });
  putLongWord(home, 'title', { after: 'type: ServicesGrid' });
  putLongWord(home, 'title', { after: 'type: ProcessSteps' });
  putLongWord(home, 'heading', { after: 'type: CallToAction' });
  // The highlight, which must be words of the headline, holds the long word too.
  edit('content/pages/pricing.mdx', /Transparent Pricing/g, () => `${longWord} Pricing`);
  putLongWord('content/pages/pricing.mdx', 'name');
  putLongWord('content/pages/pricing.mdx', 'name', { after: 'popular: true' });
  putLongWord('content/pages/pricing.mdx', 'label', { after: 'type: PricingGrid' });
  putLongWord('content/pages/pricing.mdx', '', { after: 'features:' });
  putLongWord('content/pages/pricing.mdx', 'heading', { after: 'enterprise:' });
  for (const field of ['title', 'label'])
    putLongWord('content/pages/services.mdx', field, { after: 'type: OfferCards' });
  putLongWord('content/pages/services.mdx', 'title', { after: 'type: WhyChoose' });
  for (const field of ['title', 'label', 'availability'])
    putLongWord('content/pages/schedule-consultation.mdx', field, { after: 'type: ConsultationDetails' });
  putLongWord('content/pages/schedule-consultation.mdx', '', { after: 'benefits:' });
  putLongWord('content/pages/linkedin-tool.mdx', 'label');
  putLongWord('content/pages/linkedin-tool.mdx', 'title', { after: 'type: WhyChoose' });
  putLongWord('content/faq/pricing.mdx', 'question');
  edit('content/faq/pricing.mdx', /\n*$/, () => `\n\n${longWord} in an answer.\n`);
  for (const field of ['label', 'tagline', 'heading']) putLongWord('content/site.yaml', field);
  putLongWord('content/site.yaml', 'label', { after: 'button:' });
  putLongWord('content/site.yaml', 'label', { after: 'columns:' });
  const build = runBuild(project, ['--out', outDir]);
  if (build.status !== 0) throw new Error(`The copy with long words did not build:\n${build.output}`);
}, 120_000);

beforeAll(async () => {
  site = await openSite(outDir);
});

afterAll(async () => {
  await site?.close();
  rmSync(project, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

test('a 70-letter word in headings, cards, buttons, stats, plans, questions, prose, navigation and footer wraps: no page scrolls sideways at 320 px', async () => {
  const problems: string[] = [];
  const page = await site.browser.newPage({ viewport: { width: 320, height: 800 } });
  for (const route of [
    '/',
    '/blog',
    '/blog/1',
    '/pricing',
    '/faq',
    '/services',
    '/schedule-consultation',
    '/linkedin-tool',
  ]) {
    await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      () => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false,
      undefined,
      { timeout: 10_000 },
    );
    expect(await page.locator('main').innerText(), route).toContain(longWord.slice(0, 20));
    problems.push(...(await sidewaysScroll(page)).map((problem) => `${route}: ${problem}`));
    // The mobile menu and an open FAQ answer show words the closed page hides.
    await page.getByRole('button', { name: 'Menu' }).click();
    if (route === '/faq') await page.getByRole('button', { name: new RegExp(longWord) }).click();
    problems.push(...(await sidewaysScroll(page)).map((problem) => `${route} (menu open): ${problem}`));
  }
  await page.close();
  expect(problems).toEqual([]);
}, 60_000);
