/**
 * The structured-data invariant: every JSON-LD block of a page agrees with what the page shows
 * (prices with their currency, services, FAQ answers, the article's headline and author, the
 * organisation's name, addresses that exist in the built site).
 */
import type { ContentCatalog } from '../../scripts/content/load.ts';
import { resolveStaticFile } from '../../scripts/serve/static-server.ts';
import type { VisiblePage } from './page-reading.ts';
import type { PrerenderedPage } from './site-invariants.ts';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const quote = (text: string) => JSON.stringify(text);

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object in a JSON value, nested ones included. */
function objectsIn(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (!isObject(value)) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

const typeOf = (node: JsonObject) => (typeof node['@type'] === 'string' ? node['@type'] : '');
const stringAt = (node: JsonObject, key: string) =>
  typeof node[key] === 'string' ? node[key] : typeof node[key] === 'number' ? String(node[key]) : undefined;

/** The symbol a currency is written with in English copy ("$" for USD), from the platform rather than a table of our own. */
function currencySymbol(currency: string): string | undefined {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
  } catch {
    return undefined;
  }
}

/** Every amount the text shows in `symbol`, as a number: "from $2,450/month" has 2450. */
function amountsShown(text: string, symbol: string): number[] {
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`${escaped}\\s?(\\d[\\d,]*(?:\\.\\d+)?)`, 'g'))].map((match) =>
    Number((match[1] ?? '').replace(/,/g, '')),
  );
}

/** Structured data must say what the page shows: prices, FAQ, headline, brand, and addresses that exist. */
export function structuredDataBreaks(
  route: string,
  prerendered: PrerenderedPage,
  seen: VisiblePage,
  catalog: ContentCatalog,
  siteDir: string,
): string[] {
  const site = catalog.site.data;
  const nodes = prerendered.structuredData.flatMap(objectsIn);
  const visibleText = normalise(seen.text);
  const breaks: string[] = [];
  for (const node of nodes) {
    const type = typeOf(node);
    const price = stringAt(node, 'price');
    const currency = stringAt(node, 'priceCurrency');
    if (price !== undefined) {
      const symbol = currency === undefined ? undefined : currencySymbol(currency);
      const shown = symbol === undefined ? [] : amountsShown(visibleText, symbol);
      if (!shown.includes(Number(price))) {
        breaks.push(
          `${route}: structured data gives the ${type} price ${currency ?? '(no currency)'} ${price}, but the page shows no ${symbol ?? currency ?? ''}${price}${shown.length > 0 ? ` (it shows ${shown.map((amount) => `${symbol ?? ''}${amount}`).join(', ')})` : ''}`,
        );
      }
    }
    if (type === 'Service') {
      for (const key of ['name', 'description']) {
        const value = stringAt(node, key);
        if (value !== undefined && !visibleText.includes(normalise(value)))
          breaks.push(`${route}: structured data gives a Service ${key} ${quote(value)} the page does not show`);
      }
    }
    if (type === 'Organization' && node.name !== site.brandName)
      breaks.push(
        `${route}: structured data names the Organization ${quote(String(node.name))}, not the brand name ${quote(site.brandName)} of ${catalog.site.file}`,
      );
    if (['Article', 'BlogPosting', 'NewsArticle'].includes(type)) {
      const headline = stringAt(node, 'headline') ?? '';
      if (prerendered.headings.length === 1 && normalise(headline) !== prerendered.headings[0])
        breaks.push(
          `${route}: the ${type} headline ${quote(headline)} is not the h1 ${quote(prerendered.headings[0] ?? '')}`,
        );
      const author = isObject(node.author) ? stringAt(node.author, 'name') : undefined;
      if (author !== undefined && !visibleText.includes(normalise(author)))
        breaks.push(`${route}: the ${type} author ${quote(author)} is not shown on the page`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@') || typeof value !== 'string' || !value.startsWith(`${site.siteUrl}/`)) continue;
      const target = new URL(value).pathname;
      if (resolveStaticFile(siteDir, decodeURIComponent(target))?.status !== 200)
        breaks.push(`${route}: structured data ${key} ${quote(value)} is not a page or file of the site`);
    }
  }
  breaks.push(...faqBreaks(route, nodes, seen.faq));
  return breaks;
}

function faqBreaks(route: string, nodes: JsonObject[], shown: VisiblePage['faq']): string[] {
  const faqPages = nodes.filter((node) => typeOf(node) === 'FAQPage');
  if (faqPages.length === 0)
    return shown.length > 0 ? [`${route} shows ${shown.length} FAQ entries but has no FAQPage structured data`] : [];
  if (faqPages.length > 1) return [`${route} has ${faqPages.length} FAQPage objects, not one`];
  const entities = faqPages[0]?.mainEntity;
  const questions = (Array.isArray(entities) ? entities : []).filter(isObject).map((question) => ({
    question: normalise(stringAt(question, 'name') ?? ''),
    answer: normalise(isObject(question.acceptedAnswer) ? (stringAt(question.acceptedAnswer, 'text') ?? '') : ''),
  }));
  const breaks: string[] = [];
  if (questions.length !== shown.length)
    breaks.push(`${route}: FAQPage structured data has ${questions.length} questions, the page shows ${shown.length}`);
  questions.forEach((entry, index) => {
    const visible = shown[index];
    if (!visible) return;
    if (entry.question !== visible.question)
      breaks.push(
        `${route}: FAQPage question ${index + 1} is ${quote(entry.question)}, the page shows ${quote(visible.question)}`,
      );
    if (entry.answer !== visible.answer)
      breaks.push(
        `${route}: FAQPage answer ${index + 1} (${quote(visible.question)}) is ${quote(entry.answer)}, the page shows ${quote(visible.answer)}`,
      );
  });
  return breaks;
}
