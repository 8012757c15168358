import styled from 'styled-components';
import { bareList } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { CaseStudyCard } from './CaseStudyCard.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

/** A card for every case study, in a grid that folds to one column on small screens. */
export function CaseStudyList({ section }: SectionProps<'CaseStudyList'>) {
  return (
    <SectionFrame heading={section.heading} headingHidden={section.headingHidden} region>
      <Grid $count={section.caseStudies.length}>
        {section.caseStudies.map((caseStudy, index) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} readMoreLabel={section.readMoreLabel} prominent={index === 0} />
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
