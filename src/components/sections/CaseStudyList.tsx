import styled from 'styled-components';
import { storiesRoute } from '../../model/listing.ts';
import { bareList } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { CaseStudyCard } from './CaseStudyCard.tsx';
import { Pager } from './Pager.tsx';
import { TagList } from './TagList.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

/**
 * One page of case study cards, in a grid that folds to one column on small screens; on the blog
 * and its pages, the row of tag links (led by the whole list's) above and the pager below. A tag's
 * pages are headed by the tag.
 */
export function CaseStudyList({ section }: SectionProps<'CaseStudyList'>) {
  const { tag } = section;
  return (
    <SectionFrame
      heading={tag?.label ?? section.heading}
      intro={tag?.sentence}
      headingHidden={tag === undefined && section.headingHidden}
      region
    >
      <Tags
        tags={section.tags}
        label={section.tagsLabel}
        current={tag?.id}
        all={{ label: section.allStoriesLabel, route: storiesRoute }}
      />
      <Grid $count={section.caseStudies.length}>
        {section.caseStudies.map((caseStudy, index) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} readMoreLabel={section.readMoreLabel} prominent={index === 0} />
          </li>
        ))}
      </Grid>
      {section.pagination && <Pager pagination={section.pagination} />}
    </SectionFrame>
  );
}

const Tags = styled(TagList)`
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Grid = styled.ul<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { md: 2, lg: 3 }, 'xl')}
`;
