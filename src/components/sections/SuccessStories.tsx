import styled, { css } from 'styled-components';
import { autoFitColumns, bareList, darkSurface, fromLarge, fromMedium } from '../../styles/mixins.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { StoryCard } from './StoryCard.tsx';
import type { SectionProps } from './types.ts';

/** Client testimonials from case studies, each linking to its story, beside a panel of campaign results. */
export function SuccessStories({ section }: SectionProps<'SuccessStories'>) {
  const { resultsPanel } = section;
  return (
    <SectionFrame heading={section.heading} intro={section.intro} anchor={section.anchor}>
      <Grid>
        {section.caseStudies.map((caseStudy) => (
          <StoryCard key={caseStudy.id} caseStudy={caseStudy} />
        ))}
        <Panel>
          <h3>{resultsPanel.title}</h3>
          <PanelList>
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

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${fromMedium(css`grid-template-columns: repeat(2, minmax(0, 1fr));`)}
  ${fromLarge(css`grid-template-columns: repeat(2, minmax(0, 1fr)) minmax(16rem, 0.8fr);`)}
`;

const Panel = styled.div`
  ${darkSurface}
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(160deg, ${({ theme }) => `${theme.colors.heroFrom}, ${theme.colors.heroTo}`});
  color: ${({ theme }) => theme.colors.onDarkMuted};
  ${fromMedium(css`grid-column: 1 / -1;`)}
  ${fromLarge(css`grid-column: auto;`)}
  h3 { color: ${({ theme }) => theme.colors.onDark}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const PanelList = styled.ul`
  ${bareList}
  ${autoFitColumns('9rem')}
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  li { display: grid; gap: ${({ theme }) => theme.space.xxs}; }
`;

const PanelValue = styled.strong`
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
