/**
 * The invariant checker can fail: a copy of the built fixture site gets one deliberate break per
 * invariant, and `findInvariantBreaks` must report each, naming the route. One run of the checker
 * over the broken routes serves every test, since its browser work is what costs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { fileForRoute } from '../../scripts/prerender/prerender.ts';
import { findInvariantBreaks } from '../support/site-invariants.ts';

const fixtureContent = fileURLToPath(new URL('../fixtures/site', import.meta.url));

let siteDir: string;
let breaks: string[];

/** Rewrites the prerendered HTML of `route`; throws if `change` changed nothing, so a break that no longer applies cannot pass unnoticed. */
function editPage(route: string, change: (html: string) => string): void {
  const file = path.join(siteDir, fileForRoute(route));
  const html = readFileSync(file, 'utf8');
  const changed = change(html);
  if (changed === html) throw new Error(`The deliberate break of ${route} changed nothing`);
  writeFileSync(file, changed);
}

const beforeBodyEnd = (markup: string) => (html: string) => html.replace('</body>', () => `${markup}</body>`);

const metaDescription = (route: string) =>
  /<meta name="description" content="([^"]*)"/.exec(
    readFileSync(path.join(siteDir, fileForRoute(route)), 'utf8'),
  )?.[1] ?? '';

beforeAll(async () => {
  siteDir = path.join(mkdtempSync(path.join(tmpdir(), 'broken-site-')), 'site');
  cpSync(inject('siteDir'), siteDir, { recursive: true });

  // 1. Prerendered head and h1.
  editPage('/schedule-consultation', (html) =>
    html.replace(/<(\/?)h1\b/g, '<$1h2').replace(/<title>[^<]*<\/title>/, '<title>Deliberately another title</title>'),
  );
  rmSync(path.join(siteDir, fileForRoute('/linkedin-tool')));
  const pricingDescription = metaDescription('/pricing');
  editPage('/faq', (html) =>
    html.replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${pricingDescription}"`),
  );

  // 2. Console and security policy: a script of the site that warns, and an inline script the policy blocks.
  writeFileSync(path.join(siteDir, 'deliberate-warning.js'), 'console.warn("deliberate warning");\n');
  editPage('/blog/1', beforeBodyEnd('<script src="/deliberate-warning.js"></script>'));
  editPage('/pricing', beforeBodyEnd('<script>console.log("deliberately inline")</script>'));

  // 3. and 4. A picture without alternative text, and a box wider than a phone (a canvas: copy
  // wraps anywhere, pictures shrink to fit, and the security policy blocks style attributes).
  editPage(
    '/blog/1',
    beforeBodyEnd('<img src="/favicon.svg" width="10" height="10"><canvas width="1000" height="1"></canvas>'),
  );
  // A link without a name in a header navigation that, like the site's, shows only in a wide
  // window (it takes the Main navigation's classes: the policy allows no other styles).
  editPage('/blog/1', (html) => {
    const wideOnly = /<nav aria-label="Main" class="([^"]+)"/.exec(html)?.[1] ?? '';
    return beforeBodyEnd(`<header><nav aria-label="Deliberate" class="${wideOnly}"><a href="/faq"></a></nav></header>`)(
      html,
    );
  });

  // 5. A link to no page, and one to an anchor the target page lacks.
  editPage('/blog/1', (html) =>
    html.replace('href="/faq"', 'href="/no-such-page"').replace('href="/#services"', 'href="/#no-such-anchor"'),
  );

  // 6. Structured data that no longer says what the page shows.
  editPage('/pricing', (html) =>
    html.replace(/"price":"(\d+)"/, (_, price: string) => `"price":"${Number(price) + 1}"`),
  );
  editPage('/pricing', (html) => {
    const last = html.lastIndexOf('"priceCurrency":"USD"');
    return last === -1
      ? html
      : `${html.slice(0, last)}"priceCurrency":"EUR"${html.slice(last + '"priceCurrency":"USD"'.length)}`;
  });
  editPage('/faq', (html) =>
    html.replace(
      '"acceptedAnswer":{"@type":"Answer","text":"',
      (start) => `${start}Deliberately not the visible answer. `,
    ),
  );
  editPage('/blog/1', (html) =>
    html
      .replace('"headline":"', (start) => `${start}Deliberately not the h1: `)
      .replace(
        /("@type":"Organization","@id":"[^"]*","name":")[^"]*"/,
        (_, start: string) => `${start}Deliberately Not The Brand"`,
      )
      .replace(/("mainEntityOfPage":"[^"]*\/blog\/)1"/, (_, start: string) => `${start}999"`),
  );

  breaks = await findInvariantBreaks({
    siteDir,
    contentRoot: fixtureContent,
    routes: ['/pricing', '/faq', '/schedule-consultation', '/linkedin-tool', '/blog/1'],
  });
}, 300_000);

afterAll(() => {
  if (siteDir) rmSync(path.dirname(siteDir), { recursive: true, force: true });
});

/** Whether some reported break matches. */
const reported = (pattern: RegExp) => expect(breaks, pattern.source).toContainEqual(expect.stringMatching(pattern));

test('a route without its HTML file, without an h1, or with a title of another, is reported', () => {
  reported(/^\/linkedin-tool is not prerendered: linkedin-tool\/index\.html is missing$/);
  reported(/^\/schedule-consultation has 0 h1 elements, not one$/);
  reported(
    /^\/schedule-consultation: the title "Deliberately another title" does not contain ".+" from .+schedule-consultation\.mdx$/,
  );
});

test('a meta description that is not its own, and so the same as another route’s, is reported', () => {
  reported(/^\/faq: the meta description ".+" is not ".+" from .+faq\.mdx$/);
  reported(/^\/faq has the same meta description as \/pricing: /);
});

test('a console warning and a blocked inline script are reported', () => {
  reported(/^\/blog\/1 logs warning: deliberate warning/);
  reported(/^\/pricing logs error: CSP violation: script-src-elem blocked inline/);
});

test('an axe violation is reported at the phone width, and one in the navigation only a wide window shows at the wide width', () => {
  reported(/^\/blog\/1 at 375 px: axe image-alt on img\[src\$="favicon\.svg"\]/);
  reported(/^\/blog\/1 at 1280 px: axe link-name on nav\[aria-label="Deliberate"\] > a/);
  expect(breaks.filter((line) => /^\/blog\/1 at 375 px: axe link-name/.test(line))).toEqual([]);
});

test('sideways scrolling at 320 px is reported with the element that causes it', () => {
  reported(
    /^\/blog\/1 at 320 px scrolls sideways: the page is \d+ px wide in a 320 px window; widest: <canvas> reaching \d+ px$/,
  );
});

test('a link to a route that does not exist, or to an anchor its page lacks, is reported', () => {
  reported(/^\/blog\/1: the link "\/no-such-page" goes nowhere \(no such file\)$/);
  reported(/^\/blog\/1: the link "\/#no-such-anchor" goes nowhere \(no element with id "no-such-anchor"\)$/);
});

test('structured data that disagrees with the visible copy or the site is reported', () => {
  reported(/^\/pricing: structured data gives the Offer price USD \d+, but the page shows no \$\d+ \(it shows /);
  reported(/^\/pricing: structured data gives the UnitPriceSpecification price EUR \d+, but the page shows no €\d+/);
  reported(/^\/faq: FAQPage answer 1 \(".+"\) is "Deliberately not the visible answer\. .+", the page shows /);
  reported(/^\/blog\/1: the BlogPosting headline "Deliberately not the h1: .+" is not the h1 /);
  reported(
    /^\/blog\/1: structured data names the Organization "Deliberately Not The Brand", not the brand name ".+" of .+site\.yaml$/,
  );
  reported(/^\/blog\/1: structured data mainEntityOfPage ".+\/blog\/999" is not a page or file of the site$/);
});
