import { expect, test } from 'vitest';
import { sectionComponents } from '@/components/sections/index.ts';

// Each page's generated module imports a section's component from `sections/{Type}.tsx` by the
// name `{Type}` (`sectionComponentFile` in scripts/vite/site-config.ts); the typed map is where a new section type must be added.
const sectionFiles = import.meta.glob<Record<string, unknown>>('/src/components/sections/*.tsx', { eager: true });

test.each(Object.entries(sectionComponents))(
  'the %s section is exported by its own file under its own name',
  (type, component) => {
    expect(sectionFiles[`/src/components/sections/${type}.tsx`]?.[type]).toBe(component);
  },
);
