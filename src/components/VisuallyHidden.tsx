import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../styles/mixins.ts';

/**
 * Text for screen readers only, such as the rest of a link's name or a rating in words. Site search
 * leaves it out of its index and its excerpts, which show what the page shows.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <Hidden data-pagefind-ignore="">{children}</Hidden>;
}

const Hidden = styled.span`
  ${visuallyHidden}
`;
