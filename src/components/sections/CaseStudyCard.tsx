import styled, { css } from 'styled-components';
import type { CaseStudySummary } from '@/content/route-data.ts';
import { fromMedium, visuallyHidden } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';

/** A card shows at most this many key results. */
const maxKeyResults = 4;

// A fixed locale and UTC, so the server's HTML and the browser's hydration print the same date.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD date as readers write it, e.g. "18 March 2025". */
export function readableDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** One case study in the blog list: picture, byline, title, excerpt, key results, testimonial and a link to read it. */
export function CaseStudyCard({ caseStudy, readMoreLabel }: { caseStudy: CaseStudySummary; readMoreLabel: string }) {
  const { testimonial } = caseStudy;
  return (
    <Card>
      <Image src={caseStudy.image} alt={caseStudy.imageAlt} width={1200} height={675} loading="lazy" decoding="async" />
      <Body>
        <Meta>
          <MetaItem>
            <Icon name="users" size={16} />
            {caseStudy.author}
          </MetaItem>
          <MetaItem>
            <Icon name="calendar" size={16} />
            <time dateTime={caseStudy.date}>{readableDate(caseStudy.date)}</time>
          </MetaItem>
          <MetaItem>
            <Icon name="clock" size={16} />
            {`${caseStudy.readTime.card} min read`}
          </MetaItem>
        </Meta>
        <Title>
          <TitleLink href={caseStudy.route}>{caseStudy.title}</TitleLink>
        </Title>
        <Excerpt>{caseStudy.excerpt}</Excerpt>
        <Results aria-label="Key results">
          {caseStudy.keyResults.slice(0, maxKeyResults).map((result) => (
            <Result key={result}>
              <ResultIcon name="trending-up" size={16} />
              <span>{result}</span>
            </Result>
          ))}
        </Results>
        <Quote>
          <blockquote>
            <p>{testimonial.text}</p>
          </blockquote>
          <figcaption>
            <QuoteAuthor>{testimonial.author}</QuoteAuthor>, {testimonial.position}
          </figcaption>
        </Quote>
        <ReadMore href={caseStudy.route} variant="secondary">
          {readMoreLabel}
          <Hidden>: {caseStudy.title}</Hidden>
        </ReadMore>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Image = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.heroFrom};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  ${fromMedium(css`padding: ${({ theme }) => theme.space.xl};`)}
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
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
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  list-style: none;
  padding: 0;
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

const Quote = styled.figure`
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  blockquote { font-style: italic; }
  figcaption { margin-top: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.muted}; }
`;

const QuoteAuthor = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const ReadMore = styled(ActionLink)`
  align-self: flex-start;
  margin-top: auto;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
