import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { atomFeed, feedLength } from '../../../scripts/site-files/feed.ts';
import { replace, validateFixture } from '../../support/minimal-fixture.ts';

function feedOf(changes: Parameters<typeof validateFixture>[0] = {}): string {
  const { catalog, errors } = validateFixture(changes);
  if (!catalog) throw new Error(`The fixture is invalid: ${JSON.stringify(errors)}`);
  return atomFeed(catalog);
}

test('the feed is Atom with one entry per case study: title, absolute link, date, excerpt and author', () => {
  expect(feedOf()).toBe(`<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>https://www.example.com/feed.xml</id>
  <title>Fixture Blog | Fixture Co</title>
  <link rel="self" type="application/atom+xml" href="https://www.example.com/feed.xml"/>
  <link rel="alternate" type="text/html" href="https://www.example.com/blog"/>
  <updated>2025-03-18T00:00:00Z</updated>
  <author><name>Fixture Co</name></author>
  <icon>https://www.example.com/favicon.svg</icon>
  <entry>
    <id>https://www.example.com/blog/1</id>
    <title>The First Case Study</title>
    <link rel="alternate" type="text/html" href="https://www.example.com/blog/1"/>
    <published>2025-03-18T00:00:00Z</published>
    <updated>2025-03-18T00:00:00Z</updated>
    <author><name>Sofia Lindqvist</name></author>
    <summary>What happened first.</summary>
  </entry>
</feed>
`);
});

test('markup in a title or excerpt is escaped, so it reaches feed readers as text', () => {
  const feed = feedOf({
    'case-studies/1-first.mdx': (source) =>
      replace(
        'title: The First Case Study',
        "title: 'Q&A </title><script>alert(1)</script>'",
      )(replace('excerpt: What happened first.', 'excerpt: <img src=x onerror=alert(1)> "quoted"')(source)),
  });
  expect(feed).toContain('<title>Q&amp;A &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  expect(feed).toContain('<summary>&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;</summary>');
  expect(feed).not.toContain('<script>');
});

test('case studies are listed newest first, and the feed is as new as its newest entry', () => {
  const { catalog } = validateFixture();
  const first = catalog?.caseStudies[0];
  if (!catalog || !first) throw new Error('The fixture has no case study.');
  const newer = { ...first, data: { ...first.data, id: 2, date: '2025-07-01', title: 'The Second Case Study' } };
  const feed = atomFeed({ ...catalog, caseStudies: [first, newer] });
  expect(feed.indexOf('The Second Case Study')).toBeLessThan(feed.indexOf('The First Case Study'));
  expect(feed).toContain('  <updated>2025-07-01T00:00:00Z</updated>\n  <author><name>Fixture Co</name></author>');
});

test('the feed holds the newest 20 case studies, however many there are', () => {
  const first = readFileSync(new URL('../../fixtures/minimal/case-studies/1-first.mdx', import.meta.url), 'utf8');
  const more = Object.fromEntries(
    Array.from({ length: 24 }, (_, index) => {
      const id = index + 2;
      const day = String(index + 1).padStart(2, '0');
      const source = first.replace(/^id: 1$/m, `id: ${id}`).replace(/^date: .*$/m, `date: 2025-04-${day}`);
      return [`case-studies/${id}-more.mdx`, source];
    }),
  );
  const feed = feedOf(more);
  expect(feedLength).toBe(20);
  expect(feed.match(/<entry>/g)).toHaveLength(20);
  expect(feed).toContain('<id>https://www.example.com/blog/25</id>');
  expect(feed).not.toContain('<id>https://www.example.com/blog/1</id>');
});
