import { z } from 'zod';
import { callToActionSchema } from './CallToAction.schema.ts';
import { caseStudyListSchema } from './CaseStudyList.schema.ts';
import { consultationDetailsSchema } from './ConsultationDetails.schema.ts';
import { contentSchema } from './Content.schema.ts';
import { faqAccordionSchema } from './FaqAccordion.schema.ts';
import { heroSchema } from './Hero.schema.ts';
import { logoStripSchema } from './LogoStrip.schema.ts';
import { offerCardsSchema } from './OfferCards.schema.ts';
import { pricingGridSchema } from './PricingGrid.schema.ts';
import { processStepsSchema } from './ProcessSteps.schema.ts';
import { servicesGridSchema } from './ServicesGrid.schema.ts';
import { statsBandSchema } from './StatsBand.schema.ts';
import { successStoriesSchema } from './SuccessStories.schema.ts';
import { whyChooseSchema } from './WhyChoose.schema.ts';

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
