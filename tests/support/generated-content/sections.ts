/**
 * Arbitraries of every section type a page may place, made once the site's routes and ids are known:
 * derived from each section's schema, the Hero aside (its highlight must be words of its headline).
 */
import fc from 'fast-check';
import { z } from 'zod';
import { href, link as linkSchema, pictureFields } from '../../../src/model/fields.ts';
import { contentReferences } from '../../../src/model/reference.ts';
import { mainContentAnchor } from '../../../src/model/routes.ts';
import { heroSchema } from '../../../src/components/sections/Hero.schema.ts';
import { sectionSchema, type SectionInput, type SectionType } from '../../../src/components/sections/schemas.ts';
import { unwrapField } from '../../../scripts/content/unwrap-field.ts';
import { boundsOf, defaultOf, listFor } from './bounds.ts';
import { hrefOf, link, linkTarget, makeAll, pickFrom, type Make, type SiteContext } from './links.ts';
import { heading, label, price, sentence, textFor, word } from './text.ts';

/** A section before the site is known; anchored sections say their anchor so the page can keep them unique. */
export interface SectionPlan {
  type: SectionType;
  /** The anchor written in the file, if any; `defaultAnchor` applies when it is not. */
  anchor?: string;
  defaultAnchor?: string;
  /** True when the section shows case studies by id, so a site without case studies cannot place it. */
  needsCaseStudies?: boolean;
  make(context: SiteContext, anchor: string | undefined): SectionInput;
}

/** Copy or nothing, for an optional field an editor may leave out. */
export function optional<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.option(arbitrary, { nil: undefined });
}

/** An object without the keys whose value is undefined, as an editor who leaves a field out writes it. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** Section anchors: the defaults, words an editor would pick, and the id the layout gives the main element. */
const anchorName = fc.oneof(
  fc.constantFrom('services', 'testimonials', 'pricing', 'contact', mainContentAnchor),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/),
);
export const textList = (schema: z.ZodType) => listFor(schema, label);

/** The words of `list` from `from` on, `length` of them at least one (both wrapped to fit), joined. */
function wordRun(list: readonly string[], from: number, length: number): string {
  const start = from % list.length;
  return list.slice(start, start + 1 + (length % (list.length - start))).join(' ');
}

export const hero: fc.Arbitrary<SectionPlan> = fc
  .record({
    badge: optional(label),
    headline: fc.array(word, { minLength: 1, maxLength: 8 }),
    highlight: optional(fc.record({ from: fc.nat(), length: fc.nat() })),
    text: sentence,
    buttons: optional(listFor(heroSchema.shape.buttons, link)),
    decorated: optional(fc.boolean()),
  })
  .map(({ headline, highlight, buttons, ...rest }) => ({
    type: 'Hero',
    make: (context) =>
      defined({
        type: 'Hero' as const,
        badge: rest.badge,
        headline: headline.join(' '),
        // A run of the headline's words, at its end or anywhere in it, as the schema allows.
        highlight: highlight && wordRun(headline, highlight.from, highlight.length),
        text: rest.text,
        buttons: buttons && makeAll(buttons, context),
        decorated: rest.decorated,
      }),
  }));

// Every other section is derived from its schema: a field's copy follows its name, and the fields
// that point elsewhere (links, pictures, references) are made once the site is known.

/** Copy for a text field, by what its name says it holds; any other text is a short label. */
const textByName: Record<string, fc.Arbitrary<string>> = {
  heading,
  benefitsHeading: heading,
  stepsHeading: heading,
  title: heading,
  name: heading,
  description: sentence,
  text: sentence,
  intro: sentence,
  note: sentence,
  availability: sentence,
  price,
};

/** What a field of these shared schemas holds must fit the site: a route, a picture, an id. */
function madeForSite(schema: z.ZodType): fc.Arbitrary<Make<unknown>> | undefined {
  if (schema === linkSchema) return link;
  if (schema === href) return linkTarget.map((target) => (context: SiteContext) => hrefOf(target, context));
  if (pictureFields.get(schema))
    return fc.nat().map((pick) => (context: SiteContext) => pickFrom(context.images, pick));
  if (contentReferences.get(schema)?.collection === 'caseStudies')
    return fc.nat().map((pick) => (context: SiteContext) => pickFrom(context.caseStudyIds, pick));
  return undefined;
}

function fixed<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Make<T>> {
  return arbitrary.map((value) => () => value);
}

/** Numbers within the bounds the schema states (at most 600 above the least), whole or not as it requires. */
function numberFor(schema: z.ZodNumber): fc.Arbitrary<number> {
  const json = z.toJSONSchema(schema, { io: 'input' });
  const above = typeof json.exclusiveMinimum === 'number' ? json.exclusiveMinimum + 1 : undefined;
  const below = typeof json.exclusiveMaximum === 'number' ? json.exclusiveMaximum - 1 : undefined;
  const min = above ?? json.minimum ?? 0;
  // A whole number's JSON Schema states the largest safe integer: no editor writes a duration that long.
  const max = Math.min(below ?? json.maximum ?? Number.POSITIVE_INFINITY, min + 600);
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return schema.isInt ? whole : fc.oneof(whole, fc.double({ min, max, noNaN: true }));
}

/** The fields of a group, each left out as often as written when it is optional (or has a default). */
function fieldsFor(shape: Record<string, z.ZodType>): fc.Arbitrary<Make<Record<string, unknown>>> {
  const fields = Object.entries(shape).map(([key, field]) => {
    const { inner, required } = unwrapField(field);
    const made = derive(inner, key);
    return [key, required ? made : optional(made)] as const;
  });
  return fc
    .record(Object.fromEntries(fields))
    .map(
      (made) => (context: SiteContext) =>
        defined(Object.fromEntries(Object.entries(made).map(([key, make]) => [key, make?.(context)]))),
    );
}

/** Valid values of `schema`, for a field named `key`. */
function derive(schema: z.ZodType, key: string): fc.Arbitrary<Make<unknown>> {
  const forSite = madeForSite(schema);
  if (forSite) return forSite;
  if (schema instanceof z.ZodString)
    return fixed(boundsOf(schema).max === undefined ? (textByName[key] ?? label) : textFor(schema));
  if (schema instanceof z.ZodNumber) return fixed(numberFor(schema));
  if (schema instanceof z.ZodBoolean) return fixed(fc.boolean());
  if (schema instanceof z.ZodEnum) return fixed(fc.constantFrom(...schema.options));
  if (schema instanceof z.ZodLiteral) return fixed(fc.constantFrom(...schema.values));
  if (schema instanceof z.ZodArray) {
    const element = unwrapField(schema.element as z.ZodType).inner;
    // A list of references to other content names each entry once.
    const once = contentReferences.get(element) !== undefined;
    return listFor(schema, derive(element, key)).map((list) => (context: SiteContext) => {
      const made = makeAll(list, context);
      return once ? [...new Set(made)] : made;
    });
  }
  if (schema instanceof z.ZodObject) return fieldsFor(schema.shape as Record<string, z.ZodType>);
  throw new Error(
    `No generator for the ${schema._zod.def.type} schema of "${key}": add one to generated-content/sections.ts.`,
  );
}

/** True when a value of `schema` may name a case study, so a site without any cannot place it. */
function refersToCaseStudies(schema: z.ZodType): boolean {
  if (contentReferences.get(schema)?.collection === 'caseStudies') return true;
  const { inner } = unwrapField(schema);
  if (inner instanceof z.ZodArray) return refersToCaseStudies(inner.element as z.ZodType);
  if (inner instanceof z.ZodObject)
    return Object.values(inner.shape as Record<string, z.ZodType>).some(refersToCaseStudies);
  return false;
}

/** A section of the type `schema` describes, with an anchor the page keeps unique when it has one. */
function derivedSection(schema: z.ZodObject): fc.Arbitrary<SectionPlan> {
  const { type, anchor, ...shape } = schema.shape as Record<string, z.ZodType>;
  const sectionType = (type as z.ZodLiteral<SectionType>).value;
  return fc
    .record({ fields: fieldsFor(shape), anchor: anchor ? optional(anchorName) : fc.constant(undefined) })
    .map(({ fields, anchor: written }) => ({
      type: sectionType,
      ...(anchor ? { anchor: written, defaultAnchor: String(defaultOf(anchor)) } : {}),
      needsCaseStudies: refersToCaseStudies(schema),
      make: (context, finalAnchor) =>
        defined({ type: sectionType, anchor: finalAnchor, ...fields(context) }) as SectionInput,
    }));
}

/** Every section type a page may place besides its one Hero and its one Content, derived from its schema. */
export const sectionArbitraries = Object.fromEntries(
  sectionSchema.options
    .filter((option) => option.shape.type.value !== 'Hero' && option.shape.type.value !== 'Content')
    .map((option) => [option.shape.type.value, derivedSection(option)]),
) as { [Type in Exclude<SectionType, 'Hero' | 'Content'>]: fc.Arbitrary<SectionPlan> };

export const anySection = fc.oneof(...Object.values(sectionArbitraries));
