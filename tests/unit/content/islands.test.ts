import { expect, test } from 'vitest';
import { pageIslandsData } from '../../../scripts/content/islands.ts';
import type { PageRouteData, RouteMeta } from '@/model/route-data.ts';

const meta: RouteMeta = {
  title: 'FAQ | Brand',
  description: 'Answers.',
  keywords: [],
  socialImage: 'https://example.com/social-images/faq.png',
  openGraphType: 'website',
  structuredData: [],
};
const body = { $mdx: '/content/pages/faq.mdx' };

test("a page's islands data keeps its islands and where the body goes; every other section is a slot, and the head tags stay prerendered", () => {
  const route: PageRouteData<typeof body> = {
    kind: 'page',
    path: '/faq',
    meta,
    Body: body,
    hasBody: true,
    sections: [
      { type: 'CallToAction', heading: 'Talk to us', text: 'Now.', button: { label: 'Book', href: 'booking' } },
      { type: 'Content' },
      { type: 'FaqAccordion', heading: 'Questions', items: [{ id: 'a', question: 'Why?', Answer: body }] },
    ] as PageRouteData<typeof body>['sections'],
  };
  expect(pageIslandsData(route, ['FaqAccordion'])).toEqual({
    kind: 'page',
    path: '/faq',
    hasBody: true,
    sections: [{ type: 'Prerendered' }, { type: 'Content' }, route.sections[2]],
  });
});
