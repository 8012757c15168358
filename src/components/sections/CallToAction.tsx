import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function CallToAction({ section }: SectionProps<'CallToAction'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'CallToAction'}</h2></section>;
}
