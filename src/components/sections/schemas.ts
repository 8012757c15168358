import { z } from 'zod';
import { sectionSchemas } from './schemas.gen.ts';

/** Every section a page can place, told apart by its `type`: one per `Name.schema.ts` file of this folder. */
export const sectionSchema = z.discriminatedUnion('type', sectionSchemas);

/** A section as an editor writes it. */
export type SectionInput = z.input<typeof sectionSchema>;
/** A section after validation, with defaults filled in. */
export type Section = z.output<typeof sectionSchema>;
/** The name of a section type, e.g. "Hero". */
export type SectionType = Section['type'];
/** The validated data of one section type. */
export type SectionOf<Type extends SectionType> = Extract<Section, { type: Type }>;
