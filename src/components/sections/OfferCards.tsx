import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function OfferCards({ section }: SectionProps<'OfferCards'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'OfferCards'}</h2></section>;
}
