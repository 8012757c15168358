/**
 * fast-check arbitraries of whole content folders that the content model accepts: site settings,
 * pages with every section type, case studies, FAQ entries and the pictures they name. Text is
 * stressed the way editors stress it (accents, CJK, Arabic and Hebrew, emoji, `$` patterns, `<`,
 * `&`, quotes, words too long to wrap), bodies use the Markdown editors write, and the YAML is
 * written by the `yaml` package in the styles a CMS or a text editor leaves.
 *
 * List and text bounds are read from the zod schemas, so a tightened schema is noticed here; a new
 * section type or a new required field fails type-checking until it is generated.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { stringify, type ToStringOptions } from 'yaml';
import { z } from 'zod';
import { contentLayout } from '../../scripts/content/load.ts';
import { caseStudyRoute, mainContentAnchor, pageRoute } from '../../src/model/routes.ts';
import { caseStudySchema, testimonialSchema, type CaseStudyInput } from '../../src/model/case-study.ts';
import { faqEntrySchema, type FaqEntryInput } from '../../src/model/faq-entry.ts';
import { accentNames, iconNames, siteLinkNames } from '../../src/model/fields.ts';
import { pageSchema, type PageInput } from '../../src/model/page.ts';
import { consultationDetailsSchema } from '../../src/components/sections/ConsultationDetails.schema.ts';
import { heroSchema } from '../../src/components/sections/Hero.schema.ts';
import type { SectionInput, SectionType } from '../../src/components/sections/schemas.ts';
import { logoStripSchema } from '../../src/components/sections/LogoStrip.schema.ts';
import { offerCardsSchema } from '../../src/components/sections/OfferCards.schema.ts';
import { pricingGridSchema } from '../../src/components/sections/PricingGrid.schema.ts';
import { processStepsSchema } from '../../src/components/sections/ProcessSteps.schema.ts';
import { servicesGridSchema } from '../../src/components/sections/ServicesGrid.schema.ts';
import { statsBandSchema } from '../../src/components/sections/StatsBand.schema.ts';
import { successStoriesSchema } from '../../src/components/sections/SuccessStories.schema.ts';
import { whyChooseSchema } from '../../src/components/sections/WhyChoose.schema.ts';
import { footerColumnSchema, siteSchema, type SiteInput } from '../../src/model/site.ts';

// ---------------------------------------------------------------------------------------------
// Bounds from the schemas

/** The bounds a schema puts on a list's items, a text's length or a number, as its JSON Schema states them. */
export function boundsOf(schema: z.ZodType): { min: number; max: number | undefined } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return {
    min: json.minItems ?? json.minLength ?? json.minimum ?? 0,
    max: json.maxItems ?? json.maxLength ?? json.maximum,
  };
}

/** The default a schema gives a field an editor leaves out. */
function defaultOf(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).default;
}

/** How many items an unbounded list gets at most beyond its minimum: enough to wrap, small enough to build fast. */
const unboundedExtra = 4;

/**
 * Lists of `item` within the bounds of `schema`, drawn as often at exactly the minimum and exactly
 * the maximum as anywhere between, since the ends are where layouts and checks break.
 */
function listFor<T>(schema: z.ZodType, item: fc.Arbitrary<T>): fc.Arbitrary<T[]> {
  const { min, max = min + unboundedExtra } = boundsOf(schema);
  return fc.oneof(
    fc.array(item, { minLength: min, maxLength: min }),
    fc.array(item, { minLength: max, maxLength: max }),
    fc.array(item, { minLength: min, maxLength: max }),
  );
}

// ---------------------------------------------------------------------------------------------
// Text

const plainWords = ['Pipeline', 'growth', 'meetings', 'Outbound', 'B2B', 'sales', 'team', 'Campaign', 'results', 'qualified', 'leads', 'a', 'the', 'and', 'for', 'Reply', 'rate', '320%', '500+', 'AI', 'LinkedIn', 'e-mail', 'week', 'A'];
const accentedWords = ['Café', 'naïve', 'Ærøskøbing', 'façade', 'Zürich', 'São', 'Łódź', 'brûlée', 'Ångström', 'Señor', 'İstanbul', 'straße'];
const cjkWords = ['東京', '営業チーム', '销售增长', '한국어', '会議', '「引用」'];
const rtlWords = ['مرحبا', 'المبيعات', 'שלום', 'מכירות', 'עסקים', '٣٢٠٪'];
const emojiWords = ['🚀', '👩‍💻', '🇪🇺', '👍🏽', '✅', '❤️', '🧑🏾‍🤝‍🧑🏻'];
/** The replacement patterns of `String.prototype.replace`, which corrupt copy spliced in with a string replacement. */
const dollarWords = ['$$', '$&', "$'", '$`', '$1', '$<name>', '$100', '$$$', 'US$5'];
const markupWords = ['<', '<b>', '&', '&amp;', 'R&D', '"quoted"', "it's", '«guillemets»', '“curly”', '—', '…', '->', 'a<b', '</script>', '<!--', ']]>', '{x}', '{{', '}}', '\\', '`', '*', '_', '#', '[x]', '|', '%', '@', '!'];
/** Text that YAML would read as something else when written unquoted. */
const yamlishWords = ['true', 'null', '~', '123', '007', '1e3', '0x1F', '0o17', '.5', '-1', 'yes', 'on', '2025-01-01', '12:30', '.inf', '.NaN', '0b101', '- item', '? q', ': c', '#c', '*alias', '&anchor', '!tag', '%YAML', '---', '...', 'key: value'];
const longWordLetters = [...'abcdefghijklmnopqrstuvwxyzéüøß'];

/** A word too long to fit a phone's width, which must wrap rather than push the page sideways. */
const longWord = fc.string({ unit: fc.constantFrom(...longWordLetters), minLength: 60, maxLength: 80 });

/** A word of one to six printable ASCII characters, punctuation included. */
const asciiWord = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }).map((word) => word.replace(/\s/g, '')).filter((word) => word.length > 0);

/** A word of any printable Unicode graphemes, without spaces. */
const unicodeWord = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }).map((word) => word.replace(/\s/g, '')).filter((word) => word.length > 0 && word.trim() === word);

/** One word of copy: mostly plain, often from a class of text that has broken sites before. */
export const word: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...plainWords), weight: 12 },
  { arbitrary: fc.constantFrom(...accentedWords), weight: 2 },
  { arbitrary: fc.constantFrom(...cjkWords), weight: 2 },
  { arbitrary: fc.constantFrom(...rtlWords), weight: 2 },
  { arbitrary: fc.constantFrom(...emojiWords), weight: 2 },
  { arbitrary: fc.constantFrom(...dollarWords), weight: 2 },
  { arbitrary: fc.constantFrom(...markupWords), weight: 2 },
  { arbitrary: fc.constantFrom(...yamlishWords), weight: 1 },
  { arbitrary: longWord, weight: 1 },
  { arbitrary: asciiWord, weight: 1 },
  { arbitrary: unicodeWord, weight: 1 },
);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` cut to at most `max` UTF-16 units (what zod's `.max` counts) at a grapheme boundary, trimmed. */
function clip(text: string, max: number): string {
  let clipped = '';
  for (const { segment } of graphemes.segment(text)) {
    if (clipped.length + segment.length > max) break;
    clipped += segment;
  }
  return clipped.trim();
}

/**
 * Copy of one to `maxWords` words; with `max` (a field's `.max`), as often filled to the limit
 * as short. Never empty, never with spaces at either end.
 */
function words({ maxWords = 8, max }: { maxWords?: number; max?: number } = {}): fc.Arbitrary<string> {
  const short = fc.array(word, { minLength: 1, maxLength: maxWords }).map((list) => list.join(' '));
  if (max === undefined) return short;
  const full = fc.array(word, { minLength: 40, maxLength: 60 }).map((list) => list.join(' '));
  return fc.oneof(short, full).map((text) => clip(text, max)).filter((text) => text.length > 0);
}

/** Copy for a text field, within the bounds its schema sets. */
function textFor(schema: z.ZodType, maxWords = 8): fc.Arbitrary<string> {
  const { max } = boundsOf(schema);
  return max === undefined ? words({ maxWords }) : words({ maxWords, max });
}

/** A short label: one to four words. */
const label = words({ maxWords: 4 });
/** A heading: one to eight words. */
const heading = words({ maxWords: 8 });
/** A sentence or two. */
const sentence = words({ maxWords: 24 });
/** A price as shown, sometimes written the ways prices are: currency signs, separators, prefixes; the structured data reads the amount from it. */
const price = fc.oneof(label, fc.constantFrom('from $2,450', '+$200', '$0', '$1,250.50', '$ 300', 'US$5', '€1.250', '£99', '1 250 €', '¥5000', 'from $1,250/month', '$$100'));

// ---------------------------------------------------------------------------------------------
// What a piece of content may point at

/** The routes, pictures and case study ids of the generated site, for the links and references of each file. */
export interface SiteContext {
  routes: readonly { path: string; anchors: readonly string[] }[];
  images: readonly string[];
  caseStudyIds: readonly number[];
  /** The route the file being made is shown at (FAQ answers: /faq), when it has one. */
  ownRoute?: string;
}

/** Content that needs the whole site's routes, pictures or ids to be made. */
type Make<T> = (context: SiteContext) => T;

/** The item of `list` that `pick` falls on. */
function pickFrom<T>(list: readonly T[], pick: number): T {
  const value = list[pick % list.length];
  if (value === undefined) throw new Error('Cannot pick from an empty list.');
  return value;
}

/** Where a link goes before the site's routes are known. */
type LinkTarget =
  | { kind: 'route'; route: number; anchor: number | undefined; form: 'plain' | 'trailing-slash' | 'query' }
  | { kind: 'own-anchor'; anchor: number }
  | { kind: 'site'; name: (typeof siteLinkNames)[number] }
  | { kind: 'external'; href: string };

const externalHrefs = [
  'https://example.com',
  'https://www.example.org/path/to/page?query=1&other=$&',
  'https://example.com/caf%C3%A9#section',
  'mailto:hello@example.com',
  'tel:+44 20 7946 0958',
];

const linkTarget: fc.Arbitrary<LinkTarget> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('route' as const), route: fc.nat(), anchor: fc.option(fc.nat(), { nil: undefined }), form: fc.constantFrom('plain' as const, 'trailing-slash' as const, 'query' as const) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('own-anchor' as const), anchor: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('site' as const), name: fc.constantFrom(...siteLinkNames) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('external' as const), href: fc.constantFrom(...externalHrefs) }), weight: 2 },
);

/** The href of a link target in a site whose routes are known; site settings cannot use a bare #anchor. */
function hrefOf(target: LinkTarget, context: SiteContext): string {
  switch (target.kind) {
    case 'site':
      return target.name;
    case 'external':
      return target.href;
    case 'own-anchor': {
      const own = context.routes.find((route) => route.path === context.ownRoute);
      return own ? `#${pickFrom(own.anchors, target.anchor)}` : '/';
    }
    case 'route': {
      const route = pickFrom(context.routes, target.route);
      const anchor = target.anchor === undefined ? '' : `#${pickFrom(route.anchors, target.anchor)}`;
      const suffix = target.form === 'trailing-slash' && route.path !== '/' ? '/' : target.form === 'query' ? '?ref=site' : '';
      return `${route.path}${suffix}${anchor}`;
    }
  }
}

interface LinkInput {
  label: string;
  href: string;
}

const link: fc.Arbitrary<Make<LinkInput>> = fc.record({ label, target: linkTarget }).map(({ label: text, target }) => (context) => ({ label: text, href: hrefOf(target, context) }));

/** A list of made things, made. */
function makeAll<T>(list: readonly Make<T>[], context: SiteContext): T[] {
  return list.map((make) => make(context));
}

// ---------------------------------------------------------------------------------------------
// Sections

/** A section before the site is known; anchored sections say their anchor so the page can keep them unique. */
interface SectionPlan {
  type: SectionType;
  /** The anchor written in the file, if any; `defaultAnchor` applies when it is not. */
  anchor?: string;
  defaultAnchor?: string;
  /** True when the section shows case studies by id, so a site without case studies cannot place it. */
  needsCaseStudies?: boolean;
  make(context: SiteContext, anchor: string | undefined): SectionInput;
}

/** Copy or nothing, for an optional field an editor may leave out. */
function optional<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.option(arbitrary, { nil: undefined });
}

/** An object without the keys whose value is undefined, as an editor who leaves a field out writes it. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

const icon = fc.constantFrom(...iconNames);
/** Section anchors: the defaults, words an editor would pick, and the id the layout gives the main element. */
const anchorName = fc.oneof(fc.constantFrom('services', 'testimonials', 'pricing', 'contact', mainContentAnchor), fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/));
const textList = (schema: z.ZodType) => listFor(schema, label);

/** The words of `list` from `from` on, `length` of them at least one (both wrapped to fit), joined. */
function wordRun(list: readonly string[], from: number, length: number): string {
  const start = from % list.length;
  return list.slice(start, start + 1 + (length % (list.length - start))).join(' ');
}

const hero: fc.Arbitrary<SectionPlan> = fc
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
    make: (context) => defined({
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

const logoStrip: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading,
    logos: listFor(logoStripSchema.shape.logos, fc.record({ name: label, image: fc.nat() })),
    secondsPerCycle: optional(fc.oneof(fc.integer({ min: 1, max: 300 }), fc.double({ min: 1, max: 300, noNaN: true }))),
  })
  .map(({ logos, ...rest }) => ({
    type: 'LogoStrip',
    make: (context) => defined({ type: 'LogoStrip' as const, heading: rest.heading, logos: logos.map((logo) => ({ name: logo.name, image: pickFrom(context.images, logo.image) })), secondsPerCycle: rest.secondsPerCycle }),
  }));

const statsBand: fc.Arbitrary<SectionPlan> = fc
  .record({ heading: optional(heading), stats: listFor(statsBandSchema.shape.stats, fc.record({ icon, number: label, label, description: sentence })) })
  .map((data) => ({ type: 'StatsBand', make: () => defined({ type: 'StatsBand' as const, ...data }) }));

const successStories: fc.Arbitrary<SectionPlan> = fc
  .record({
    anchor: optional(anchorName),
    heading,
    intro: optional(sentence),
    stories: listFor(successStoriesSchema.shape.stories, fc.nat()),
    resultsPanel: fc.record({ title: heading, results: listFor(successStoriesSchema.shape.resultsPanel.shape.results, fc.record({ value: label, label })) }),
  })
  .map(({ anchor, stories, ...rest }) => ({
    type: 'SuccessStories',
    anchor,
    defaultAnchor: String(defaultOf(successStoriesSchema.shape.anchor)),
    needsCaseStudies: true,
    make: (context, finalAnchor) => defined({ type: 'SuccessStories' as const, anchor: finalAnchor, heading: rest.heading, intro: rest.intro, stories: stories.map((pick) => pickFrom(context.caseStudyIds, pick)), resultsPanel: rest.resultsPanel }),
  }));

const servicesGrid: fc.Arbitrary<SectionPlan> = fc
  .record({
    anchor: optional(anchorName),
    heading,
    intro: optional(sentence),
    services: listFor(servicesGridSchema.shape.services, fc.record({ icon, title: heading, description: sentence, price, features: textList(servicesGridSchema.shape.services.element.shape.features) })),
    link: optional(link),
  })
  .map(({ anchor, link: gridLink, ...rest }) => ({
    type: 'ServicesGrid',
    anchor,
    defaultAnchor: String(defaultOf(servicesGridSchema.shape.anchor)),
    make: (context, finalAnchor) => defined({ type: 'ServicesGrid' as const, anchor: finalAnchor, heading: rest.heading, intro: rest.intro, services: rest.services, link: gridLink?.(context) }),
  }));

const processSteps: fc.Arbitrary<SectionPlan> = fc
  .record({ heading, intro: optional(sentence), steps: listFor(processStepsSchema.shape.steps, fc.record({ title: heading, description: sentence })) })
  .map((data) => ({ type: 'ProcessSteps', make: () => defined({ type: 'ProcessSteps' as const, ...data }) }));

const callToAction: fc.Arbitrary<SectionPlan> = fc
  .record({ heading, text: optional(sentence), button: link, note: optional(sentence) })
  .map(({ button, ...rest }) => ({ type: 'CallToAction', make: (context) => defined({ type: 'CallToAction' as const, heading: rest.heading, text: rest.text, button: button(context), note: rest.note }) }));

const offer = offerCardsSchema.shape.offers.element.shape;
const offerCards: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading,
    intro: optional(sentence),
    offers: listFor(offerCardsSchema.shape.offers, fc.record({ title: heading, price, period: label, description: sentence, features: textList(offer.features), benefits: textList(offer.benefits), button: link })),
  })
  .map(({ offers, ...rest }) => ({
    type: 'OfferCards',
    make: (context) => defined({ type: 'OfferCards' as const, heading: rest.heading, intro: rest.intro, offers: offers.map(({ button, ...card }) => ({ ...card, button: button(context) })) }),
  }));

const whyChoose: fc.Arbitrary<SectionPlan> = fc
  .record({ heading, intro: optional(sentence), items: listFor(whyChooseSchema.shape.items, fc.record({ icon, title: heading, description: sentence })) })
  .map((data) => ({ type: 'WhyChoose', make: () => defined({ type: 'WhyChoose' as const, ...data }) }));

const plan = pricingGridSchema.shape.plans.element.shape;
const pricingGrid: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading,
    intro: optional(sentence),
    plans: listFor(pricingGridSchema.shape.plans, fc.record({ name: heading, price, period: label, description: sentence, features: textList(plan.features), popular: optional(fc.boolean()), button: link })),
    enterprise: optional(fc.record({ heading, text: sentence, button: link })),
  })
  .map(({ plans, enterprise, ...rest }) => ({
    type: 'PricingGrid',
    make: (context) => defined({
      type: 'PricingGrid' as const,
      heading: rest.heading,
      intro: rest.intro,
      plans: plans.map(({ button, popular, ...card }) => defined({ ...card, popular, button: button(context) })),
      enterprise: enterprise && { heading: enterprise.heading, text: enterprise.text, button: enterprise.button(context) },
    }),
  }));

const consultationDetails: fc.Arbitrary<SectionPlan> = fc
  .record({
    benefitsHeading: heading,
    benefits: textList(consultationDetailsSchema.shape.benefits),
    durationMinutes: fc.integer({ min: 1, max: 600 }),
    stepsHeading: heading,
    steps: listFor(consultationDetailsSchema.shape.steps, fc.record({ title: heading, description: sentence })),
    button: link,
    availability: sentence,
  })
  .map(({ button, ...rest }) => ({ type: 'ConsultationDetails', make: (context) => ({ type: 'ConsultationDetails' as const, ...rest, button: button(context) }) }));

const caseStudyList: fc.Arbitrary<SectionPlan> = fc
  .record({ heading: optional(heading), headingHidden: optional(fc.boolean()), readMoreLabel: optional(label) })
  .map((data) => ({ type: 'CaseStudyList', make: () => defined({ type: 'CaseStudyList' as const, ...data }) }));

const faqAccordion: fc.Arbitrary<SectionPlan> = fc
  .record({ heading: optional(heading), headingHidden: optional(fc.boolean()) })
  .map((data) => ({ type: 'FaqAccordion', make: () => defined({ type: 'FaqAccordion' as const, ...data }) }));

/** Every section type a page may place besides its one Hero and its one Content; the type lists them all. */
export const sectionArbitraries: { [Type in Exclude<SectionType, 'Hero' | 'Content'>]: fc.Arbitrary<SectionPlan> } = {
  LogoStrip: logoStrip,
  StatsBand: statsBand,
  SuccessStories: successStories,
  ServicesGrid: servicesGrid,
  ProcessSteps: processSteps,
  CallToAction: callToAction,
  OfferCards: offerCards,
  WhyChoose: whyChoose,
  PricingGrid: pricingGrid,
  ConsultationDetails: consultationDetails,
  CaseStudyList: caseStudyList,
  FaqAccordion: faqAccordion,
};

const anySection = fc.oneof(...Object.values(sectionArbitraries));

// ---------------------------------------------------------------------------------------------
// MDX bodies

/**
 * Plain text as an editor must write it in MDX to show it as it is: `{`, `}` and `<` start code
 * and tags, `\` escapes, and Markdown's emphasis, code, link and heading marks are escaped too.
 */
export function escapeMdxText(text: string): string {
  return text.replace(/[\\{}<>*_`[\]#]/g, (mark) => `\\${mark}`);
}

/** Escapes what would make the start of a block a list, quote, heading or rule instead of text. */
function escapeBlockStart(text: string): string {
  return text.replace(/^([-+=])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** A run of inline MDX: text, emphasis, code, a link, a line break. */
type InlinePiece =
  | { kind: 'text' | 'bold' | 'italic' | 'code' | 'strong-tag'; text: string }
  | { kind: 'link'; text: string; target: LinkTarget }
  | { kind: 'break' };

const inlinePiece = (target: fc.Arbitrary<LinkTarget>): fc.Arbitrary<InlinePiece> => fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('text' as const), text: sentence }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constantFrom('bold' as const, 'italic' as const, 'strong-tag' as const), text: label }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('code' as const), text: label.map((code) => code.replace(/`/g, '')).filter((code) => code.trim() === code && code.length > 0) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('link' as const), text: label, target }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'break' as const }), weight: 1 },
);

function inlineMdx(pieces: readonly InlinePiece[], context: SiteContext): string {
  const written = pieces.map((piece) => {
    switch (piece.kind) {
      case 'text':
        return escapeMdxText(piece.text);
      case 'bold':
        return `**${escapeMdxText(piece.text)}**`;
      case 'italic':
        return `_${escapeMdxText(piece.text)}_`;
      case 'strong-tag':
        return `<strong>${escapeMdxText(piece.text)}</strong>`;
      case 'code':
        return `\`${piece.text}\``;
      case 'link':
        return `[${escapeMdxText(piece.text)}](${hrefOf(piece.target, context)})`;
      case 'break':
        return '<br />';
    }
  });
  return escapeBlockStart(written.join(' '));
}

const inline = (target: fc.Arbitrary<LinkTarget>) => fc.array(inlinePiece(target), { minLength: 1, maxLength: 5 });

/** A block of an MDX body, as editors write them. */
type Block =
  | { kind: 'paragraph' | 'quote'; pieces: InlinePiece[] }
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; ordered: boolean; items: InlinePiece[][] }
  | { kind: 'button'; text: string; target: LinkTarget }
  | { kind: 'image'; alt: string; image: number }
  | { kind: 'rule' }
  | { kind: 'comment'; text: string };

const block = (target: fc.Arbitrary<LinkTarget>): fc.Arbitrary<Block> => fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('paragraph' as const), pieces: inline(target) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('heading' as const), level: fc.constantFrom(2 as const, 3 as const, 4 as const), text: heading }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('list' as const), ordered: fc.boolean(), items: fc.array(inline(target), { minLength: 1, maxLength: 4 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('quote' as const), pieces: inline(target) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('button' as const), text: label, target }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('image' as const), alt: label, image: fc.nat() }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'rule' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('comment' as const), text: label.map((note) => note.replace(/\*\//g, '')) }), weight: 1 },
);

function blockMdx(item: Block, context: SiteContext): string {
  switch (item.kind) {
    case 'paragraph':
      return inlineMdx(item.pieces, context);
    case 'quote':
      return `> ${inlineMdx(item.pieces, context)}`;
    case 'heading':
      return `${'#'.repeat(item.level)} ${escapeMdxText(item.text)}`;
    case 'list':
      return item.items.map((pieces, index) => `${item.ordered ? `${index + 1}.` : '-'} ${inlineMdx(pieces, context)}`).join('\n');
    case 'button':
      return `<Button href="${hrefOf(item.target, context)}">${escapeMdxText(item.text)}</Button>`;
    case 'image':
      return `![${escapeMdxText(item.alt)}](${pickFrom(context.images, item.image)})`;
    case 'rule':
      return '---';
    case 'comment':
      return `{/* ${item.text} */}`;
  }
}

/** Headings as the content model wants them: a body's first is ##, and each goes at most one level below the one before. */
function withHeadingOrder(blocks: readonly Block[]): Block[] {
  let previous = 1;
  return blocks.map((item) => {
    if (item.kind !== 'heading') return item;
    const level = Math.min(item.level, previous + 1) as 2 | 3 | 4;
    previous = level;
    return { ...item, level };
  });
}

/** An MDX body linking to `target`s: nothing at all, or blocks separated by blank lines. */
const bodyLinkingTo = (target: fc.Arbitrary<LinkTarget>): fc.Arbitrary<Make<string>> =>
  fc
    .oneof({ arbitrary: fc.constant([]), weight: 1 }, { arbitrary: fc.array(block(target), { minLength: 1, maxLength: 6 }), weight: 4 })
    .map((blocks) => (context) => withHeadingOrder(blocks).map((item) => blockMdx(item, context)).join('\n\n'));

/** An MDX body of a page or case study. */
const body = bodyLinkingTo(linkTarget);

/**
 * An FAQ answer: its links stay on the site or are e-mail and phone links. A link that opens in
 * a new tab says so to screen readers in hidden words, which site-invariants.ts reads as visible
 * copy and then finds missing from the FAQPage answer; allow them again once it reads only what shows.
 */
const faqBody = bodyLinkingTo(linkTarget.filter((target) => target.kind === 'route' || target.kind === 'own-anchor' || (target.kind === 'external' && !target.href.startsWith('https:'))));

// ---------------------------------------------------------------------------------------------
// Files

/** How the YAML of a file is written: by a CMS (quoted strings), a person, or a tool that folds long lines. */
export interface YamlStyle {
  lineWidth: number;
  defaultStringType: 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE';
  /** Windows line endings and a byte-order mark, as some editors save. */
  windows: boolean;
}

const yamlStyle: fc.Arbitrary<YamlStyle> = fc.record({
  lineWidth: fc.constantFrom(0, 80, 40),
  defaultStringType: fc.constantFrom('PLAIN' as const, 'QUOTE_DOUBLE' as const, 'QUOTE_SINGLE' as const),
  windows: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
});

/** A page file: `pages/{slug}.mdx`. */
export interface GeneratedPage {
  slug: string;
  data: PageInput;
  body: string;
}

/** A case study file: `case-studies/{fileName}.mdx`. */
export interface GeneratedCaseStudy {
  fileName: string;
  data: CaseStudyInput;
  body: string;
}

/** An FAQ entry file: `faq/{fileName}.mdx`. */
export interface GeneratedFaqEntry {
  fileName: string;
  data: FaqEntryInput;
  body: string;
}

/** A file of a content folder, by its path in the folder, with forward slashes. */
export interface ContentFile {
  path: string;
  text: string | Buffer;
}

/** A whole content folder: what an editor could have written. */
export interface GeneratedSite {
  site: SiteInput;
  pages: GeneratedPage[];
  caseStudies: GeneratedCaseStudy[];
  faq: GeneratedFaqEntry[];
  /** favicon.svg and the pictures the content names, under `public/`. */
  publicFiles: ContentFile[];
  yamlStyle: YamlStyle;
}

// ---------------------------------------------------------------------------------------------
// Pages

/** The pages of the site this project was made for, with the section each is built around. */
const standardPages: readonly { slug: string; sections: readonly Exclude<SectionType, 'Hero' | 'Content'>[] }[] = [
  { slug: 'services', sections: ['OfferCards'] },
  { slug: 'pricing', sections: ['PricingGrid'] },
  { slug: 'schedule-consultation', sections: ['ConsultationDetails'] },
  { slug: 'blog', sections: ['CaseStudyList'] },
  { slug: 'faq', sections: ['FaqAccordion'] },
  { slug: 'linkedin-tool', sections: ['WhyChoose'] },
];

/** Names of extra pages, some of them names the build also uses for files of its own. */
const extraPageSlug = fc.oneof(fc.constantFrom('about', 'contact', '404', 'social-images', 'images', 'assets', 'feed', 'index', 'blog-2', 'a'), fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,6}){0,2}$/));

interface PagePlan {
  slug: string;
  title: string;
  description: string;
  keywords: string[];
  socialImage: number | undefined;
  breadcrumb: string | undefined;
  hero: SectionPlan;
  sections: SectionPlan[];
  heroAt: number;
  contentAt: number | undefined;
  body: Make<string>;
}

/** Sections a page may place once: the FAQ accordion shows every entry, and its FAQPage data lists each once. */
const placedOnce = new Set<SectionType>(['FaqAccordion']);

function oncePerPage(sections: readonly SectionPlan[]): SectionPlan[] {
  return sections.filter((section, index) => !placedOnce.has(section.type) || sections.findIndex((other) => other.type === section.type) === index);
}

function pagePlan(slug: string, required: readonly Exclude<SectionType, 'Hero' | 'Content'>[]): fc.Arbitrary<PagePlan> {
  const requiredSections = required.map((type) => sectionArbitraries[type]);
  return fc
    .record({
      title: textFor(pageSchema.shape.title),
      description: textFor(pageSchema.shape.description, 24),
      keywords: listFor(pageSchema.shape.keywords, label),
      socialImage: optional(fc.nat()),
      breadcrumb: optional(label),
      hero,
      required: fc.tuple(...requiredSections),
      more: fc.array(anySection, { maxLength: 3 }),
      heroAt: fc.nat(),
      contentAt: optional(fc.nat()),
      body,
    })
    .map(({ required: must, more, ...rest }) => ({ slug, ...rest, sections: oncePerPage([...must, ...more]) }));
}

const pagePlans: fc.Arbitrary<PagePlan[]> = fc
  .record({
    home: pagePlan('home', ['ServicesGrid']),
    standard: fc.tuple(...standardPages.map(({ slug, sections }) => optional(pagePlan(slug, sections)))),
    extra: fc.uniqueArray(extraPageSlug, { maxLength: 2 }).chain((slugs) => fc.tuple(...slugs.filter((slug) => slug !== 'home' && !standardPages.some((page) => page.slug === slug)).map((slug) => pagePlan(slug, [])))),
  })
  .map(({ home, standard, extra }) => [home, ...standard.filter((page) => page !== undefined), ...extra]);

/** The anchor each section of a page ends up with: the one written or its default, made unique on the page as editors must. */
function sectionAnchors(sections: readonly SectionPlan[]): (string | undefined)[] {
  const used = new Set<string>();
  return sections.map((section, index) => {
    if (section.defaultAnchor === undefined) return undefined;
    let anchor = section.anchor ?? section.defaultAnchor;
    if (used.has(anchor)) anchor = `${anchor}-${index}`;
    used.add(anchor);
    return anchor === section.defaultAnchor && section.anchor === undefined ? undefined : anchor;
  });
}

// ---------------------------------------------------------------------------------------------
// Case studies, FAQ, settings, pictures

interface CaseStudyPlan {
  fileName: (id: number) => string;
  make: (id: number, context: SiteContext) => CaseStudyInput;
  body: Make<string>;
}

const fileSlug = fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,8}){0,3}$/);
const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const testimonialShape = testimonialSchema.shape;
const caseStudyShape = caseStudySchema.shape;

const caseStudyPlan: fc.Arbitrary<CaseStudyPlan> = fc
  .record({
    slug: fileSlug,
    title: textFor(caseStudyShape.title),
    excerpt: textFor(caseStudyShape.excerpt, 30),
    image: fc.nat(),
    imageAlt: sentence,
    author: label,
    date: isoDate,
    readTime: fc.record({ card: fc.integer({ min: 1, max: 60 }), article: fc.integer({ min: 1, max: 120 }) }),
    keywords: listFor(caseStudyShape.keywords, label),
    keyResults: listFor(caseStudyShape.keyResults, label),
    testimonial: fc.record({
      company: label,
      logoInitials: textFor(testimonialShape.logoInitials, 1),
      text: sentence,
      author: label,
      position: label,
      rating: optional(fc.integer(boundsFor(testimonialShape.rating))),
      results: optional(listFor(testimonialShape.results, label)),
    }),
    challenge: fc.record({ title: heading, content: sentence }),
    solution: fc.record({ title: heading, content: sentence, points: textList(caseStudyShape.solution.shape.points) }),
    results: fc.record({ title: heading, stats: listFor(caseStudyShape.results.shape.stats, fc.record({ number: label, label, color: fc.constantFrom(...accentNames) })) }),
    body,
  })
  .map(({ slug, image, body: makeBody, testimonial, ...data }) => ({
    fileName: (id) => `${id}-${slug}`,
    make: (id, context) => ({ id, ...data, image: pickFrom(context.images, image), testimonial: defined(testimonial) }),
    body: makeBody,
  }));

/** Integer bounds of a number schema, for `fc.integer`. */
function boundsFor(schema: z.ZodType): { min: number; max: number } {
  const { min, max } = boundsOf(schema);
  return { min, max: max ?? min + 1000 };
}

const faqPlan = fc.record({ question: textFor(faqEntrySchema.shape.question, 20), body: faqBody });

const siteShape = siteSchema.shape;
const host = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/).map((name) => `${name}.example.com`);
const httpsAddress = fc.tuple(host, fc.constantFrom('', '/book', '/company/scale-loop', '/events?city=z%C3%BCrich&x=$&')).map(([name, rest]) => `https://${name}${rest}`);

const sitePlan = fc.record({
  brandName: label,
  siteUrl: host.map((name) => `https://${name}`),
  bookingUrl: httpsAddress,
  eventsUrl: httpsAddress,
  socialUrl: httpsAddress,
  socialLabel: label,
  email: fc.stringMatching(/^[a-z][a-z0-9]{0,8}(\.[a-z]{1,5})?$/).map((local) => `${local}@example.com`),
  phone: fc.array(fc.stringMatching(/^[0-9]{2,4}$/), { minLength: 3, maxLength: 4 }).map((groups) => `+${groups.join(' ')}`),
  socialImage: optional(fc.nat()),
  titleSeparator: optional(fc.constantFrom('|', '—', '·', '$&', '$$', '-')),
  header: fc.record({ links: listFor(siteShape.header.shape.links, link), mobileOnlyLinks: optional(listFor(siteShape.header.shape.mobileOnlyLinks, link)), button: link }),
  footer: fc.record({
    tagline: sentence,
    columns: listFor(siteShape.footer.shape.columns, fc.record({ heading: label, links: listFor(footerColumnSchema.shape.links, link) })),
    contactHeading: label,
    copyrightYear: fc.integer(boundsFor(siteShape.footer.shape.copyrightYear)),
    copyrightNote: optional(sentence),
  }),
  notFound: fc.record({ code: label, message: sentence, homeLink: link }),
  caseStudyNotFound: fc.record({ message: sentence, backLink: link }),
});

function makeSite(plan: typeof sitePlan extends fc.Arbitrary<infer Plan> ? Plan : never, context: SiteContext): SiteInput {
  const { header, footer, notFound, caseStudyNotFound, socialImage, ...rest } = plan;
  return defined({
    ...rest,
    socialImage: socialImage === undefined ? undefined : pickFrom(context.images, socialImage),
    header: defined({ links: makeAll(header.links, context), mobileOnlyLinks: header.mobileOnlyLinks && makeAll(header.mobileOnlyLinks, context), button: header.button(context) }),
    footer: defined({ ...footer, columns: footer.columns.map((column) => ({ heading: column.heading, links: makeAll(column.links, context) })) }),
    notFound: { code: notFound.code, message: notFound.message, homeLink: notFound.homeLink(context) },
    caseStudyNotFound: { message: caseStudyNotFound.message, backLink: caseStudyNotFound.backLink(context) },
  });
}

/** The smallest PNG there is, one transparent pixel, for a picture that is not an SVG. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const picture = fc.record({ folder: fc.constantFrom('', 'logos/', 'case-studies/'), name: fc.stringMatching(/^[a-z0-9][\w-]{0,12}$/), png: fc.boolean() });

function svgPicture(title: string, colour: string): string {
  const safeTitle = title.replace(/[<&]/g, (mark) => (mark === '<' ? '&lt;' : '&amp;'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img"><title>${safeTitle}</title><rect width="160" height="40" rx="6" fill="${colour}"/></svg>\n`;
}

const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/></svg>\n';

// ---------------------------------------------------------------------------------------------
// The site

/** Content folders the content model accepts, with every kind of content and every section type. */
export const generatedSiteArbitrary: fc.Arbitrary<GeneratedSite> = fc
  .record({
    site: sitePlan,
    pages: pagePlans,
    caseStudyIds: fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), { maxLength: 4 }),
    caseStudies: fc.array(caseStudyPlan, { minLength: 4, maxLength: 4 }),
    faq: fc.uniqueArray(fc.record({ fileName: fileSlug, entry: faqPlan }), { maxLength: 4, selector: (item) => item.fileName }),
    faqOrders: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 4, maxLength: 4 }),
    pictures: fc.uniqueArray(picture, { minLength: 1, maxLength: 4, selector: (item) => `${item.folder}${item.name}` }),
    yamlStyle,
  })
  .map(({ site, pages: plannedPages, caseStudyIds, caseStudies, faq, faqOrders, pictures, yamlStyle: style }): GeneratedSite => {
    const pages = plannedPages.map((page) => ({ ...page, sections: page.sections.filter((section) => !section.needsCaseStudies || caseStudyIds.length > 0) }));
    const images = pictures.map(({ folder, name, png }) => `/images/${folder}${name}.${png ? 'png' : 'svg'}`);
    const anchorsByPage = pages.map((page) => sectionAnchors(page.sections));
    const routes = [
      ...pages.map((page, index) => ({
        path: pageRoute(page.slug),
        anchors: [mainContentAnchor, ...page.sections.flatMap((section, sectionIndex) => {
          if (section.defaultAnchor === undefined) return [];
          return [anchorsByPage[index]?.[sectionIndex] ?? section.defaultAnchor];
        })],
      })),
      ...caseStudyIds.map((id) => ({ path: caseStudyRoute(id), anchors: [mainContentAnchor] })),
    ];
    const base: SiteContext = { routes, images, caseStudyIds };
    const madePages = pages.map((page, index): GeneratedPage => {
      const context = { ...base, ownRoute: pageRoute(page.slug) };
      const sections = page.sections.map((section, sectionIndex) => section.make(context, anchorsByPage[index]?.[sectionIndex]));
      sections.splice(page.heroAt % (sections.length + 1), 0, page.hero.make(context, undefined));
      if (page.contentAt !== undefined) sections.splice(page.contentAt % (sections.length + 1), 0, { type: 'Content' });
      const data: PageInput = defined({
        title: page.title,
        description: page.description,
        keywords: page.keywords,
        socialImage: page.socialImage === undefined ? undefined : pickFrom(images, page.socialImage),
        breadcrumb: page.breadcrumb,
        sections,
      });
      return { slug: page.slug, data, body: page.body(context) };
    });
    const madeCaseStudies = caseStudyIds.map((id, index): GeneratedCaseStudy => {
      const study = pickFrom(caseStudies, index);
      const context = { ...base, ownRoute: caseStudyRoute(id) };
      return { fileName: study.fileName(id), data: study.make(id, context), body: study.body(context) };
    });
    const faqContext = { ...base, ownRoute: '/faq' };
    const madeFaq = faq.map(({ fileName, entry }, index): GeneratedFaqEntry => ({
      fileName,
      data: { question: entry.question, order: pickFrom(faqOrders, index) },
      body: entry.body(faqContext),
    }));
    const publicFiles: ContentFile[] = [
      { path: 'favicon.svg', text: favicon },
      ...pictures.map(({ png }, index) => ({ path: `${images[index]?.slice(1) ?? ''}`, text: png ? onePixelPng : svgPicture(`Picture ${index + 1}`, '#334155') })),
    ];
    return { site: makeSite(site, base), pages: madePages, caseStudies: madeCaseStudies, faq: madeFaq, publicFiles, yamlStyle: style };
  });

// ---------------------------------------------------------------------------------------------
// Writing

function yamlText(data: unknown, style: YamlStyle): string {
  const options: ToStringOptions = { lineWidth: style.lineWidth, defaultStringType: style.defaultStringType, defaultKeyType: 'PLAIN' };
  return stringify(data, options);
}

function mdxFile(data: unknown, mdxBody: string, style: YamlStyle): string {
  return `---\n${yamlText(data, style)}---\n${mdxBody === '' ? '' : `\n${mdxBody}\n`}`;
}

/** Saves text as the editor's tool would: Windows line endings and a byte-order mark when the style says so. */
function saved(text: string, style: YamlStyle): string {
  return style.windows ? `\uFEFF${text.replace(/\n/g, '\r\n')}` : text;
}

/** Every file of a generated content folder, by its path in the folder, in a stable order. */
export function contentFiles(site: GeneratedSite): ContentFile[] {
  const style = site.yamlStyle;
  return [
    { path: contentLayout.site, text: saved(yamlText(site.site, style), style) },
    ...site.pages.map((page) => ({ path: `${contentLayout.pages}/${page.slug}.mdx`, text: saved(mdxFile(page.data, page.body, style), style) })),
    ...site.caseStudies.map((study) => ({ path: `${contentLayout.caseStudies}/${study.fileName}.mdx`, text: saved(mdxFile(study.data, study.body, style), style) })),
    ...site.faq.map((entry) => ({ path: `${contentLayout.faq}/${entry.fileName}.mdx`, text: saved(mdxFile(entry.data, entry.body, style), style) })),
    ...site.publicFiles.map((file) => ({ path: `${contentLayout.publicFiles}/${file.path}`, text: file.text })),
  ];
}

/** Writes a generated content folder into `folder` (created if missing). */
export function writeContentTree(folder: string, site: GeneratedSite): void {
  for (const file of contentFiles(site)) {
    const target = path.join(folder, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
}

/**
 * A generated content folder as an editor's bug report: each file's path and text, binary
 * pictures by their size only.
 */
export function formatContentTree(site: GeneratedSite): string {
  return contentFiles(site)
    .map((file) => {
      const text = typeof file.text === 'string' ? file.text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n') : `(binary, ${file.text.length} bytes)\n`;
      const note = typeof file.text === 'string' && site.yamlStyle.windows ? ' (saved with CRLF line endings and a byte-order mark)' : '';
      return `──── content/${file.path}${note}\n${text}`;
    })
    .join('\n');
}

/** The routes of a generated site: its pages' and its case studies'. */
export function routesOf(site: GeneratedSite): string[] {
  return [...site.pages.map((page) => pageRoute(page.slug)), ...site.caseStudies.map((study) => caseStudyRoute(study.data.id))];
}
