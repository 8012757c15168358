import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function ServicesGrid({ section }: SectionProps<'ServicesGrid'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'ServicesGrid'}</h2></section>;
}
