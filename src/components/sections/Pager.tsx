import styled, { css } from 'styled-components';
import type { Pagination } from '@/model/listing.ts';
import { bareList } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { VisuallyHidden } from '../VisuallyHidden.tsx';

/** Links to the other pages of a list: previous, the numbered pages and next; nothing for a list of one page. */
export function Pager({ pagination }: { pagination: Pagination }) {
  const { current, total, previous, next, links } = pagination;
  if (total < 2) return null;
  return (
    <Nav aria-label={`Pages, page ${current} of ${total}`}>
      <Links>
        {previous !== undefined && (
          <li>
            <Step href={previous}>
              <span aria-hidden="true">← </span>Previous
            </Step>
          </li>
        )}
        {links.map((link, index) =>
          link === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page of its own; its place names it
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={link.number}>
              {link.number === current ? (
                <Current aria-current="page">
                  <VisuallyHidden>Page {link.number}</VisuallyHidden>
                  <span aria-hidden="true">{link.number}</span>
                </Current>
              ) : (
                <Numbered href={link.route}>
                  <VisuallyHidden>Page {link.number}</VisuallyHidden>
                  <span aria-hidden="true">{link.number}</span>
                </Numbered>
              )}
            </li>
          ),
        )}
        {next !== undefined && (
          <li>
            <Step href={next}>
              Next<span aria-hidden="true"> →</span>
            </Step>
          </li>
        )}
      </Links>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Links = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const box = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Step = styled(ActionLink)`
  ${box}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Numbered = styled(ActionLink)`
  ${box}
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Current = styled.span`
  ${box}
  border: 1px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Gap = styled.li`
  color: ${({ theme }) => theme.colors.muted};
`;
