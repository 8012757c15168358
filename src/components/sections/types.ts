import type { MDXContent } from 'mdx/types';
import type { ResolvedSection } from '@/model/route-data.ts';

/** A section as the app receives it. */
export type AppSection = ResolvedSection<MDXContent>;

/** The props of the component for section `Type`: its validated, resolved data. */
export interface SectionProps<Type extends AppSection['type']> {
  section: Extract<AppSection, { type: Type }>;
}
