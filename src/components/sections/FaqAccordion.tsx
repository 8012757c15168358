import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function FaqAccordion({ section }: SectionProps<'FaqAccordion'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'FaqAccordion'}</h2></section>;
}
