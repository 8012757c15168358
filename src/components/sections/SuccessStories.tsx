import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function SuccessStories({ section }: SectionProps<'SuccessStories'>) {
  return <section><h2>{'heading' in section ? String(section.heading) : 'SuccessStories'}</h2></section>;
}
