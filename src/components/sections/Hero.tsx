import type { SectionProps } from './types.ts';

/** Temporary rendering while the section is being built. */
export function Hero({ section }: SectionProps<'Hero'>) {
  return <section><h1>{section.headline}</h1><p>{section.text}</p></section>;
}
