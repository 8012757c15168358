import type { ContentCatalog, Entry } from './load.ts';
import { absoluteUrl, caseStudyRoute, pageRoute } from '../../src/model/routes.ts';
import type { CaseStudyData } from '../../src/model/case-study.ts';
import type { PageData } from '../../src/model/page.ts';
import type { SiteSettings } from '../../src/model/site.ts';

const currencyBySymbol: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/** The amount and currency of a visible price such as "from $2,450" or "+$200", so structured data says what the page shows. */
export function parsePrice(priceText: string): { price: string; priceCurrency: string } | undefined {
  const match = /([$€£])\s?(\d[\d,]*(?:\.\d+)?)/.exec(priceText);
  if (!match) return undefined;
  const [, symbol = '$', amount = '0'] = match;
  return { price: amount.replace(/,/g, ''), priceCurrency: currencyBySymbol[symbol] ?? 'USD' };
}

function organization(site: SiteSettings): object {
  return {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.brandName,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    sameAs: [site.socialUrl],
  };
}

function breadcrumbs(site: SiteSettings, trail: { name: string; route: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(site.siteUrl, step.route),
    })),
  };
}

function offersOf(page: PageData, site: SiteSettings, route: string): object[] {
  const provider = { '@id': `${site.siteUrl}/#organization` };
  return page.sections.flatMap((section) => {
    const items =
      section.type === 'OfferCards'
        ? section.offers.map((offer) => ({
            name: offer.title,
            description: offer.description,
            price: offer.price,
            unit: offer.period,
          }))
        : section.type === 'PricingGrid'
          ? section.plans.map((plan) => ({
              name: plan.name,
              description: plan.description,
              price: plan.price,
              unit: plan.period,
            }))
          : [];
    return items.flatMap((item) => {
      const price = parsePrice(item.price);
      if (!price) return [];
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: item.name,
          description: item.description,
          provider,
          areaServed: 'Worldwide',
          offers: {
            '@type': 'Offer',
            url: absoluteUrl(site.siteUrl, route),
            ...price,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              ...price,
              unitText: item.unit.replace(/^\//, 'per '),
            },
          },
        },
      ];
    });
  });
}

/** Structured data for a page, generated from the same content as its visible copy. */
export function pageStructuredData(page: Entry<PageData>, catalog: ContentCatalog): object[] {
  const site = catalog.site.data;
  const route = pageRoute(page.slug);
  const data: object[] = [];
  if (route === '/') {
    data.push({ '@context': 'https://schema.org', ...organization(site) });
    data.push({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.brandName,
      url: `${site.siteUrl}/`,
      publisher: { '@id': `${site.siteUrl}/#organization` },
    });
  } else {
    data.push(
      breadcrumbs(site, [
        { name: 'Home', route: '/' },
        { name: page.data.breadcrumb ?? page.data.title, route },
      ]),
    );
  }
  data.push(...offersOf(page.data, site, route));
  if (page.data.sections.some((section) => section.type === 'FaqAccordion')) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: catalog.faq.map((entry) => ({
        '@type': 'Question',
        name: entry.data.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.body.plainText },
      })),
    });
  }
  return data;
}

/** BlogPosting and breadcrumbs for a case study; `image` is the picture as served, from the site root. */
export function caseStudyStructuredData(entry: Entry<CaseStudyData>, catalog: ContentCatalog, image: string): object[] {
  const site = catalog.site.data;
  const caseStudy = entry.data;
  const route = caseStudyRoute(caseStudy.id);
  const blog = catalog.pages.find((page) => page.slug === 'blog');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: caseStudy.title,
      description: caseStudy.excerpt,
      image: `${site.siteUrl}${image}`,
      datePublished: caseStudy.date,
      author: { '@type': 'Person', name: caseStudy.author },
      publisher: organization(site),
      mainEntityOfPage: absoluteUrl(site.siteUrl, route),
      keywords: caseStudy.keywords.join(', '),
    },
    breadcrumbs(site, [
      { name: 'Home', route: '/' },
      ...(blog ? [{ name: blog.data.breadcrumb ?? blog.data.title, route: '/blog' }] : []),
      { name: caseStudy.title, route },
    ]),
  ];
}
