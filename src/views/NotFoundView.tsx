import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ActionLink } from '../components/ActionLink.tsx';
import { NotFoundHead } from '../components/NotFoundHead.tsx';
import { useSite } from '../routing/SiteContext.tsx';

/** The view for an address the site does not have. */
export function NotFoundView() {
  const { notFound } = useSite();
  const { pathname } = useLocation();
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Wrapper>
      <NotFoundHead title={notFound.message} />
      <Heading>
        <Code>{notFound.code}</Code>
        <Message>{notFound.message}</Message>
      </Heading>
      <ActionLink href={notFound.homeLink.href} variant="primary">
        {notFound.homeLink.label}
      </ActionLink>
    </Wrapper>
  );
}

/** Shared by both not-found views. */
export const Wrapper = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 60vh;
  align-content: center;
  padding: ${({ theme }) => `${theme.space.section} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.subtle};
`;

const Heading = styled.h1`
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
