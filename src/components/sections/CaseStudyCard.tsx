import styled, { css } from 'styled-components';
import { pictureSizes } from '@/model/picture.ts';
import type { CaseStudySummary } from '@/model/route-data.ts';
import { bareList, card, cardPadding } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import { Picture } from '../Picture.tsx';
import { VisuallyHidden } from '../VisuallyHidden.tsx';
import { Byline } from './Byline.tsx';
import { TagList } from './TagList.tsx';
import { TestimonialQuote } from './TestimonialQuote.tsx';

/** A card shows at most this many key results. */
const maxKeyResults = 4;

/**
 * One case study in the blog list: picture, byline, title, excerpt, key results, testimonial and
 * a link to read it. `prominent` marks the card at the top of the list, whose picture loads first.
 */
export function CaseStudyCard({
  caseStudy,
  readMoreLabel,
  prominent = false,
}: {
  caseStudy: CaseStudySummary;
  readMoreLabel: string;
  prominent?: boolean;
}) {
  return (
    <Card>
      {/* The first card's picture is usually the largest thing on screen: load it at once. */}
      <Image
        picture={caseStudy.picture}
        sizes={pictureSizes.caseStudyCard}
        alt={caseStudy.imageAlt}
        loading={prominent ? 'eager' : 'lazy'}
        fetchPriority={prominent ? 'high' : undefined}
        decoding="async"
        $focus={caseStudy.imageFocus}
      />
      <Body>
        <Byline author={caseStudy.author} date={caseStudy.date} minutes={caseStudy.readTime.card} size="small" />
        <Title>
          <TitleLink href={caseStudy.route}>{caseStudy.title}</TitleLink>
        </Title>
        <Excerpt>{caseStudy.excerpt}</Excerpt>
        <TagList tags={caseStudy.tags} label="Tags" />
        <Results aria-label="Key results">
          {caseStudy.keyResults.slice(0, maxKeyResults).map((result) => (
            <Result key={result}>
              <ResultIcon name="trending-up" size={16} />
              <span>{result}</span>
            </Result>
          ))}
        </Results>
        <TestimonialQuote testimonial={caseStudy.testimonial} variant="card" />
        <ReadMore href={caseStudy.route} variant="secondary">
          {readMoreLabel}
          <VisuallyHidden>: {caseStudy.title}</VisuallyHidden>
        </ReadMore>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  ${card}
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
`;

const Image = styled(Picture)<{ $focus: string | undefined }>`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  ${({ $focus }) => $focus && css`object-position: ${$focus};`}
  background: ${({ theme }) => theme.colors.heroFrom};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${cardPadding}
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const TitleLink = styled(ActionLink)`
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.brand}; text-decoration: underline; }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.body};
`;

const Results = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Result = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ResultIcon = styled(Icon)`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.stat.green};
`;

const ReadMore = styled(ActionLink)`
  align-self: flex-start;
  margin-top: auto;
`;
