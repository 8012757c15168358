import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { CaseStudyData } from '../../../src/model/case-study.ts';
import {
  listingRoute,
  newestFirst,
  pageCount,
  pageOf,
  pagination,
  relatedStories,
} from '../../../src/model/listing.ts';
import { pageRoutesOf, tagLinksOf } from '../../../scripts/content/listings.ts';
import { validateContent } from '../../../scripts/content/index.ts';
import { resolvePage } from '../../../scripts/content/resolve.ts';
import { checkPictures } from '../../../scripts/pictures/check.ts';
import { checkFixture, minimalFixture, replace, validateFixture, withFixture } from '../../support/minimal-fixture.ts';

const story = (id: number, date: string, tags: string[]) => ({ id, date, tags }) as CaseStudyData;

test('the list is cut into pages of the page size; an empty list still has its first page', () => {
  expect(pageCount(0, 9)).toBe(1);
  expect(pageCount(9, 9)).toBe(1);
  expect(pageCount(10, 9)).toBe(2);
  expect(pageCount(1000, 9)).toBe(112);
  const items = Array.from({ length: 20 }, (_, index) => index + 1);
  expect(pageOf(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(pageOf(items, 3, 9)).toEqual([19, 20]);
});

test('each page of the list and of a tag has its own route', () => {
  expect(listingRoute({ number: 1 })).toBe('/blog');
  expect(listingRoute({ number: 2 })).toBe('/blog/page/2');
  expect(listingRoute({ number: 1, tag: 'events' })).toBe('/blog/tag/events');
  expect(listingRoute({ number: 3, tag: 'events' })).toBe('/blog/tag/events/page/3');
});

test('the pager names the first, the last and the neighbours of the current page, with gaps of two pages or more between', () => {
  const routeOf = (number: number) => listingRoute({ number });
  const numbers = (current: number, total: number) =>
    pagination(current, total, routeOf).links.map((link) => (link === 'gap' ? '…' : link.number));
  expect(numbers(1, 1)).toEqual([1]);
  expect(numbers(1, 3)).toEqual([1, 2, 3]);
  expect(numbers(1, 112)).toEqual([1, 2, '…', 112]);
  expect(numbers(50, 112)).toEqual([1, '…', 49, 50, 51, '…', 112]);
  expect(numbers(112, 112)).toEqual([1, '…', 111, 112]);
  // A gap never stands for a single page.
  expect(numbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(numbers(4, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(numbers(3, 7)).toEqual([1, 2, 3, 4, '…', 7]);
  expect(pagination(50, 112, routeOf)).toMatchObject({ previous: '/blog/page/49', next: '/blog/page/51' });
  expect(pagination(1, 2, routeOf)).not.toHaveProperty('previous');
  expect(pagination(2, 2, routeOf)).not.toHaveProperty('next');
});

test('related stories share the most tags, newest first among equals, at most three, never the story itself', () => {
  const self = story(1, '2025-01-01', ['a', 'b']);
  const stories = [
    self,
    story(2, '2025-02-01', ['a']),
    story(3, '2025-03-01', ['a', 'b']),
    story(4, '2025-04-01', ['b']),
    story(5, '2025-05-01', ['c']),
    story(6, '2025-01-15', ['a']),
  ];
  expect(relatedStories(self, stories).map((other) => other.id)).toEqual([3, 4, 2]);
  expect(relatedStories(story(7, '2025-01-01', []), stories)).toEqual([]);
  expect(relatedStories(story(8, '2025-01-01', ['z']), stories)).toEqual([]);
});

test('newest first, then by id', () => {
  const stories = [story(2, '2025-01-01', []), story(1, '2025-01-01', []), story(3, '2025-06-01', [])];
  expect(stories.sort(newestFirst).map((other) => other.id)).toEqual([3, 1, 2]);
});

const tagsFile = `tags:
  - id: events
    label: Events
    sentence: Stories of events filled with the right people.
  - id: saas
    label: SaaS
    sentence: Stories of software companies.
`;

test('the blog page has a route per page of the list and per page of each tag a story carries', () => {
  const { catalog } = validateFixture({
    'tags.yaml': tagsFile,
    'pages/blog.mdx': replace('type: CaseStudyList', 'type: CaseStudyList\n    pageSize: 3'),
    'case-studies/1-first.mdx': replace('keywords:', 'tags: [events]\nkeywords:'),
  });
  if (!catalog) throw new Error('The fixture must be valid.');
  expect(pageRoutesOf(catalog).map((route) => route.path)).toEqual(['/blog', '/blog/tag/events', '/faq', '/']);
  expect(tagLinksOf(catalog)(['events', 'saas'])).toEqual([
    { id: 'events', label: 'Events', route: '/blog/tag/events' },
    { id: 'saas', label: 'SaaS' },
  ]);
});

test('every page of the list and of a tag has a title and a description of its own', async () => {
  const taggedEvents = replace('keywords:', 'tags: [events]\nkeywords:');
  const secondStory = [
    replace('id: 1', 'id: 2'),
    replace('title: The First Case Study', 'title: The Second Case Study'),
    taggedEvents,
  ].reduce(
    (source, change) => change(source),
    readFileSync(path.join(minimalFixture, 'case-studies/1-first.mdx'), 'utf8'),
  );
  const changes = {
    'tags.yaml': tagsFile,
    'pages/blog.mdx': replace('type: CaseStudyList', 'type: CaseStudyList\n    pageSize: 1'),
    'case-studies/1-first.mdx': taggedEvents,
    'case-studies/2-second.mdx': secondStory,
  };
  const metas = await withFixture(changes, async (contentRoot, repo) => {
    const { catalog } = validateContent(contentRoot, repo);
    if (!catalog) throw new Error('The fixture must be valid.');
    const { plan } = await checkPictures(catalog);
    return pageRoutesOf(catalog).map((route) => ({
      route: route.path,
      ...resolvePage(route, catalog, plan.pictures).meta,
    }));
  });
  expect(metas.map(({ route }) => route)).toEqual(expect.arrayContaining(['/blog/page/2', '/blog/tag/events/page/2']));
  for (const field of ['title', 'description'] as const)
    expect(new Set(metas.map((meta) => meta[field])).size, field).toBe(metas.length);
  expect(metas.find(({ route }) => route === '/blog/tag/events/page/2')?.description).toBe(
    'Page 2: Stories of events filled with the right people.',
  );
});

test('a misspelt tag is named by file, line and field, with the tag it may mean', () => {
  expect(
    checkFixture({
      'tags.yaml': tagsFile,
      'case-studies/1-first.mdx': replace('keywords:', 'tags: [event]\nkeywords:'),
    }),
  ).toMatchInlineSnapshot(`
    "Content check found 1 problem in 1 file:

    content/case-studies/1-first.mdx:12:8  tags.0
      There is no tag with id event.
      Found: event
      Hint: Did you mean "events"? Tag ids: events, saas. To add a tag, give it an id, a label and a sentence in content/tags.yaml.
    "
  `);
});

test('a tag id used twice in the list of tags is named', () => {
  expect(
    checkFixture({ 'tags.yaml': `${tagsFile}  - id: saas\n    label: Again\n    sentence: Twice.\n` }),
  ).toMatchInlineSnapshot(`
    "Content check found 1 problem in 1 file:

    content/tags.yaml:8:9  tags.2.id
      The tag id "saas" is already used by another tag.
      Hint: Give each tag its own id.
    "
  `);
});
