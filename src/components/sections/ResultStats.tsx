import styled from 'styled-components';
import type { CaseStudyData } from '@/model/case-study.ts';
import { card } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';

type Stat = CaseStudyData['results']['stats'][number];

/** A case study's outcome as figures, each in its accent colour, as a description list. */
export function ResultStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <Stats $count={stats.length}>
      {stats.map((stat) => (
        <StatBox key={stat.label}>
          <Label>{stat.label}</Label>
          <Figure $color={stat.color}>{stat.number}</Figure>
        </StatBox>
      ))}
    </Stats>
  );
}

const Stats = styled.dl<{ $count: number }>`
  ${({ $count }) => evenRows($count, { base: 2, md: 4 }, 'md')}
  margin: 0;
`;

const StatBox = styled.div`
  ${card}
  display: flex;
  /* The label comes first for screen readers (dt before dd); the number is shown on top. */
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  /* On the narrowest phones two boxes a row leave too little room inside for "attendance". */
  @media (max-width: 22.4em) {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

const Figure = styled.dd<{ $color: Stat['color'] }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme, $color }) => theme.colors.stat[$color]};
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
