import styled from 'styled-components';
import { autoFitColumns, bareList } from '../../styles/mixins.ts';
import { CaseStudyCard } from './CaseStudyCard.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

/** A card for every case study, in a grid that folds to one column on small screens. */
export function CaseStudyList({ section }: SectionProps<'CaseStudyList'>) {
  return (
    <SectionFrame heading={section.heading} headingHidden={section.headingHidden} region>
      <Grid>
        {section.caseStudies.map((caseStudy, index) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} readMoreLabel={section.readMoreLabel} prominent={index === 0} />
          </li>
        ))}
      </Grid>
    </SectionFrame>
  );
}

const Grid = styled.ul`
  ${bareList}
  ${autoFitColumns('22rem')}
  gap: ${({ theme }) => theme.space.xl};
`;
