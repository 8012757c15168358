import styled, { css } from 'styled-components';
import type { CaseStudySummary } from '@/content/route-data.ts';
import { container, darkSurface, fromLarge, fromMedium, visuallyHidden } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import type { SectionProps } from './types.ts';

const maxRating = 5;

function StarRating({ rating }: { rating: number }) {
  return (
    <Stars>
      {Array.from({ length: maxRating }, (_, index) => (
        <Star key={index} $filled={index < rating}>
          <Icon name="star" size={18} />
        </Star>
      ))}
      <VisuallyHidden>{`Rated ${rating} out of ${maxRating}`}</VisuallyHidden>
    </Stars>
  );
}

function StoryCard({ caseStudy }: { caseStudy: CaseStudySummary }) {
  const { testimonial } = caseStudy;
  return (
    <Card>
      <CardHeader>
        <Initials aria-hidden="true">{testimonial.logoInitials}</Initials>
        <Company>{testimonial.company}</Company>
      </CardHeader>
      <StarRating rating={testimonial.rating} />
      <Quote>
        <blockquote>
          <p>{testimonial.text}</p>
        </blockquote>
        <figcaption>
          <Author>{testimonial.author}</Author>
          <Position>{testimonial.position}</Position>
        </figcaption>
      </Quote>
      {testimonial.results.length > 0 && (
        <Results>
          {testimonial.results.map((result) => (
            <li key={result}>
              <Icon name="check" size={18} />
              {result}
            </li>
          ))}
        </Results>
      )}
      <ReadMore href={caseStudy.route}>
        Read the case study<VisuallyHidden>{`: ${caseStudy.title}`}</VisuallyHidden>
      </ReadMore>
    </Card>
  );
}

/** Client testimonials from case studies, each linking to its story, beside a panel of campaign results. */
export function SuccessStories({ section }: SectionProps<'SuccessStories'>) {
  const { resultsPanel } = section;
  return (
    <Wrapper id={section.anchor}>
      <Inner>
        <Header>
          <h2>{section.heading}</h2>
          {section.intro && <p>{section.intro}</p>}
        </Header>
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
      </Inner>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding-block: ${({ theme }) => theme.space.section};
`;

const Inner = styled.div`
  ${container}
`;

const Header = styled.div`
  max-width: ${({ theme }) => theme.layout.narrow};
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  p { margin-top: ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.muted}; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${fromMedium(css`grid-template-columns: repeat(2, minmax(0, 1fr));`)}
  ${fromLarge(css`grid-template-columns: repeat(2, minmax(0, 1fr)) minmax(16rem, 0.8fr);`)}
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const CardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Initials = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(135deg, ${({ theme }) => `${theme.colors.brand}, ${theme.colors.accent}`});
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Company = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Stars = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Star = styled.span<{ $filled: boolean }>`
  color: ${({ theme }) => theme.colors.star};
  svg { fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')}; }
`;

const Quote = styled.figure`
  blockquote { color: ${({ theme }) => theme.colors.ink}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  blockquote p::before { content: open-quote; }
  blockquote p::after { content: close-quote; }
  figcaption { margin-top: ${({ theme }) => theme.space.md}; }
`;

const Author = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Position = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tint};
  list-style: none;
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.ink}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  svg { flex: none; color: ${({ theme }) => theme.colors.stat.green}; }
`;

const ReadMore = styled(ActionLink)`
  margin-top: auto;
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const VisuallyHidden = styled.span`
  ${visuallyHidden}
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
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  li { display: grid; gap: ${({ theme }) => theme.space.xxs}; }
`;

const PanelValue = styled.strong`
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
