import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function StatsBand({ section }: SectionProps<'StatsBand'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'StatsBand'}</h2></section>;
}
