import type { ComponentType } from 'react';
import { CallToAction } from './CallToAction.tsx';
import { CaseStudyList } from './CaseStudyList.tsx';
import { ConsultationDetails } from './ConsultationDetails.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { Hero } from './Hero.tsx';
import { LogoStrip } from './LogoStrip.tsx';
import { OfferCards } from './OfferCards.tsx';
import { PricingGrid } from './PricingGrid.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';
import { ServicesGrid } from './ServicesGrid.tsx';
import { StatsBand } from './StatsBand.tsx';
import { SuccessStories } from './SuccessStories.tsx';
import { WhyChoose } from './WhyChoose.tsx';
import type { AppSection, SectionProps } from './types.ts';

/** Section types rendered by a component; `Content` is the page's own MDX body. */
export type ComponentSectionType = Exclude<AppSection['type'], 'Content'>;

/** A component for each section type. */
export type SectionComponentMap = { [Type in ComponentSectionType]: ComponentType<SectionProps<Type>> };

/**
 * The component for each section type. Typed against the schemas: a new section type fails to
 * compile until it is added here. The app never imports this map: each page's generated module
 * imports only the components it renders, from `{Type}.tsx` by the name `{Type}`, and a test
 * checks that this map and those files agree.
 */
export const sectionComponents: SectionComponentMap = {
  Hero,
  LogoStrip,
  StatsBand,
  SuccessStories,
  ServicesGrid,
  ProcessSteps,
  CallToAction,
  OfferCards,
  WhyChoose,
  PricingGrid,
  ConsultationDetails,
  CaseStudyList,
  FaqAccordion,
};
