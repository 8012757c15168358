import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function ProcessSteps({ section }: SectionProps<'ProcessSteps'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'ProcessSteps'}</h2></section>;
}
