import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function ConsultationDetails({ section }: SectionProps<'ConsultationDetails'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'ConsultationDetails'}</h2></section>;
}
