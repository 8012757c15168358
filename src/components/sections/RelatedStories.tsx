import styled from 'styled-components';
import type { CaseStudySummary } from '@/model/route-data.ts';
import { bareList } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { CaseStudyCard } from './CaseStudyCard.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/** The stories at the end of a case study that share the most tags with it; nothing when there are none. */
export function RelatedStories({ stories }: { stories: readonly CaseStudySummary[] }) {
  if (stories.length === 0) return null;
  return (
    <SectionFrame heading="Related stories" tone="subtle" region>
      {/* Other stories' titles and excerpts: site search finds them on their own pages, not here. */}
      <Grid $count={stories.length} data-pagefind-ignore="">
        {stories.map((story) => (
          <li key={story.id}>
            <CaseStudyCard caseStudy={story} readMoreLabel="Read the story" />
          </li>
        ))}
      </Grid>
    </SectionFrame>
  );
}

const Grid = styled.ul<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { md: 2, lg: 3 }, 'xl')}
`;
