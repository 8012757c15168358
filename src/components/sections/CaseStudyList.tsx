import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function CaseStudyList({ section }: SectionProps<'CaseStudyList'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'CaseStudyList'}</h2></section>;
}
