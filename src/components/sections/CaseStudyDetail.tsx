import type { MDXContent } from 'mdx/types';
import styled, { css } from 'styled-components';
import { pictureSizes } from '@/model/picture.ts';
import type { CaseStudyRouteData } from '@/model/route-data.ts';
import { useSite } from '../../routing/SiteContext.tsx';
import { container, fromMedium } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { MdxBody } from '../mdx/MdxBody.tsx';
import { Picture } from '../Picture.tsx';
import { Byline } from './Byline.tsx';
import { RelatedStories } from './RelatedStories.tsx';
import { TagList } from './TagList.tsx';
import { IconList } from './IconList.tsx';
import { ResultStats } from './ResultStats.tsx';
import { TestimonialQuote } from './TestimonialQuote.tsx';

interface CaseStudyDetailProps {
  caseStudy: CaseStudyRouteData<MDXContent>['caseStudy'];
  /** Its tags, linked to their pages. */
  tags: CaseStudyRouteData<MDXContent>['tags'];
  /** The stories shown at its end; none when no story shares a tag with it. */
  related: CaseStudyRouteData<MDXContent>['related'];
  /** The introduction: the case study's MDX body. */
  Intro: MDXContent;
}

/** A case study at /blog/{id}: picture, byline, introduction, challenge, solution, results and the client's words. */
export function CaseStudyDetail({ caseStudy, tags, related, Intro }: CaseStudyDetailProps) {
  // The way back to the list is kept once in the site settings, shared with the "Blog post not found" view.
  const { backLink } = useSite().caseStudyNotFound;
  const { challenge, solution, results } = caseStudy;
  return (
    <article>
      <Header>
        <HeaderInner>
          <NotSearched data-pagefind-ignore="">
            <ActionLink href={backLink.href}>
              <span aria-hidden="true">← </span>
              {backLink.label}
            </ActionLink>
          </NotSearched>
          <Title>{caseStudy.title}</Title>
          <NotSearched data-pagefind-ignore="">
            <Byline author={caseStudy.author} date={caseStudy.date} minutes={caseStudy.readTime.article} size="large" />
          </NotSearched>
          <TagList tags={tags} label="Tags" />
          <HeroImage
            picture={caseStudy.picture}
            sizes={pictureSizes.caseStudyPage}
            alt={caseStudy.imageAlt}
            loading="eager"
            fetchPriority="high"
            $focus={caseStudy.imageFocus}
          />
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
          <IconList items={solution.points} size="regular" />
        </Part>
        <Part>
          <PartHeading>{results.title}</PartHeading>
          <ResultStats stats={results.stats} />
        </Part>
        <TestimonialQuote testimonial={caseStudy.testimonial} variant="article" />
        <Consultation>
          <ConsultationText>Want results like these for your pipeline?</ConsultationText>
          <ActionLink href="booking" variant="primary">
            Book a Consultation
          </ActionLink>
        </Consultation>
      </Body>
      <RelatedStories stories={related} />
    </article>
  );
}

const Header = styled.header`
  padding-top: ${({ theme }) => theme.space.xxl};
  background: linear-gradient(180deg, ${({ theme }) => `${theme.colors.tint}, ${theme.colors.surface}`});
`;

/**
 * What a search result's excerpt leaves out (the way back, the byline), so it starts with the
 * story's words; laid out as if the wrapper were not there.
 */
const NotSearched = styled.div`
  display: contents;
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

const HeroImage = styled(Picture)<{ $focus: string | undefined }>`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  ${({ $focus }) => $focus && css`object-position: ${$focus};`}
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
