import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSite, routes, visitOnKeptPage, type SiteUnderTest, type VisitOptions } from '../support/browser.ts';

// The site settings of content/site.yaml that the pages must use.
const bookingUrl = 'https://calendar.example.com/scaleloop/free-consultation';
const eventsUrl = 'https://events.example.com/scaleloop-community';
const socialUrl = 'https://social.example.com/company/scaleloop';

let site: SiteUnderTest;
let visit: (path: string, options?: VisitOptions) => Promise<Page>;
/** The page as served, before any script: for the links every page carries, which hydration keeps. */
let visitPrerendered: (path: string, options?: VisitOptions) => Promise<Page>;
beforeAll(async () => {
  site = await openSite();
  visit = visitOnKeptPage(site);
  visitPrerendered = visitOnKeptPage(site, { javaScript: false });
});
afterAll(async () => {
  await site?.close();
});

/** Text of the main content as written (before CSS capitals), whitespace folded. */
function mainText(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' '));
}

/** Structured data blocks of the page. */
function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    ),
  );
}

test('home shows the hero, trusted-by strip, stats, stories, services, process and closing call to action of the spec', async () => {
  const page = await visit('/');
  const text = await mainText(page);
  for (const copy of [
    'B2B Sales AI & Automation Experts',
    'Scale Your Sales Pipeline',
    'Trusted by',
    '320%',
    'Average ROI',
    '500+',
    '25+',
    '10+',
    'Client Success Stories',
    'Campaign Results',
    '100+',
    'Registrations in 9 weeks',
    '25%+',
    '40%',
    'AI-Powered Services',
    'from $2,450/month',
    'from $1,450/month',
    'from $1,250/month',
    '+$200 per booked meeting',
    'Our Proven Process',
    'ICP Research',
    'Strategy Design',
    'Campaign Launch',
    'Optimization',
    'Ready to Scale Your Sales?',
  ]) {
    expect(text, copy).toContain(copy);
  }
  const hero = page.locator('main section').first();
  expect(await hero.getByRole('link', { name: /^Schedule a Consultation/ }).getAttribute('href')).toBe(bookingUrl);
  expect(await hero.getByRole('link', { name: /^Join Community for Events/ }).getAttribute('href')).toBe(eventsUrl);
  const decorations = page.locator('main [aria-hidden="true"][data-motion]').first();
  expect(await decorations.locator('[data-decoration="cloud"]').count()).toBe(6);
  expect(await decorations.locator('[data-decoration="icon"]').count()).toBe(8);
  expect(await page.getByRole('img', { name: /Northwind|Brightpath|Meridian|Atlas|Lumen|Crestline/ }).count()).toBe(6);
  expect(await page.locator('#testimonials').getByRole('heading', { level: 2 }).textContent()).toBe(
    'Client Success Stories',
  );
  expect(await page.locator('#services').getByRole('heading', { level: 2 }).textContent()).toBe('AI-Powered Services');
});

test('every Book, Schedule, Get Started and Consultation button on every page opens the booking calendar in a new tab', async () => {
  const problems: string[] = [];
  let checked = 0;
  for (const path of [...routes.map((route) => route.path), '/blog/3']) {
    const page = await visitPrerendered(path);
    const actions = await page.evaluate(() =>
      [...document.querySelectorAll('a')].map((link) => ({
        text: link.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel'),
      })),
    );
    for (const action of actions) {
      const label = action.text.replace(' (opens in a new tab)', '');
      if (!/^(Book|Schedule|Get Started)|Consultation$/.test(label)) continue;
      checked += 1;
      if (
        action.href !== bookingUrl ||
        action.target !== '_blank' ||
        action.rel !== 'noopener noreferrer' ||
        !action.text.endsWith('(opens in a new tab)')
      ) {
        problems.push(`${path}: "${label}" → ${action.href} target=${action.target} rel=${action.rel}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(20);
}, 120_000);

test('the desktop header has Services, Blog, FAQ and Book a call; the LinkedIn tool link is only in the mobile menu', async () => {
  const desktop = await visit('/services');
  const header = desktop.getByRole('banner');
  expect(await header.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual([
    'Services',
    'Blog',
    'FAQ',
  ]);
  expect(await header.getByRole('link', { name: /^Book a call/ }).getAttribute('href')).toBe(bookingUrl);
  expect(await header.getByRole('link', { name: 'LinkedIn Automation Tool' }).isVisible()).toBe(false);
  expect(await header.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);

  const mobile = await visit('/services', { width: 375 });
  const menuButton = mobile.getByRole('button', { name: 'Menu' });
  expect(await mobile.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  await menuButton.click();
  expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
  await mobile
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'LinkedIn Automation Tool' })
    .click();
  await mobile.waitForURL(`${site.url}/linkedin-tool`);
  // The address changes first; the new page (and the closed menu) render once its chunk has loaded.
  await mobile.getByRole('heading', { level: 1, name: 'LinkedIn Outreach on Autopilot, Safely' }).waitFor();
  expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
});

test("services shows four offers with prices, What's Included, Key Benefits and Get Started, and the three reasons", async () => {
  const page = await visit('/services');
  const text = await mainText(page);
  for (const copy of [
    'Schedule Free Consultation',
    'Strategic Partner',
    'from $2,450',
    'Email Campaign',
    'from $1,450',
    'LinkedIn Campaign',
    'from $1,250',
    'Meeting Booking Add-on',
    '+$200',
    'per booked meeting',
    '95%+ inbox placement',
    'Account Safety Guarantee',
    'Advanced Analytics',
    '24/7 Monitoring',
    'Book Your Consultation',
  ]) {
    expect(text, copy).toContain(copy);
  }
  expect(await page.getByRole('heading', { name: "What's Included" }).count()).toBe(4);
  expect(await page.getByRole('heading', { name: 'Key Benefits' }).count()).toBe(4);
  expect(await page.getByRole('link', { name: /^Get Started/ }).count()).toBe(4);
});

test('pricing shows three plans, LinkedIn Campaign marked Most Popular, and the enterprise prompt', async () => {
  const page = await visit('/pricing');
  expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
    expect.arrayContaining([
      'Strategic Partner',
      'LinkedIn Campaign',
      'Email Campaign',
      'Need a Custom Enterprise Package?',
    ]),
  );
  expect(await page.getByRole('link', { name: /^Get Started/ }).count()).toBe(3);
  const popular = page.getByRole('listitem').filter({ hasText: 'Most Popular' });
  expect(await popular.count()).toBe(1);
  expect(await popular.getByRole('heading', { level: 3 }).textContent()).toBe('LinkedIn Campaign');
  expect(await page.getByRole('link', { name: /^Schedule Consultation/ }).getAttribute('href')).toBe(bookingUrl);
});

test('the consultation page shows what you get, 30 minutes, the three steps, the button and the hours', async () => {
  const page = await visit('/schedule-consultation');
  const text = await mainText(page);
  for (const copy of [
    "What You'll Get",
    '30 minutes',
    'How It Works',
    'Book Your Call',
    'Strategy Discussion',
    'Custom Proposal',
    'Book Your Free Consultation',
    'Available Monday - Friday, 9 AM - 6 PM CET',
  ]) {
    expect(text, copy).toContain(copy);
  }

  // The duration's pill holds its label and its figure on one line, down to the narrowest phone.
  const narrow = await visitPrerendered('/schedule-consultation', { width: 320 });
  const lines = await narrow.evaluate(() => {
    const figure = [...document.querySelectorAll('main strong')].find((strong) => strong.textContent === '30 minutes');
    const label = figure?.parentElement?.querySelector('span');
    return figure && label ? [label, figure].map((element) => Math.round(element.getBoundingClientRect().bottom)) : [];
  });
  expect(lines).toHaveLength(2);
  expect(new Set(lines).size, 'Duration: and 30 minutes on one line at 320 px').toBe(1);
});

test('the blog lists its newest story a page at a time (page size 1), with a read time, up to four results, tags and a booking box', async () => {
  const page = await visit('/blog');
  const cards = page.locator('main article');
  expect(await cards.count()).toBe(1);
  const text = await mainText(page);
  expect(text).toContain('6 min read');
  expect(text).toContain('Book a Consultation');
  expect(await cards.getByRole('img').count()).toBe(1);
  expect(await cards.getByRole('list', { name: 'Key results' }).locator('li').count()).toBeLessThanOrEqual(4);
  expect(
    await cards
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: 'Logistics', exact: true })
      .getAttribute('href'),
  ).toBe('/blog/tag/logistics');
  await page.locator('main a[href="/blog/2"]').filter({ hasText: 'Read Full Case Study' }).click();
  await page.waitForURL(`${site.url}/blog/2`);
  await page.getByRole('heading', { level: 1, name: '25 Qualified Leads a Month for Northwind Logistics' }).waitFor();
});

test('without JavaScript, every story is reached from /blog by its next links, every tag of the row by its link, every FAQ answer shows and the menu is open', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const reached = new Set<string>();
  let address: string | null = '/blog';
  const titles = new Set<string>();
  while (address) {
    await page.goto(`${site.url}${address}`);
    titles.add(await page.title());
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://www.example.com${address}`);
    for (const href of await page
      .locator('main article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      reached.add(String(href));
    address = await page
      .getByRole('navigation', { name: /^Pages/ })
      .getByRole('link', { name: /Next/ })
      .getAttribute('href', { timeout: 1000 })
      .catch(() => null);
  }
  expect([...reached].sort()).toEqual(['/blog/1', '/blog/2']);
  expect(titles.size).toBe(2);
  await page.goto(`${site.url}/blog`);
  const row = page.getByRole('list', { name: 'Stories by topic' });
  await row.getByRole('link', { name: 'Events' }).click();
  await page.waitForURL(`${site.url}/blog/tag/events`);
  expect(await page.title()).toContain('Events');
  expect(await page.getByRole('heading', { level: 2, name: 'Events' }).count()).toBe(1);
  expect(await page.locator('main article h3 a').getAttribute('href')).toBe('/blog/1');
  expect(await row.getByRole('link', { name: 'All stories' }).getAttribute('href')).toBe('/blog');
  // What a script would open is shown, and a control only a script works is not offered.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${site.url}/faq`);
  const answers = await page.locator('[id^="answer-"]').all();
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) expect(await answer.isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: /^Colour scheme/ }).isVisible()).toBe(false);
  expect(await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog' }).isVisible()).toBe(
    true,
  );
  await context.close();
});

test('in the app, the pager and the tag row navigate to /blog/page/2 and /blog/tag/{id}, rendered in the browser', async () => {
  const page = await visit('/blog');
  await page
    .getByRole('navigation', { name: /^Pages/ })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await page.waitForURL(`${site.url}/blog/page/2`);
  await page.locator('main a[href="/blog/1"]').filter({ hasText: 'Read Full Case Study' }).waitFor();
  expect(await page.title()).toContain('page 2');
  await page.getByRole('list', { name: 'Stories by topic' }).getByRole('link', { name: 'Lead generation' }).click();
  await page.waitForURL(`${site.url}/blog/tag/lead-generation`);
  await page.getByRole('heading', { level: 2, name: 'Lead generation' }).waitFor();
  expect(await page.locator('main a[href="/blog/2"]').filter({ hasText: 'Read Full Case Study' }).count()).toBe(1);
});

test('a case study links its tags and ends with the stories sharing them', async () => {
  const page = await visit('/blog/1');
  expect(await page.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/blog/tag/events');
  const related = page.getByRole('region', { name: 'Related stories' });
  expect(await related.locator('a[href="/blog/2"]').filter({ hasText: 'Read the story' }).count()).toBe(1);
});

test('each case study shows its read time, challenge, solution points, four coloured results and testimonial', async () => {
  const expectations = [
    { path: '/blog/1', readTime: '8 min read', figures: ['150%', '85%', '100+', '100%'] },
    { path: '/blog/2', readTime: '10 min read', figures: ['25', '300%', '40%', '25%+'] },
  ];
  for (const { path, readTime, figures } of expectations) {
    const page = await visit(path);
    const text = await mainText(page);
    expect(text).toContain(readTime);
    for (const figure of figures) expect(text, figure).toContain(figure);
    expect(await page.getByRole('link', { name: /Back to Blog/ }).getAttribute('href')).toBe('/blog');
    expect(await page.getByRole('link', { name: /^Book a Consultation/ }).getAttribute('href')).toBe(bookingUrl);
    expect(await page.locator('main blockquote').count()).toBeGreaterThanOrEqual(1);
  }
});

test('the FAQ shows 13 questions; one answer is open at a time and an open one closes again', async () => {
  const page = await visit('/faq');
  const questions = page.locator('main h3 button');
  expect(await questions.count()).toBe(13);
  await questions.nth(0).click();
  expect(await page.locator('main [role="region"]:visible').count()).toBe(1);
  await questions.nth(4).click();
  expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
  expect(await questions.nth(4).getAttribute('aria-expanded')).toBe('true');
  expect(await page.locator('main [role="region"]:visible').textContent()).toContain(
    'Custom packages start from €900/month',
  );
  await questions.nth(4).click();
  expect(await page.locator('main [role="region"]:visible').count()).toBe(0);
  expect(await page.getByRole('link', { name: /^Book a Free Consultation/ }).getAttribute('href')).toBe(bookingUrl);
});

test('the footer on every page links services, #services, #testimonials, the blog, booking and the social profile, with e-mail, phone and 2025', async () => {
  for (const path of [...routes.map((route) => route.path), '/no/such/page']) {
    const page = await visitPrerendered(path);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs, path).toEqual(
      expect.arrayContaining([
        '/services',
        '/#services',
        '/#testimonials',
        '/blog',
        bookingUrl,
        socialUrl,
        'mailto:hello@example.com',
        'tel:+442079460958',
      ]),
    );
    expect(await footer.textContent(), path).toContain('© 2025 ScaleLoop');
  }
}, 120_000);

test('structured data matches the visible copy: organisation, services at the visible dollar prices, FAQ, blog posts', async () => {
  const home = await visit('/');
  expect((await structuredData(home)).map((data) => data['@type'])).toEqual(
    expect.arrayContaining(['Organization', 'WebSite']),
  );

  const services = await visit('/services');
  const offers = (await structuredData(services))
    .filter((data) => data['@type'] === 'Service')
    .map((data) => {
      const offer = data.offers as { price: string; priceCurrency: string };
      return `${String(data.name)} ${offer.price} ${offer.priceCurrency}`;
    });
  expect(offers).toEqual([
    'Strategic Partner 2450 USD',
    'Email Campaign 1450 USD',
    'LinkedIn Campaign 1250 USD',
    'Meeting Booking Add-on 200 USD',
  ]);

  const faq = await visit('/faq');
  const faqPage = (await structuredData(faq)).find((data) => data['@type'] === 'FAQPage');
  expect(faqPage?.mainEntity).toHaveLength(13);

  const caseStudy = await visit('/blog/1');
  const posting = (await structuredData(caseStudy)).find((data) => data['@type'] === 'BlogPosting');
  expect(posting?.headline).toBe('How Brightpath Software Filled Every Seat at Its Product Summit');
  expect(posting?.datePublished).toBe('2025-03-18');
});
