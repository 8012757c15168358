import styled, { css } from 'styled-components';
import { container, fromLarge, fromMedium, visuallyHidden } from '../../styles/mixins.ts';
import { Icon } from '../Icon.tsx';
import type { SectionProps } from './types.ts';

/** A band of headline figures: icon, number, label and a line of context each. */
export function StatsBand({ section }: SectionProps<'StatsBand'>) {
  return (
    <Band>
      <Inner>
        <Heading>{section.heading}</Heading>
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
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ theme }) => theme.colors.subtle};
`;

const Inner = styled.div`
  ${container}
`;

const Heading = styled.h2`
  ${visuallyHidden}
`;

/** Columns that split `count` cards into even rows: two or three on tablets, up to four on desktops. */
const balancedColumns = (count: number) => css`
  ${fromMedium(css`grid-template-columns: repeat(${count % 3 === 0 ? 3 : Math.min(count, 2)}, minmax(0, 1fr));`)}
  ${fromLarge(css`grid-template-columns: repeat(${count <= 4 ? count : 3}, minmax(0, 1fr));`)}
`;

const List = styled.ul<{ $count: number }>`
  display: grid;
  ${({ $count }) => balancedColumns($count)}
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

// On phones the icon sits beside the figure to keep four cards short; from the tablet width they stack, centred.
const Stat = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-content: start;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${fromMedium(css`
    grid-template-columns: 1fr;
    justify-items: center;
    row-gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
    text-align: center;
  `)}
`;

const IconBadge = styled.span`
  display: grid;
  grid-row: span 3;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
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
