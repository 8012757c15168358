import { expect, test } from 'vitest';
import { z } from 'zod';
import { sectionSchema } from '../../../src/components/sections/schemas.ts';
import { caseStudyId } from '../../../src/model/fields.ts';
import { caseStudyReference, referencesIn } from '../../../src/model/reference.ts';

test('a reference is found wherever a schema marks it: in lists, optional groups and the section a union picks; one left out names nothing', () => {
  const schema = z.strictObject({
    /** Not a reference: the entry's own id. */
    id: caseStudyId,
    featured: caseStudyReference(),
    alsoFeatured: caseStudyReference().optional(),
    groups: z.array(z.strictObject({ related: z.strictObject({ story: caseStudyReference() }).optional() })),
    sections: z.array(sectionSchema),
  });
  const data = schema.parse({
    id: 1,
    featured: 2,
    groups: [{}, { related: { story: 3 } }],
    sections: [
      { type: 'Content' },
      {
        type: 'SuccessStories',
        heading: 'Stories',
        stories: [4, 5],
        resultsPanel: { title: 'Results', results: [{ value: '1', label: 'one' }] },
      },
    ],
  });
  expect(referencesIn(schema, data).map(({ path, key }) => [path.join('.'), key])).toEqual([
    ['featured', 2],
    ['groups.1.related.story', 3],
    ['sections.1.stories.0', 4],
    ['sections.1.stories.1', 5],
  ]);
});
