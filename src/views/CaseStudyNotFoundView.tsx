import styled from 'styled-components';
import { ActionLink } from '../components/ActionLink.tsx';
import { NotFoundHead } from '../components/NotFoundHead.tsx';
import { useSite } from '../routing/SiteContext.tsx';
import { Wrapper } from './NotFoundView.tsx';

/** The view for a case study id that does not exist. */
export function CaseStudyNotFoundView() {
  const { caseStudyNotFound } = useSite();
  return (
    <Wrapper>
      <NotFoundHead title={caseStudyNotFound.message} />
      <Heading>{caseStudyNotFound.message}</Heading>
      <ActionLink href={caseStudyNotFound.backLink.href} variant="primary">
        {caseStudyNotFound.backLink.label}
      </ActionLink>
    </Wrapper>
  );
}

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;
