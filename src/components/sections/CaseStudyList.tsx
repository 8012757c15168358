import { useId } from 'react';
import styled, { css } from 'styled-components';
import { container, visuallyHidden } from '../../styles/mixins.ts';
import { CaseStudyCard } from './CaseStudyCard.tsx';
import type { SectionProps } from './types.ts';

/** A card for every case study, in a grid that folds to one column on small screens. */
export function CaseStudyList({ section }: SectionProps<'CaseStudyList'>) {
  const headingId = useId();
  return (
    <Wrapper aria-labelledby={headingId}>
      <Heading id={headingId} $hidden={section.headingHidden}>
        {section.heading}
      </Heading>
      <Grid>
        {section.caseStudies.map((caseStudy) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} readMoreLabel={section.readMoreLabel} />
          </li>
        ))}
      </Grid>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  ${container}
  padding-block: ${({ theme }) => theme.space.section};
`;

const Heading = styled.h2<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin-bottom: ${({ theme }) => theme.space.xl};
  text-align: center;
  ${({ $hidden }) => $hidden && css`${visuallyHidden}`}
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  list-style: none;
  padding: 0;
`;
