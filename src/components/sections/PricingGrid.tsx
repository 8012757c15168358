import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function PricingGrid({ section }: SectionProps<'PricingGrid'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'PricingGrid'}</h2></section>;
}
