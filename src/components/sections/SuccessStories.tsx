import styled from 'styled-components';
import { bareList, darkSurface } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { StoryCard } from './StoryCard.tsx';
import type { SectionProps } from './types.ts';

/** Client testimonials from case studies, each linking to its story, beside a panel of campaign results. */
export function SuccessStories({ section }: SectionProps<'SuccessStories'>) {
  const { resultsPanel } = section;
  return (
    <SectionFrame heading={section.heading} intro={section.intro} anchor={section.anchor}>
      <Grid $count={section.caseStudies.length + 1}>
        {section.caseStudies.map((caseStudy) => (
          <StoryCard key={caseStudy.id} caseStudy={caseStudy} />
        ))}
        <Panel>
          <h3>{resultsPanel.title}</h3>
          <PanelList $count={resultsPanel.results.length}>
            {resultsPanel.results.map((result) => (
              <li key={result.label}>
                <PanelValue>{result.value}</PanelValue> <span>{result.label}</span>
              </li>
            ))}
          </PanelList>
        </Panel>
      </Grid>
    </SectionFrame>
  );
}

// The results panel is the last card of the grid, so it takes part in balancing the rows.
const Grid = styled.div<{ $count: number }>`
  ${({ $count }) => evenRows($count, { md: 2, lg: 3 })}
`;

const Panel = styled.div`
  ${darkSurface}
  padding: ${({ theme }) => theme.space.xl};
  /* On the narrowest phones the two columns of results need the room for "Registrations". */
  @media (max-width: 22.4em) {
    padding-inline: ${({ theme }) => theme.space.md};
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(160deg, ${({ theme }) => `${theme.colors.heroFrom}, ${theme.colors.heroTo}`});
  color: ${({ theme }) => theme.colors.onDarkMuted};
  h3 { color: ${({ theme }) => theme.colors.onDark}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const PanelList = styled.ul<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { base: 2 })}
  margin-top: ${({ theme }) => theme.space.lg};
  li { display: grid; gap: ${({ theme }) => theme.space.xxs}; }
`;

const PanelValue = styled.strong`
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
