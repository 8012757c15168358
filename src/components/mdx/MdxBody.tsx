import type { MDXContent } from 'mdx/types';
import { mdxComponents } from './mdxComponents.tsx';

/** Renders a compiled MDX body with the site's components. */
export function MdxBody({ Body }: { Body: MDXContent }) {
  return <Body components={mdxComponents} />;
}
