import styled from 'styled-components';
import { badge, bareList, card, cardPadding } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { Icon } from '../Icon.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

/** Reasons to choose the company, each with an icon, on a tinted band. */
export function WhyChoose({ section }: SectionProps<'WhyChoose'>) {
  return (
    <SectionFrame heading={section.heading} intro={section.intro} region tone="banded">
      <Grid $count={section.items.length}>
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
    </SectionFrame>
  );
}

const Grid = styled.ul<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { md: 2, lg: 3 })}
`;

const Item = styled.li`
  ${card}
  ${cardPadding}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const IconBox = styled.span`
  ${badge('3.5rem', 'soft')}
  justify-self: start;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.body};
`;
