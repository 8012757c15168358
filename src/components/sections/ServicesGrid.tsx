import styled, { css } from 'styled-components';
import { container, fromLarge, fromMedium } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import type { SectionProps } from './types.ts';

/** The services with their prices, as cards in a grid, with an optional link underneath. */
export function ServicesGrid({ section }: SectionProps<'ServicesGrid'>) {
  return (
    <Wrapper id={section.anchor}>
      <Inner>
        <Header>
          <h2>{section.heading}</h2>
          {section.intro && <p>{section.intro}</p>}
        </Header>
        <Grid $count={section.services.length}>
          {section.services.map((service) => (
            <Card key={service.title}>
              <IconBadge>
                <Icon name={service.icon} size={24} />
              </IconBadge>
              <Title>{service.title}</Title>
              <Description>{service.description}</Description>
              <Price>{service.price}</Price>
              <Features>
                {service.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} />
                    {feature}
                  </li>
                ))}
              </Features>
            </Card>
          ))}
        </Grid>
        {section.link && (
          <More>
            <ActionLink href={section.link.href} variant="secondary">
              {section.link.label}
            </ActionLink>
          </More>
        )}
      </Inner>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ theme }) => theme.colors.subtle};
`;

const Inner = styled.div`
  ${container}
`;

const Header = styled.div`
  max-width: ${({ theme }) => theme.layout.narrow};
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  p { margin-top: ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.muted}; }
`;

/** Columns that split `count` cards into even rows: two or three on tablets, up to four on desktops. */
const balancedColumns = (count: number) => css`
  ${fromMedium(css`grid-template-columns: repeat(${count % 3 === 0 ? 3 : Math.min(count, 2)}, minmax(0, 1fr));`)}
  ${fromLarge(css`grid-template-columns: repeat(${count <= 4 ? count : 3}, minmax(0, 1fr));`)}
`;

const Grid = styled.ul<{ $count: number }>`
  display: grid;
  ${({ $count }) => balancedColumns($count)}
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

// Each card spans five rows of the grid (icon, title, description, price, features) and shares
// them with its neighbours through subgrid, so prices line up across a row of cards.
const Card = styled.li`
  display: grid;
  grid-row: span 5;
  grid-template-rows: subgrid;
  align-content: start;
  row-gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  &:hover { box-shadow: ${({ theme }) => theme.shadows.raised}; }
`;

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(135deg, ${({ theme }) => `${theme.colors.brand}, ${theme.colors.accent}`});
  color: ${({ theme }) => theme.colors.onBrand};
`;

const Title = styled.h3`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Price = styled.p`
  align-self: start;
  padding-block: ${({ theme }) => theme.space.sm};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

const Features = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: flex; gap: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.body}; }
  svg { flex: none; margin-top: 0.15em; color: ${({ theme }) => theme.colors.stat.green}; }
`;

const More = styled.p`
  margin-top: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;
