import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startupMarks } from '../../src/startup/steps.ts';
import { collectProblems, openSite, reportPolicyViolations, routes, type SiteUnderTest } from '../support/browser.ts';

let site: SiteUnderTest;
/**
 * A page kept for every read of a prerendered page as first painted, before hydration: scripts
 * run (inline ones, and CSS sees `scripting: enabled`), but the site's script files never load.
 */
let beforeHydration: Page | undefined;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

const waitForHydration = (page: Page) =>
  page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false, undefined, {
    timeout: 10_000,
  });

/** What `read` finds on the prerendered page at `path` as first painted, before hydration. */
async function readBeforeHydration<T>(path: string, read: (page: Page) => Promise<T>): Promise<T> {
  if (!beforeHydration) {
    beforeHydration = await site.browser.newPage();
    await beforeHydration.route('**/*.js', (route) => route.abort());
  }
  await beforeHydration.goto(`${site.url}${path}`);
  return read(beforeHydration);
}

const mainTextBeforeHydration = (path: string) => readBeforeHydration(path, (page) => page.locator('main').innerText());

test('the first page loads its scripts after painting, and they carry no section code and no copy of the sections it keeps as HTML', async () => {
  const html = await (await fetch(`${site.url}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/);

  const page = await site.browser.newPage();
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: await response.text() });
  });
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const names = scripts.map((script) => new URL(script.url).pathname);
  expect(
    names.some((name) =>
      /\/(Hero|StatsBand|SuccessStories|ServicesGrid|ProcessSteps|Icon|Footer|GlobalStyle)-/.test(name),
    ),
    names.join(' '),
  ).toBe(false);
  for (const copy of [
    'Our Proven Process',
    'Professional AI-driven sales automation consulting',
    'AI-Powered Services',
  ]) {
    expect(
      scripts.filter((script) => script.body.includes(copy)).map((script) => script.url),
      copy,
    ).toEqual([]);
  }
  await page.close();
});

test('search is offered once the page has hydrated, never without JavaScript, and loads nothing until a visitor opens it', async () => {
  const searchButtons = (page: Page) => page.getByRole('button', { name: 'Search' }).count();
  for (const path of ['/', '/blog/1']) {
    expect(await readBeforeHydration(path, searchButtons), path).toBe(0);
  }

  const page = await site.browser.newPage();
  const problems = collectProblems(page);
  await reportPolicyViolations(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const ofSearch = () => requested.filter((name) => /^\/pagefind\/|\/SearchPanel-/.test(name));
  for (const path of ['/', '/faq', '/blog/1']) {
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await searchButtons(page), path).toBe(1);
    expect(ofSearch(), path).toEqual([]);
  }
  // Opening search loads its panel and Pagefind's script, and a search loads Pagefind's WebAssembly under the policy.
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('venue');
  await page.getByRole('search').getByRole('link').first().waitFor();
  expect(ofSearch()).toEqual(expect.arrayContaining(['/pagefind/pagefind.js', expect.stringMatching(/\.pagefind$/)]));
  expect(problems).toEqual([]);
  await page.close();
});

test('the app starts in three tasks, with styled-components reading the prerendered styles in the second', async () => {
  const page = await site.browser.newPage();
  // A probe task that queues itself again each time it runs, until the app's start is marked: two
  // marks made in one task see the same count, and a new task starts only after the probe queued before it.
  await page.addInitScript((appMark) => {
    const seen = { probes: 0, marks: [] as [string, number][], stylesRead: -1 };
    Object.assign(window, { startupSeen: seen });
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      seen.probes += 1;
      if (!seen.marks.some(([name]) => name === appMark)) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      seen.marks.push([name, seen.probes]);
      return mark(name, options);
    };
    // styled-components removes the prerendered <style> once it has read it into its own sheet.
    new MutationObserver((mutations) => {
      const removed = mutations.some((mutation) =>
        [...mutation.removedNodes].some((node) => node instanceof HTMLStyleElement && node.hasAttribute('data-styled')),
      );
      if (removed && seen.stylesRead === -1) seen.stylesRead = seen.probes;
    }).observe(document, { childList: true, subtree: true });
  }, startupMarks.app);
  await page.goto(`${site.url}/pricing`);
  await waitForHydration(page);
  const seen = await page.evaluate(
    () =>
      (window as unknown as { startupSeen: { probes: number; marks: [string, number][]; stylesRead: number } })
        .startupSeen,
  );
  const probesAt = new Map(seen.marks);
  const framework = probesAt.get(startupMarks.framework) ?? -1;
  const styles = probesAt.get(startupMarks.styles) ?? -1;
  const app = probesAt.get(startupMarks.app) ?? -1;
  expect(seen.marks.map(([name]) => name)).toEqual([startupMarks.framework, startupMarks.styles, startupMarks.app]);
  expect(framework).toBeGreaterThanOrEqual(0);
  expect(styles).toBeGreaterThan(framework);
  expect(app).toBeGreaterThan(styles);
  expect(seen.stylesRead).toBe(styles);
  await page.close();
});

test('a prerendered page keeps its global styles: hydration does not insert them again', async () => {
  const page = await site.browser.newPage();
  await page.addInitScript(() => {
    const inserted: string[] = [];
    Object.assign(window, { insertedRules: inserted });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  const problems = collectProblems(page);
  await page.goto(`${site.url}/`);
  await waitForHydration(page);
  const isGlobalReset = (rule: string) =>
    rule.replace(/\s/g, '').startsWith('*,*::before,*::after{box-sizing:border-box');
  // Once, as styled-components reads the prerendered styles into its sheet; the global style
  // component rendering in the browser would remove and insert them again.
  expect(
    (await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules)).filter(isGlobalReset),
  ).toHaveLength(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
  expect(
    await page.evaluate(() => [
      getComputedStyle(document.body).margin,
      getComputedStyle(document.querySelector('h1') ?? document.body).boxSizing,
    ]),
  ).toEqual(['0px', 'border-box']);
  expect(problems).toEqual([]);
  await page.close();
});

test('every section of a hydrated page shows exactly what the prerendered HTML showed', async () => {
  // One page with JavaScript and one without load every route in turn: a new page costs a renderer process.
  const page = await site.browser.newPage();
  const problems = collectProblems(page);
  for (const path of ['/', '/services', '/faq', '/blog', '/blog/1']) {
    problems.length = 0;
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await page.locator('main').innerText(), path).toBe(await mainTextBeforeHydration(path));
    expect(problems, path).toEqual([]);
  }
  await page.close();
});

test('a link in a section kept as HTML navigates in the app, and going back renders that page again in full', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectProblems(page);
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const homeText = await page.locator('main').innerText();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.locator('main a[href="/blog/1"]').first().click();
  await page.waitForURL(`${site.url}/blog/1`);
  await page
    .getByRole('heading', { level: 1, name: 'How Brightpath Software Filled Every Seat at Its Product Summit' })
    .waitFor();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await page.locator('title').count()).toBe(1);

  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Scale Your Sales Pipeline' }).waitFor();
  expect(await page.locator('main').innerText()).toBe(homeText);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
  expect(await page.locator('main').innerText()).toBe(await mainTextBeforeHydration('/faq'));
  expect(problems).toEqual([]);
  await page.close();
});

/** What the head says of the page, and its structured data, with every tag that may appear once listed in full. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
    return {
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
      descriptions: all('meta[name="description"]', 'content'),
      canonicals: all('link[rel="canonical"]', 'href'),
      robots: all('meta[name="robots"]', 'content'),
      openGraphTitles: all('meta[property="og:title"]', 'content'),
      structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
      ),
    };
  });
}

/** `headTags` of the prerendered page at `path`. */
const prerenderedHeadTags = (path: string) => readBeforeHydration(path, headTags);

test('a case study page hydrates without loading its data, and its head tags give way to the next route’s in the app', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectProblems(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(`${site.url}/blog/1`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const caseStudyHead = await prerenderedHeadTags('/blog/1');
  expect(caseStudyHead.titles).toEqual(['How Brightpath Software Filled Every Seat at Its Product Summit | ScaleLoop']);
  expect(await headTags(page)).toEqual(caseStudyHead);
  expect((await Promise.all(scripts)).filter((script) => script.includes('Brightpath'))).toEqual([]);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  const faqHead = await prerenderedHeadTags('/faq');
  expect(faqHead.structuredData).toContain('FAQPage');
  expect(await headTags(page)).toEqual(faqHead);

  await page.goBack();
  await page
    .getByRole('heading', { level: 1, name: 'How Brightpath Software Filled Every Seat at Its Product Summit' })
    .waitFor();
  expect(await headTags(page)).toEqual(caseStudyHead);
  expect(problems).toEqual([]);
  await page.close();
});

/** A few computed styles of every element in the main content, which differ when a rule of the page is missing. */
function mainStyles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].map((element) => {
      const style = getComputedStyle(element);
      return [
        element.tagName,
        style.display,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.padding,
        style.margin,
        style.gridTemplateColumns,
        style.borderRadius,
      ].join(' ');
    }),
  );
}

test('a case study the app navigates to is its prerendered page: the same content, head tags and styles, and no script holds its copy', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await reportPolicyViolations(page);
  const problems = collectProblems(page, { expectedStatus404: `${site.url}/blog/999` });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(`${site.url}/blog`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.locator('main a[href="/blog/2"]').first().click();
  await page.waitForURL(`${site.url}/blog/2`);
  await page.getByRole('heading', { level: 1, name: '25 Qualified Leads a Month for Northwind Logistics' }).waitFor();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await page.locator('main').innerText()).toBe(await mainTextBeforeHydration('/blog/2'));
  expect(await headTags(page)).toEqual(await prerenderedHeadTags('/blog/2'));
  expect(await mainStyles(page)).toEqual(await readBeforeHydration('/blog/2', mainStyles));
  expect((await Promise.all(scripts)).filter((script) => script.includes('temperature-controlled freight'))).toEqual(
    [],
  );

  // An id without a page: the host answers 404, and the app shows the not-found view.
  await page.evaluate(() => {
    history.pushState(null, '', '/blog/999');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1, name: 'Blog post not found' }).waitFor();
  expect((await headTags(page)).robots).toEqual(['noindex']);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
  await page.close();
});

test('the not-found page of a case study id hydrates as that view, and its noindex goes once the visitor follows its link', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectProblems(page, { expectedStatus404: `${site.url}/blog/3` });
  await page.goto(`${site.url}/blog/3`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  expect((await headTags(page)).robots).toEqual(['noindex']);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('main').getByRole('link', { name: 'Back to Blog' }).click();
  await page.waitForURL(`${site.url}/blog`);
  await page
    .getByRole('heading', { level: 1, name: routes.find((route) => route.path === '/blog')?.heading })
    .waitFor();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await headTags(page)).toEqual(await prerenderedHeadTags('/blog'));
  expect(problems).toEqual([]);
  await page.close();
});
