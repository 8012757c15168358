import { z } from 'zod';
import { callToActionSchema } from './call-to-action.ts';
import { caseStudyListSchema } from './case-study-list.ts';
import { consultationDetailsSchema } from './consultation-details.ts';
import { contentSchema } from './content.ts';
import { faqAccordionSchema } from './faq-accordion.ts';
import { heroSchema } from './hero.ts';
import { logoStripSchema } from './logo-strip.ts';
import { offerCardsSchema } from './offer-cards.ts';
import { pricingGridSchema } from './pricing-grid.ts';
import { processStepsSchema } from './process-steps.ts';
import { servicesGridSchema } from './services-grid.ts';
import { statsBandSchema } from './stats-band.ts';
import { successStoriesSchema } from './success-stories.ts';
import { whyChooseSchema } from './why-choose.ts';

/** Every section a page can place, told apart by its `type`. Add a new section's schema here. */
export const sectionSchema = z.discriminatedUnion('type', [
  heroSchema,
  logoStripSchema,
  statsBandSchema,
  successStoriesSchema,
  servicesGridSchema,
  processStepsSchema,
  callToActionSchema,
  offerCardsSchema,
  whyChooseSchema,
  pricingGridSchema,
  consultationDetailsSchema,
  caseStudyListSchema,
  faqAccordionSchema,
  contentSchema,
]);

/** A section as an editor writes it. */
export type SectionInput = z.input<typeof sectionSchema>;
/** A section after validation, with defaults filled in. */
export type Section = z.output<typeof sectionSchema>;
/** The name of a section type, e.g. "Hero". */
export type SectionType = Section['type'];
/** The validated data of one section type. */
export type SectionOf<Type extends SectionType> = Extract<Section, { type: Type }>;
