import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { sectionSchema } from '@/components/sections/schemas.ts';
import { fixtureSite } from './project-copy.ts';

/** The route of the generated page that holds every grid at every item count. */
export const gridsPath = '/grids';

/** How many case studies the grid site has, so the case study list and the success stories vary too. */
const caseStudyCount = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `items` cycled to `count` long; repeated items get a number after their first text, so labels and keys stay distinct. */
function resize(items: unknown[], count: number): unknown[] {
  return Array.from({ length: count }, (_, index) => {
    const item = items[index % items.length];
    if (index < items.length) return item;
    if (typeof item === 'string') return `${item} ${index + 1}`;
    if (!isRecord(item)) return item;
    const firstText = ['name', 'title', 'label', 'heading', 'text'].find((key) => typeof item[key] === 'string');
    return firstText ? { ...item, [firstText]: `${String(item[firstText])} ${index + 1}` } : item;
  });
}

/** Every way of resizing one list of a section (top-level, or one object down): a copy of the section with that list `count` long. */
function resizedCopies(section: Record<string, unknown>, count: number): Record<string, unknown>[] {
  const { anchor: _anchor, ...rest } = section;
  const copies: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(rest)) {
    if (Array.isArray(value) && value.length > 0)
      copies.push({ ...rest, heading: `${key} × ${count}`, [key]: resize(value, count) });
    if (!isRecord(value)) continue;
    for (const [innerKey, inner] of Object.entries(value)) {
      if (Array.isArray(inner) && inner.length > 0)
        copies.push({
          ...rest,
          heading: `${key}.${innerKey} × ${count}`,
          [key]: { ...value, [innerKey]: resize(inner, count) },
        });
    }
  }
  return copies;
}

/**
 * The sections of every fixture page except heroes and bodies, each list of each section at every
 * count from 1 to 8 that its schema allows (ids of case studies up to the site's count).
 */
export function gridSections(): Record<string, unknown>[] {
  const sections = readdirSync(path.join(fixtureSite, 'pages')).flatMap((file) => {
    const { data } = matter(readFileSync(path.join(fixtureSite, 'pages', file), 'utf8'));
    return (isRecord(data) && Array.isArray(data.sections) ? data.sections : []).filter(isRecord);
  });
  const seen = new Set<string>();
  return (
    sections
      .filter((section) => section.type !== 'Hero' && section.type !== 'Content')
      .flatMap((section) => Array.from({ length: 8 }, (_, index) => resizedCopies(section, index + 1)).flat())
      .map((section) =>
        Array.isArray(section.stories)
          ? { ...section, stories: section.stories.map((_, index) => (index % caseStudyCount) + 1) }
          : section,
      )
      .filter((section) => {
        const key = `${String(section.type)} ${String(section.heading)}`;
        if (seen.has(key) || !sectionSchema.safeParse(section).success) return false;
        seen.add(key);
        return true;
      })
      .filter((section) => !Array.isArray(section.stories) || new Set(section.stories).size === section.stories.length)
      // Sections that default their anchor would all share it on one page.
      .map((section, index) => {
        const anchored = { ...section, anchor: `grid-${index + 1}` };
        return sectionSchema.safeParse(anchored).success ? anchored : section;
      })
  );
}

/** The fixture site, with more case studies and a page of every grid at every count, written into `folder`. */
export function writeGridSite(folder: string): void {
  cpSync(fixtureSite, folder, { recursive: true });
  const studies = path.join(folder, 'case-studies');
  const model = readFileSync(path.join(studies, '2-northwind-qualified-leads.mdx'), 'utf8');
  for (let id = 3; id <= caseStudyCount; id += 1) {
    writeFileSync(
      path.join(studies, `${id}-study.mdx`),
      model.replace(/^id: 2$/m, `id: ${id}`).replace(/^title: (.*)$/m, `title: $1, part ${id}`),
    );
  }
  const frontmatter = {
    title: 'Every grid',
    description: 'Every grid of the site at every item count its schema allows.',
    keywords: ['grids'],
    sections: [
      {
        type: 'Hero',
        headline: 'Every grid at every count',
        text: 'Each list of each section, from one item to as many as its schema allows.',
      },
      ...gridSections(),
    ],
  };
  writeFileSync(
    path.join(folder, 'pages', `${gridsPath.slice(1)}.mdx`),
    `---\n${yaml.dump(frontmatter, { lineWidth: -1 })}---\n`,
  );
}
