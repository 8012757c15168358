import path from 'node:path';
import { expect, test } from 'vitest';
import { findIslandSectionTypes } from '../../scripts/vite/islands.ts';

const sectionFiles = import.meta.glob<Record<string, unknown>>('/src/components/sections/*.tsx', { eager: true });

test('the build finds as islands exactly the sections whose file exports `island = true`', () => {
  const exported = Object.entries(sectionFiles)
    .filter(([, module]) => module.island === true)
    .map(([file]) => path.basename(file, '.tsx'))
    .sort();
  expect(exported).toContain('FaqAccordion');
  expect(findIslandSectionTypes(path.resolve('src/components/sections'))).toEqual(exported);
});
