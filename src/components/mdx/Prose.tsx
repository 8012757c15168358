import styled from 'styled-components';
import { container } from '../../styles/mixins.ts';

/** Typography for MDX bodies: readable measure, spacing between blocks. */
export const Prose = styled.div`
  ${container}
  max-width: ${({ theme }) => theme.layout.narrow};
  padding-block: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  & > * + * { margin-top: ${({ theme }) => theme.space.md}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxl}; margin-top: ${({ theme }) => theme.space.xl}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin-top: ${({ theme }) => theme.space.lg}; }
  ul, ol { padding-left: 1.25em; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  blockquote {
    border-left: 4px solid ${({ theme }) => theme.colors.brand};
    padding-left: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
