import type { MDXContent } from 'mdx/types';
import styled, { css, type DefaultTheme } from 'styled-components';
import type { CaseStudyRouteData } from '@/content/route-data.ts';
import { useSite } from '../../routing/SiteContext.tsx';
import { container, fromMedium, visuallyHidden } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import { MdxBody } from '../mdx/MdxBody.tsx';
import { readableDate } from './CaseStudyCard.tsx';

interface CaseStudyDetailProps {
  caseStudy: CaseStudyRouteData<MDXContent>['caseStudy'];
  /** The introduction: the case study's MDX body. */
  Intro: MDXContent;
}

/** A case study at /blog/{id}: picture, byline, introduction, challenge, solution, results and the client's words. */
export function CaseStudyDetail({ caseStudy, Intro }: CaseStudyDetailProps) {
  // The way back to the list is kept once in the site settings, shared with the "Blog post not found" view.
  const { backLink } = useSite().caseStudyNotFound;
  const { challenge, solution, results, testimonial } = caseStudy;
  return (
    <article>
      <Header>
        <HeaderInner>
          <ActionLink href={backLink.href}>
            <span aria-hidden="true">← </span>
            {backLink.label}
          </ActionLink>
          <Title>{caseStudy.title}</Title>
          <Meta>
            <MetaItem>
              <Icon name="users" size={18} />
              {caseStudy.author}
            </MetaItem>
            <MetaItem>
              <Icon name="calendar" size={18} />
              <time dateTime={caseStudy.date}>{readableDate(caseStudy.date)}</time>
            </MetaItem>
            <MetaItem>
              <Icon name="clock" size={18} />
              {`${caseStudy.readTime.article} min read`}
            </MetaItem>
          </Meta>
          <HeroImage src={caseStudy.image} alt={caseStudy.imageAlt} width={1200} height={675} loading="eager" fetchPriority="high" />
        </HeaderInner>
      </Header>
      <Body>
        <Lead>
          <MdxBody Body={Intro} />
        </Lead>
        <Part>
          <PartHeading>{challenge.title}</PartHeading>
          <p>{challenge.content}</p>
        </Part>
        <Part>
          <PartHeading>{solution.title}</PartHeading>
          <p>{solution.content}</p>
          <Points>
            {solution.points.map((point) => (
              <Point key={point}>
                <PointIcon name="check" size={20} />
                <span>{point}</span>
              </Point>
            ))}
          </Points>
        </Part>
        <Part>
          <PartHeading>{results.title}</PartHeading>
          <Stats>
            {results.stats.map((stat) => (
              <Stat key={stat.label}>
                <StatLabel>{stat.label}</StatLabel>
                <StatNumber $color={stat.color}>{stat.number}</StatNumber>
              </Stat>
            ))}
          </Stats>
        </Part>
        <Testimonial>
          <Stars>
            {Array.from({ length: testimonial.rating }, (_, index) => (
              <Star key={index} name="star" size={20} />
            ))}
            <Hidden>{`Rated ${testimonial.rating} out of 5`}</Hidden>
          </Stars>
          <blockquote>
            <QuoteText>{testimonial.text}</QuoteText>
          </blockquote>
          <figcaption>
            <QuoteAuthor>{testimonial.author}</QuoteAuthor>
            <span>{testimonial.position}</span>
          </figcaption>
        </Testimonial>
        <Consultation>
          <ConsultationText>Want results like these for your pipeline?</ConsultationText>
          <ActionLink href="booking" variant="primary">
            Book a Consultation
          </ActionLink>
        </Consultation>
      </Body>
    </article>
  );
}

const Header = styled.header`
  padding-top: ${({ theme }) => theme.space.xxl};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.tint}, ${({ theme }) => theme.colors.surface});
`;

const HeaderInner = styled.div`
  ${container}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
`;

const Title = styled.h1`
  max-width: 24ch;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.muted};
`;

const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const HeroImage = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  background: ${({ theme }) => theme.colors.heroFrom};
`;

const Body = styled.div`
  ${container}
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.layout.narrow};
  padding-block: ${({ theme }) => theme.space.section};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Lead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  ${fromMedium(css`font-size: ${({ theme }) => theme.fontSizes.xl};`)}
`;

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const PartHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
`;

const Point = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

const PointIcon = styled(Icon)`
  flex-shrink: 0;
  margin-top: 0.25em;
  color: ${({ theme }) => theme.colors.stat.green};
`;

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  margin: 0;
`;

const Stat = styled.div`
  display: flex;
  /* The label comes first for screen readers (dt before dd); the number is shown on top. */
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

const StatNumber = styled.dd<{ $color: keyof DefaultTheme['colors']['stat'] }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme, $color }) => theme.colors.stat[$color]};
`;

const StatLabel = styled.dt`
  color: ${({ theme }) => theme.colors.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Testimonial = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.subtle};
  ${fromMedium(css`padding: ${({ theme }) => theme.space.xl};`)}
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  figcaption { display: grid; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Stars = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.star};
`;

const Star = styled(Icon)`
  fill: currentColor;
`;

const QuoteText = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  ${fromMedium(css`font-size: ${({ theme }) => theme.fontSizes.xl};`)}
`;

const QuoteAuthor = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Consultation = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.tint};
  text-align: center;
`;

const ConsultationText = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
