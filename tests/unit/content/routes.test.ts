import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { deriveRoutes, splitInternalLink } from '../../../scripts/content/routes.ts';
import { validateFixture } from '../../support/minimal-fixture.ts';

test('routes derive from the content files: pages by file name, case studies by id', () => {
  const { catalog } = validateFixture();
  if (!catalog) throw new Error('the fixture is valid');
  expect([...deriveRoutes(catalog).keys()].sort()).toEqual(['/', '/blog', '/blog/1', '/faq']);
});

test('a new case study file adds its route, with no list to update by hand', () => {
  const first = readFileSync(
    fileURLToPath(new URL('../../fixtures/minimal/case-studies/1-first.mdx', import.meta.url)),
    'utf8',
  );
  const { catalog } = validateFixture({ 'case-studies/7-seventh.mdx': first.replace('id: 1', 'id: 7') });
  if (!catalog) throw new Error('the fixture with a seventh case study is valid');
  expect([...deriveRoutes(catalog).keys()]).toContain('/blog/7');
});

test('anchors of a page come from its sections', () => {
  const { catalog } = validateFixture();
  if (!catalog) throw new Error('the fixture is valid');
  expect([...(deriveRoutes(catalog).get('/')?.anchors ?? [])]).toEqual(['main-content', 'testimonials', 'services']);
});

test('an internal link splits into route and anchor, ignoring a trailing slash and query', () => {
  expect(splitInternalLink('/#services')).toEqual({ route: '/', anchor: 'services' });
  expect(splitInternalLink('/blog/1/')).toEqual({ route: '/blog/1', anchor: undefined });
  expect(splitInternalLink('/pricing?plan=email#top')).toEqual({ route: '/pricing', anchor: 'top' });
  expect(splitInternalLink('#services')).toEqual({ route: '', anchor: 'services' });
});
