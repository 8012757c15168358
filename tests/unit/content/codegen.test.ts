import { expect, test } from 'vitest';
import { moduleSource, routeTableSource } from '../../../scripts/vite/codegen.ts';
import { blankFrontmatter } from '../../../scripts/content/frontmatter.ts';

test('MDX references become static imports of the MDX file, everything else stays data', () => {
  const source = moduleSource('route', {
    title: 'Pricing',
    Body: { $mdx: '/repo/content/pages/pricing.mdx' },
    items: [{ Answer: { $mdx: '/repo/content/faq/a.mdx' } }],
  });
  expect(source).toBe(
    [
      'import MdxBody0 from "/repo/content/pages/pricing.mdx";',
      'import MdxBody1 from "/repo/content/faq/a.mdx";',
      'export const route = {"title":"Pricing","Body":MdxBody0,"items":[{"Answer":MdxBody1}]};',
      '',
    ].join('\n'),
  );
});

test("a route table holds every route's data, each MDX body it names imported under a name of its own", () => {
  const source = routeTableSource('caseStudyLoaders', [
    [1, { title: 'One', Body: { $mdx: '/repo/content/case-studies/1-one.mdx' } }],
    [2, { title: 'Two', Body: { $mdx: '/repo/content/case-studies/2-two.mdx' } }],
  ]);
  expect(source).toBe(
    [
      'import MdxBody0 from "/repo/content/case-studies/1-one.mdx";',
      'import MdxBody1 from "/repo/content/case-studies/2-two.mdx";',
      'export const caseStudyLoaders = new Map([',
      '  [1, () => Promise.resolve({ route: {"title":"One","Body":MdxBody0} })],',
      '  [2, () => Promise.resolve({ route: {"title":"Two","Body":MdxBody1} })],',
      ']);',
      '',
    ].join('\n'),
  );
});

test('blanking the frontmatter keeps every body line on its file line', () => {
  const file = '\uFEFF---\r\ntitle: A\r\norder: 1\r\n---\r\n\r\nThe answer.\r\n';
  const blanked = blankFrontmatter(file);
  expect(blanked.split('\n')[5]).toBe('The answer.');
  expect(blanked.startsWith('\n\n\n\n')).toBe(true);
});

test('a route module imports the components it renders by name and exports them together', () => {
  const components = [
    { file: '/repo/src/components/sections/Hero.tsx', name: 'Hero' },
    { file: '/repo/src/components/sections/StatsBand.tsx', name: 'StatsBand' },
  ];
  expect(moduleSource('route', { title: 'Home' }, { components })).toBe(
    [
      'import { Hero as Component0 } from "/repo/src/components/sections/Hero.tsx";',
      'import { StatsBand as Component1 } from "/repo/src/components/sections/StatsBand.tsx";',
      'export const route = {"title":"Home"};',
      'export const components = { "Hero": Component0, "StatsBand": Component1 };',
      '',
    ].join('\n'),
  );
});

test('a route table writes once what its routes share, and each MDX file is imported once', () => {
  const card = { id: 7, title: 'How Harbourline Booked 40 Meetings', tags: ['events', 'saas'] };
  const source = routeTableSource('listingLoaders', [
    ['/blog/page/2', { title: 'Page 2', cards: [card], Body: { $mdx: '/repo/content/pages/blog.mdx' } }],
    ['/blog/tag/saas', { title: 'SaaS', cards: [{ ...card }], Body: { $mdx: '/repo/content/pages/blog.mdx' } }],
  ]);
  expect(source).toBe(
    [
      'import MdxBody0 from "/repo/content/pages/blog.mdx";',
      'const shared0 = {"id":7,"title":"How Harbourline Booked 40 Meetings","tags":["events","saas"]};',
      'export const listingLoaders = new Map([',
      '  ["/blog/page/2", () => Promise.resolve({ route: {"title":"Page 2","cards":[shared0],"Body":MdxBody0} })],',
      '  ["/blog/tag/saas", () => Promise.resolve({ route: {"title":"SaaS","cards":[shared0],"Body":MdxBody0} })],',
      ']);',
      '',
    ].join('\n'),
  );
});

test('the data written is the data given, as JSON would write it', async () => {
  const shared = { label: 'A label long enough to be shared', items: [1, 2, 3] };
  const data = { a: shared, b: [shared, undefined, { c: shared, skipped: undefined }], d: null, e: 'x"y</script>' };
  const source = routeTableSource('table', [[1, data]]);
  expect(source).toContain('const shared0 = ');
  const { table } = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    table: Map<number, () => Promise<{ route: unknown }>>;
  };
  const written = await table.get(1)?.();
  expect(JSON.stringify(written?.route)).toBe(JSON.stringify(data));
});
