import path from 'node:path';
import { expect, test } from 'vitest';
import { findSections } from '../../scripts/sections/registry.ts';

const sectionFiles = import.meta.glob<Record<string, unknown>>('/src/components/sections/*.tsx', { eager: true });

test('the build finds as islands exactly the sections whose file exports `island = true`', () => {
  const exported = Object.entries(sectionFiles)
    .filter(([, module]) => module.island === true)
    .map(([file]) => path.basename(file, '.tsx'))
    .sort();
  expect(exported).toContain('FaqAccordion');
  const marked = findSections(path.resolve('.')).filter((section) => section.island);
  expect(marked.map((section) => section.name)).toEqual(exported);
});
