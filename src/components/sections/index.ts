import type { ComponentType } from 'react';
import type { AppSection, SectionProps } from './types.ts';

/** Section types rendered by a component; `Content` is the page's own MDX body. */
export type ComponentSectionType = Exclude<AppSection['type'], 'Content'>;

/** A component for each section type. */
export type SectionComponentMap = { [Type in ComponentSectionType]: ComponentType<SectionProps<Type>> };

export { sectionComponents } from './components.gen.ts';
