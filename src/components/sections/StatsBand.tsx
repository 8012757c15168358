import styled, { css } from 'styled-components';
import { badge, bareList, card, fromMedium } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { Icon } from '../Icon.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

/** A band of headline figures: icon, number, label and a line of context each. */
export function StatsBand({ section }: SectionProps<'StatsBand'>) {
  return (
    <SectionFrame heading={section.heading} headingHidden tone="subtle">
      <List $count={section.stats.length}>
        {section.stats.map((stat) => (
          <Stat key={stat.label}>
            <IconBadge>
              <Icon name={stat.icon} size={24} />
            </IconBadge>
            <Figure>{stat.number}</Figure>
            <Label>{stat.label}</Label>
            <Description>{stat.description}</Description>
          </Stat>
        ))}
      </List>
    </SectionFrame>
  );
}

const List = styled.ul<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { sm: 2, md: 3, lg: 4 })}
`;

// On phones the icon sits beside the figure to keep four cards short; from the tablet width they stack, centred.
const Stat = styled.li`
  ${card}
  display: grid;
  grid-template-columns: auto 1fr;
  align-content: start;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.lg};
  ${fromMedium(css`
    grid-template-columns: 1fr;
    justify-items: center;
    row-gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
    text-align: center;
  `)}
`;

const IconBadge = styled.span`
  ${badge('3rem', 'soft')}
  grid-row: span 3;
  border-radius: ${({ theme }) => theme.radii.md};
  ${fromMedium(css`
    grid-row: auto;
    margin-bottom: ${({ theme }) => theme.space.xs};
  `)}
`;

const Figure = styled.p`
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
