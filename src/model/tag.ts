import { z } from 'zod';
import { text } from './fields.ts';
import { rule } from './rule.ts';

/** A tag's id, as case studies write it and as its address shows it: /blog/tag/{id}. */
export const tagId = z
  .string()
  .trim()
  .refine(
    (value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value),
    rule('A tag id is part of a web address.', 'Use lower-case letters, digits and dashes, e.g. saas or events.'),
  );

/** A tag case studies may carry, such as an industry or a channel. */
export const tagSchema = z.strictObject({
  /** The tag's id: what a case study writes under `tags`, and its address /blog/tag/{id}. */
  id: tagId,
  /** The tag's name on cards, case studies and its own pages, e.g. "Events". */
  label: text.max(40),
  /** One sentence shown on the tag's pages and used as their description. */
  sentence: text.max(200),
});

/** The list of tags: `content/tags.yaml`. A case study's tags must be ids of this list. */
export const tagListSchema = z.strictObject({
  /** The tags, in the order the row of tag links on the blog shows them. */
  tags: z
    .array(tagSchema)
    .default([])
    .superRefine((tags, context) => {
      const seen = new Set<string>();
      tags.forEach((tag, index) => {
        if (seen.has(tag.id))
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            ...rule(`The tag id "${tag.id}" is already used by another tag.`, 'Give each tag its own id.'),
          });
        seen.add(tag.id);
      });
    }),
});

/** A tag after validation. */
export type Tag = z.output<typeof tagSchema>;
/** The list of tags after validation. */
export type TagList = z.output<typeof tagListSchema>;
