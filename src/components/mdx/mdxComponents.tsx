import type { MDXComponents } from 'mdx/types';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { MdxComponentName } from '@/model/mdx-components.ts';
import { ActionLink } from '../ActionLink.tsx';

function MdxLink({ href = '', children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <ActionLink href={href}>{children}</ActionLink>;
}

/** A button inside prose: `<Button href="booking">Book a call</Button>`. */
function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ActionLink href={href} variant="primary">
      {children}
    </ActionLink>
  );
}

const components: Record<MdxComponentName, MDXComponents[string]> = { Button };

/**
 * What MDX bodies render with: links go through `ActionLink` (in-app navigation, safe new
 * tabs), and the components content may use need no import.
 */
export const mdxComponents: MDXComponents = { a: MdxLink, ...components };
