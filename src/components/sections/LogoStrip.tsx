import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function LogoStrip({ section }: SectionProps<'LogoStrip'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'LogoStrip'}</h2></section>;
}
