import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { formatContentErrors } from '../../../scripts/content/errors.ts';
import { validateContent } from '../../../scripts/content/index.ts';
import { sectionSchema } from '@/components/sections/schemas.ts';

// The fixture site of the behaviour tests: developers keep it matching the product specification.
const fixtureSite = fileURLToPath(new URL('../../fixtures/site', import.meta.url));

test('the fixture site is valid', () => {
  const { errors } = validateContent(fixtureSite);
  expect(errors.length === 0 ? 'valid' : formatContentErrors(errors)).toBe('valid');
});

test('every section type is used by a page of the fixture site, so the browser tests render each one', () => {
  const { catalog } = validateContent(fixtureSite);
  const used = new Set(catalog?.pages.flatMap((page) => page.data.sections.map((section) => section.type)));
  const declared = sectionSchema.options.map((option) => option.shape.type.value);
  expect(declared.filter((type) => !used.has(type))).toEqual([]);
});

test('the fixture FAQ has the 13 entries of the spec, in a unique order', () => {
  const { catalog } = validateContent(fixtureSite);
  expect(catalog?.faq.map((entry) => entry.data.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
});
