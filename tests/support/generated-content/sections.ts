/** Arbitraries of every section type a page may place, made once the site's routes and ids are known. */
import fc from 'fast-check';
import type { z } from 'zod';
import { mainContentAnchor } from '../../../src/model/routes.ts';
import { iconNames } from '../../../src/model/fields.ts';
import { consultationDetailsSchema } from '../../../src/components/sections/ConsultationDetails.schema.ts';
import { heroSchema } from '../../../src/components/sections/Hero.schema.ts';
import type { SectionInput, SectionType } from '../../../src/components/sections/schemas.ts';
import { logoStripSchema } from '../../../src/components/sections/LogoStrip.schema.ts';
import { offerCardsSchema } from '../../../src/components/sections/OfferCards.schema.ts';
import { pricingGridSchema } from '../../../src/components/sections/PricingGrid.schema.ts';
import { processStepsSchema } from '../../../src/components/sections/ProcessSteps.schema.ts';
import { servicesGridSchema } from '../../../src/components/sections/ServicesGrid.schema.ts';
import { statsBandSchema } from '../../../src/components/sections/StatsBand.schema.ts';
import { successStoriesSchema } from '../../../src/components/sections/SuccessStories.schema.ts';
import { whyChooseSchema } from '../../../src/components/sections/WhyChoose.schema.ts';
import { defaultOf, listFor } from './bounds.ts';
import { link, makeAll, pickFrom, type SiteContext } from './links.ts';
import { heading, label, price, sentence, word } from './text.ts';

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

const icon = fc.constantFrom(...iconNames);
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

const logoStrip: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading,
    logos: listFor(logoStripSchema.shape.logos, fc.record({ name: label, image: fc.nat() })),
    secondsPerCycle: optional(fc.oneof(fc.integer({ min: 1, max: 300 }), fc.double({ min: 1, max: 300, noNaN: true }))),
  })
  .map(({ logos, ...rest }) => ({
    type: 'LogoStrip',
    make: (context) =>
      defined({
        type: 'LogoStrip' as const,
        heading: rest.heading,
        logos: logos.map((logo) => ({ name: logo.name, image: pickFrom(context.images, logo.image) })),
        secondsPerCycle: rest.secondsPerCycle,
      }),
  }));

const statsBand: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading: optional(heading),
    stats: listFor(statsBandSchema.shape.stats, fc.record({ icon, number: label, label, description: sentence })),
  })
  .map((data) => ({ type: 'StatsBand', make: () => defined({ type: 'StatsBand' as const, ...data }) }));

const successStories: fc.Arbitrary<SectionPlan> = fc
  .record({
    anchor: optional(anchorName),
    heading,
    intro: optional(sentence),
    stories: listFor(successStoriesSchema.shape.stories, fc.nat()),
    resultsPanel: fc.record({
      title: heading,
      results: listFor(successStoriesSchema.shape.resultsPanel.shape.results, fc.record({ value: label, label })),
    }),
  })
  .map(({ anchor, stories, ...rest }) => ({
    type: 'SuccessStories',
    anchor,
    defaultAnchor: String(defaultOf(successStoriesSchema.shape.anchor)),
    needsCaseStudies: true,
    make: (context, finalAnchor) =>
      defined({
        type: 'SuccessStories' as const,
        anchor: finalAnchor,
        heading: rest.heading,
        intro: rest.intro,
        stories: stories.map((pick) => pickFrom(context.caseStudyIds, pick)),
        resultsPanel: rest.resultsPanel,
      }),
  }));

const servicesGrid: fc.Arbitrary<SectionPlan> = fc
  .record({
    anchor: optional(anchorName),
    heading,
    intro: optional(sentence),
    services: listFor(
      servicesGridSchema.shape.services,
      fc.record({
        icon,
        title: heading,
        description: sentence,
        price,
        features: textList(servicesGridSchema.shape.services.element.shape.features),
      }),
    ),
    link: optional(link),
  })
  .map(({ anchor, link: gridLink, ...rest }) => ({
    type: 'ServicesGrid',
    anchor,
    defaultAnchor: String(defaultOf(servicesGridSchema.shape.anchor)),
    make: (context, finalAnchor) =>
      defined({
        type: 'ServicesGrid' as const,
        anchor: finalAnchor,
        heading: rest.heading,
        intro: rest.intro,
        services: rest.services,
        link: gridLink?.(context),
      }),
  }));

const processSteps: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading,
    intro: optional(sentence),
    steps: listFor(processStepsSchema.shape.steps, fc.record({ title: heading, description: sentence })),
  })
  .map((data) => ({ type: 'ProcessSteps', make: () => defined({ type: 'ProcessSteps' as const, ...data }) }));

const callToAction: fc.Arbitrary<SectionPlan> = fc
  .record({ heading, text: optional(sentence), button: link, note: optional(sentence) })
  .map(({ button, ...rest }) => ({
    type: 'CallToAction',
    make: (context) =>
      defined({
        type: 'CallToAction' as const,
        heading: rest.heading,
        text: rest.text,
        button: button(context),
        note: rest.note,
      }),
  }));

const offer = offerCardsSchema.shape.offers.element.shape;
const offerCards: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading,
    intro: optional(sentence),
    offers: listFor(
      offerCardsSchema.shape.offers,
      fc.record({
        title: heading,
        price,
        period: label,
        description: sentence,
        features: textList(offer.features),
        benefits: textList(offer.benefits),
        button: link,
      }),
    ),
  })
  .map(({ offers, ...rest }) => ({
    type: 'OfferCards',
    make: (context) =>
      defined({
        type: 'OfferCards' as const,
        heading: rest.heading,
        intro: rest.intro,
        offers: offers.map(({ button, ...card }) => ({ ...card, button: button(context) })),
      }),
  }));

const whyChoose: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading,
    intro: optional(sentence),
    items: listFor(whyChooseSchema.shape.items, fc.record({ icon, title: heading, description: sentence })),
  })
  .map((data) => ({ type: 'WhyChoose', make: () => defined({ type: 'WhyChoose' as const, ...data }) }));

const plan = pricingGridSchema.shape.plans.element.shape;
const pricingGrid: fc.Arbitrary<SectionPlan> = fc
  .record({
    heading,
    intro: optional(sentence),
    plans: listFor(
      pricingGridSchema.shape.plans,
      fc.record({
        name: heading,
        price,
        period: label,
        description: sentence,
        features: textList(plan.features),
        popular: optional(fc.boolean()),
        button: link,
      }),
    ),
    enterprise: optional(fc.record({ heading, text: sentence, button: link })),
  })
  .map(({ plans, enterprise, ...rest }) => ({
    type: 'PricingGrid',
    make: (context) =>
      defined({
        type: 'PricingGrid' as const,
        heading: rest.heading,
        intro: rest.intro,
        plans: plans.map(({ button, popular, ...card }) => defined({ ...card, popular, button: button(context) })),
        enterprise: enterprise && {
          heading: enterprise.heading,
          text: enterprise.text,
          button: enterprise.button(context),
        },
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
  .map(({ button, ...rest }) => ({
    type: 'ConsultationDetails',
    make: (context) => ({ type: 'ConsultationDetails' as const, ...rest, button: button(context) }),
  }));

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

export const anySection = fc.oneof(...Object.values(sectionArbitraries));
