import styled from 'styled-components';
import type { CaseStudySummary } from '@/model/route-data.ts';
import { badge, card } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { VisuallyHidden } from '../VisuallyHidden.tsx';
import { IconList } from './IconList.tsx';
import { StarRating } from './StarRating.tsx';
import { TestimonialQuote } from './TestimonialQuote.tsx';

/** A client's testimonial from a case study: company, rating, quote, results and a link to the story. */
export function StoryCard({ caseStudy }: { caseStudy: CaseStudySummary }) {
  const { testimonial } = caseStudy;
  return (
    <Card>
      <CardHeader>
        <Initials aria-hidden="true">{testimonial.logoInitials}</Initials>
        <Company>{testimonial.company}</Company>
      </CardHeader>
      <StarRating rating={testimonial.rating} />
      <TestimonialQuote testimonial={testimonial} variant="story" />
      {testimonial.results.length > 0 && <Results items={testimonial.results} />}
      <ReadMore href={caseStudy.route}>
        Read the case study<VisuallyHidden>{`: ${caseStudy.title}`}</VisuallyHidden>
      </ReadMore>
    </Card>
  );
}

const Card = styled.article`
  ${card}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
`;

const CardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Initials = styled.span`
  ${badge('3rem', 'gradient')}
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Company = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Results = styled(IconList)`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ReadMore = styled(ActionLink)`
  margin-top: auto;
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
