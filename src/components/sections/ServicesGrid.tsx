import styled from 'styled-components';
import { badge, bareList, card } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import { IconList } from './IconList.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

/** The services with their prices, as cards in a grid, with an optional link underneath. */
export function ServicesGrid({ section }: SectionProps<'ServicesGrid'>) {
  return (
    <SectionFrame heading={section.heading} intro={section.intro} anchor={section.anchor} tone="subtle">
      <Grid $count={section.services.length}>
        {section.services.map((service) => (
          <Card key={service.title}>
            <IconBadge>
              <Icon name={service.icon} size={24} />
            </IconBadge>
            <Title>{service.title}</Title>
            <Description>{service.description}</Description>
            <Price>{service.price}</Price>
            <Features items={service.features} />
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
    </SectionFrame>
  );
}

const Grid = styled.ul<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { md: 2, lg: 4 })}
`;

// Each card spans five rows of the grid (icon, title, description, price, features) and shares
// them with its neighbours through subgrid, so prices line up across a row of cards.
const Card = styled.li`
  ${card}
  display: grid;
  grid-row: span 5;
  grid-template-rows: subgrid;
  align-content: start;
  row-gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  transition: box-shadow ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};
  &:hover { box-shadow: ${({ theme }) => theme.shadows.raised}; }
`;

const IconBadge = styled.span`
  ${badge('3rem', 'gradient')}
  border-radius: ${({ theme }) => theme.radii.md};
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

const Features = styled(IconList)`
  align-content: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const More = styled.p`
  margin-top: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;
