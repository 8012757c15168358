import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function WhyChoose({ section }: SectionProps<'WhyChoose'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'WhyChoose'}</h2></section>;
}
