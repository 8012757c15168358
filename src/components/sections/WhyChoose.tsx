import { useId } from 'react';
import styled, { css } from 'styled-components';
import { container, fromMedium } from '../../styles/mixins.ts';
import { Icon } from '../Icon.tsx';
import type { SectionProps } from './types.ts';

/** Reasons to choose the company, each with an icon, on a tinted band. */
export function WhyChoose({ section }: SectionProps<'WhyChoose'>) {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Inner>
        <Header>
          <Heading id={headingId}>{section.heading}</Heading>
          {section.intro && <Intro>{section.intro}</Intro>}
        </Header>
        <Grid>
          {section.items.map((item) => (
            <Item key={item.title}>
              <IconBox>
                <Icon name={item.icon} size={28} />
              </IconBox>
              <Title>{item.title}</Title>
              <Description>{item.description}</Description>
            </Item>
          ))}
        </Grid>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ theme }) => theme.colors.subtle};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  ${container}
`;

const Header = styled.div`
  max-width: ${({ theme }) => theme.layout.narrow};
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  list-style: none;
  padding: 0;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  ${fromMedium(css`padding: ${({ theme }) => theme.space.xl};`)}
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const IconBox = styled.span`
  display: inline-grid;
  place-items: center;
  justify-self: start;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.body};
`;
