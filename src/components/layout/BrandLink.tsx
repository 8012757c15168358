import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSite } from '../../routing/SiteContext.tsx';
import { Logo } from './Logo.tsx';

/** The logo and brand name, linking home; light on the dark footer, dark in the header. */
export function BrandLink({ tone, className }: { tone: 'onLight' | 'onDark'; className?: string }) {
  const { brandName } = useSite();
  return (
    <Wrapper to="/" $tone={tone} className={className}>
      <Logo />
      <span>{brandName}</span>
    </Wrapper>
  );
}

const Wrapper = styled(Link)<{ $tone: 'onLight' | 'onDark' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  color: ${({ theme, $tone }) => ($tone === 'onDark' ? theme.colors.onDark : theme.colors.ink)};
  text-decoration: none;
`;
