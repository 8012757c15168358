import { afterAll, beforeAll, expect, test } from 'vitest';
import { collectProblems, openSite, routes, type SiteUnderTest } from '../support/browser.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

function textOfFirstHeading(html: string): string {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

test('every route is served as static HTML with its own text and head tags before JavaScript runs', async () => {
  const titles = new Set<string>();
  for (const route of routes) {
    const response = await fetch(`${site.url}${route.path}`);
    expect(response.status, route.path).toBe(200);
    const html = await response.text();
    const head = headOf(html);
    const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
    expect(title, route.path).toBeTruthy();
    titles.add(title ?? '');
    expect(head, route.path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head, route.path).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(head, route.path).toContain(
      `<link rel="canonical" href="https://www.example.com${route.path === '/' ? '/' : route.path}"/>`,
    );
    expect(head, route.path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(head, route.path).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(head, route.path).toContain('<style data-styled="true"');
    expect(textOfFirstHeading(html), route.path).toBe(route.heading);
  }
  expect(titles.size).toBe(routes.length);
});

test('an unknown case study, or page of a tag, answers 404 with the "Blog post not found" view, which hydrates', async () => {
  for (const address of ['/blog/3', '/blog/tag/lead-generation/page/99']) {
    const response = await fetch(`${site.url}${address}`);
    expect(response.status, address).toBe(404);
    expect(await response.text()).toContain('Blog post not found');

    const page = await site.browser.newPage();
    const problems = collectProblems(page, { expectedStatus404: `${site.url}${address}` });
    await page.goto(`${site.url}${address}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Blog post not found');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(`${site.url}/blog`);
    expect(problems, address).toEqual([]);
    await page.close();
  }
});

test('an unknown path answers 404 with the not-found view and logs the path', async () => {
  const response = await fetch(`${site.url}/no/such/page`);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('<meta name="robots" content="noindex"/>');

  const page = await site.browser.newPage();
  const problems = collectProblems(page, { expectedStatus404: `${site.url}/no/such/page` });
  const pathLogged = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('/no/such/page') && message.type() !== 'error',
    timeout: 10_000,
  });
  await page.goto(`${site.url}/no/such/page`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
  await expect(pathLogged).resolves.toBeTruthy();
  await expect(page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).resolves.toBe('/');
  expect(problems).toEqual([]);
  await page.close();
});

test('client navigation changes page and head tags without a full reload', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectProblems(page);
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await page.waitForURL(`${site.url}/services`);
  await page.waitForFunction(() => document.title.startsWith('Services'));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
    'https://www.example.com/services',
  );
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Outbound Services');

  await page.goBack();
  await page.waitForFunction(() => document.title.includes('B2B Sales AI'));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
  await page.close();
});

test('when a route chunk is gone (a deploy since the page loaded), the link loads the address in full instead', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
  await page.route(/\/assets\/(services|PageView)-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await page.waitForFunction(() => !('sameDocument' in window) && document.readyState !== 'loading', undefined, {
    timeout: 10_000,
  });
  expect(page.url()).toBe(`${site.url}/services`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Outbound Services');
  await page.close();
});

test('a route that cannot load, once the page was already loaded in full for it, leaves none of the first page’s head tags at its address', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/$/);
  await page.evaluate(() => {
    sessionStorage.setItem('reloaded:/services', '1');
    Object.assign(window, { sameDocument: true });
  });
  await page.route(/\/assets\/(services|PageView)-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await page.waitForFunction(
    () => window.location.pathname === '/services' && document.querySelector('link[rel="canonical"]') === null,
    undefined,
    { timeout: 10_000 },
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(
    await page.evaluate(
      () => document.head.querySelectorAll('title, meta[name="description"], meta[property^="og:"]').length,
    ),
  ).toBe(0);
  await page.close();
});
