import styled from 'styled-components';
import { ActionLink } from '../components/ActionLink.tsx';
import { NotFoundHead } from '../components/RouteHead.tsx';
import { useSite } from '../routing/SiteContext.tsx';

/** Where an address the site has no page for is: anywhere (`site`), or under /blog/ (`caseStudy`). */
export type NotFoundKind = 'site' | 'caseStudy';

/** The view for an address the site does not have: the site's 404, or "Blog post not found" under /blog/. */
export function NotFoundView({ kind }: { kind: NotFoundKind }) {
  const { notFound, caseStudyNotFound } = useSite();
  const { message, link } =
    kind === 'site'
      ? { message: notFound.message, link: notFound.homeLink }
      : { message: caseStudyNotFound.message, link: caseStudyNotFound.backLink };
  return (
    <Wrapper>
      <NotFoundHead title={message} />
      {kind === 'site' ? (
        <SiteHeading>
          <Code>{notFound.code}</Code>
          <Message>{message}</Message>
        </SiteHeading>
      ) : (
        <CaseStudyHeading>{message}</CaseStudyHeading>
      )}
      <ActionLink href={link.href} variant="primary">
        {link.label}
      </ActionLink>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 60vh;
  align-content: center;
  padding: ${({ theme }) => `${theme.space.section} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.subtle};
`;

const SiteHeading = styled.h1`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Code = styled.span`
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  color: ${({ theme }) => theme.colors.brand};
  line-height: 1;
`;

const Message = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const CaseStudyHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;
